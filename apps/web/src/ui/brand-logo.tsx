import { useId } from 'react';
import './brand-logo.css';

/** The lotus mark: three petals over a water line, drawn for this brand. */
export function LotusMark({ size = 34 }: { size?: number }) {
  const id = useId();
  const petal = `${id}-petal`;
  const side = `${id}-side`;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="lotus-mark">
      <defs>
        <linearGradient id={petal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7ff0cb" />
          <stop offset="1" stopColor="#10a37a" />
        </linearGradient>
        <linearGradient id={side} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7d27a" />
          <stop offset="1" stopColor="#e0a526" />
        </linearGradient>
      </defs>
      <path
        d="M24 6c5.2 5.6 7.8 11 7.8 16.2 0 5.3-2.6 9.6-7.8 12.8-5.2-3.2-7.8-7.5-7.8-12.8C16.2 17 18.8 11.6 24 6Z"
        fill={`url(#${petal})`}
      />
      <path
        d="M5 19.5c6.6-.4 11.4 1.5 14.6 5.6 2.1 2.7 3.6 6.2 4.4 9.9-6.7.4-11.8-1.3-15-5.2C6.7 27 5.3 23.6 5 19.5Zm38 0c-.3 4.1-1.7 7.5-4 10.3-3.2 3.9-8.3 5.6-15 5.2.8-3.7 2.3-7.2 4.4-9.9 3.2-4.1 8-6 14.6-5.6Z"
        fill={`url(#${side})`}
      />
      <path
        d="M9 40.5c4.8-2 9.8-2 15 0s10.2 2 15 0"
        fill="none"
        stroke={`url(#${petal})`}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus the brand's name, as the header and footer show it. */
export function BrandLogo({ name, size = 34, showName = true }: { name: string; size?: number; showName?: boolean }) {
  return (
    <span className="brand-logo">
      <LotusMark size={size} />
      {showName && <span className="brand-logo__name">{name}</span>}
    </span>
  );
}
