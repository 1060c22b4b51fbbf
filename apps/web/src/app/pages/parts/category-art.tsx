import type { ReactElement } from 'react';

export type CategoryKey = 'rng' | 'live' | 'sports' | 'fish' | 'elott' | 'pvp' | 'esports' | 'inhouse' | 'pge';

/** Small original drawings, one per game category; colours come from the theme through CSS classes. */
const art: Record<CategoryKey, ReactElement> = {
  rng: (
    <>
      <rect x="7" y="12" width="30" height="28" rx="5" className="art-fill" />
      <rect x="7" y="12" width="30" height="28" rx="5" />
      <path d="M12 19h20v14H12zM18.7 19v14M25.3 19v14" />
      <path d="M13.5 23.5h3.5l-2 5M20.2 23.5h3.5l-2 5M27 23.5h3.5l-2 5" className="art-gold" />
      <path d="M37 22h3v-6" />
      <circle cx="40" cy="13.5" r="2.5" className="art-gold-fill" />
      <path d="M13 44h18" />
    </>
  ),
  live: (
    <>
      <circle cx="24" cy="24" r="17" className="art-fill" />
      <circle cx="24" cy="24" r="17" />
      <circle cx="24" cy="24" r="10" />
      <path d="M24 7v7M24 34v7M7 24h7M34 24h7M12 12l5 5M31 31l5 5M36 12l-5 5M17 31l-5 5" />
      <circle cx="24" cy="24" r="3" className="art-gold-fill" />
      <circle cx="30" cy="17.5" r="1.8" className="art-gold-fill" />
    </>
  ),
  sports: (
    <>
      <circle cx="24" cy="24" r="17" className="art-fill" />
      <circle cx="24" cy="24" r="17" />
      <path d="M24 16.5l7 5-2.7 8.2h-8.6L17 21.5z" className="art-gold-fill" />
      <path d="M24 16.5V8M31 21.5l8-2.6M28.3 29.7l5 6.8M19.7 29.7l-5 6.8M17 21.5l-8-2.6" />
    </>
  ),
  fish: (
    <>
      <path d="M6 24c6-9 17-11 26-5l8-6v22l-8-6c-9 6-20 4-26-5z" className="art-fill" />
      <path d="M6 24c6-9 17-11 26-5l8-6v22l-8-6c-9 6-20 4-26-5z" />
      <circle cx="14" cy="22" r="2" className="art-gold-fill" />
      <path d="M21 17c2 4 2 10 0 14" />
      <circle cx="36" cy="8" r="2" className="art-gold" />
      <circle cx="41" cy="4" r="1.3" className="art-gold" />
    </>
  ),
  elott: (
    <>
      <circle cx="18" cy="27" r="11" className="art-fill" />
      <circle cx="18" cy="27" r="11" />
      <circle cx="33" cy="17" r="8" className="art-gold-fill" />
      <circle cx="33" cy="17" r="8" />
      <path d="M15 23.5l3-2v11M30.5 14.5c1-1.5 5-1.5 5 1 0 2-5 4-5 6h5" />
      <path d="M31 34l4 4M38 30l2 2M40 38l2 2" className="art-gold" />
    </>
  ),
  pvp: (
    <>
      <rect x="7" y="11" width="20" height="28" rx="3" transform="rotate(-12 17 25)" className="art-fill" />
      <rect x="7" y="11" width="20" height="28" rx="3" transform="rotate(-12 17 25)" />
      <rect x="21" y="9" width="20" height="28" rx="3" transform="rotate(10 31 23)" className="art-fill-strong" />
      <rect x="21" y="9" width="20" height="28" rx="3" transform="rotate(10 31 23)" />
      <path
        d="M31 17c-3 3-5 4.5-5 7a2.5 2.5 0 005 .5 2.5 2.5 0 005-.5c0-2.5-2-4-5-7zM31 25v4"
        className="art-gold-fill"
      />
    </>
  ),
  esports: (
    <>
      <path
        d="M14 16h20c5 0 8 4 8.5 10l.5 6c.3 4-4.5 5.5-7 2.5L32 30H16l-4 4.5c-2.5 3-7.3 1.5-7-2.5l.5-6C6 20 9 16 14 16z"
        className="art-fill"
      />
      <path d="M14 16h20c5 0 8 4 8.5 10l.5 6c.3 4-4.5 5.5-7 2.5L32 30H16l-4 4.5c-2.5 3-7.3 1.5-7-2.5l.5-6C6 20 9 16 14 16z" />
      <path d="M15 20v6M12 23h6" />
      <circle cx="32" cy="21.5" r="1.8" className="art-gold-fill" />
      <circle cx="35.5" cy="25" r="1.8" className="art-gold-fill" />
      <path d="M20 11c2-3 6-3 8 0" className="art-gold" />
    </>
  ),
  inhouse: (
    <>
      <rect x="6" y="15" width="21" height="21" rx="4" transform="rotate(-10 16.5 25.5)" className="art-fill" />
      <rect x="6" y="15" width="21" height="21" rx="4" transform="rotate(-10 16.5 25.5)" />
      <rect x="23" y="10" width="19" height="19" rx="4" transform="rotate(12 32.5 19.5)" className="art-fill-strong" />
      <rect x="23" y="10" width="19" height="19" rx="4" transform="rotate(12 32.5 19.5)" />
      <circle cx="12" cy="21" r="1.6" className="art-gold-fill" />
      <circle cx="16.5" cy="25.5" r="1.6" className="art-gold-fill" />
      <circle cx="21" cy="30" r="1.6" className="art-gold-fill" />
      <circle cx="29" cy="15.5" r="1.6" className="art-gold-fill" />
      <circle cx="36" cy="23.5" r="1.6" className="art-gold-fill" />
    </>
  ),
  pge: (
    <>
      <path d="M24 6l16 12-16 24L8 18z" className="art-fill" />
      <path d="M24 6l16 12-16 24L8 18z" />
      <path d="M8 18h32M18 18l6-12 6 12-6 24z" />
      <path d="M39 6l1.2 2.8L43 10l-2.8 1.2L39 14l-1.2-2.8L35 10l2.8-1.2z" className="art-gold-fill" />
    </>
  ),
};

export function CategoryArt({ category, size = 48 }: { category: CategoryKey; size?: number }) {
  return (
    <svg
      className="category-art"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {art[category]}
    </svg>
  );
}
