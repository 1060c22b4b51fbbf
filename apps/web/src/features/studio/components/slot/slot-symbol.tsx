import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_SLOT_SYMBOLS } from '@portal/shared/contracts/studio';

/*
 * Lotus Fortune's symbols drawn as flat SVG (viewBox 100 × 100): no image downloads, sharp at any
 * size, and no gradient ids that would clash when a page shows two games' reels.
 */

export type SlotSymbolName = (typeof STUDIO_SLOT_SYMBOLS)[number];

const CARD_COLOURS: Record<'A' | 'K' | 'Q' | 'J' | 'TEN', [string, string]> = {
  A: ['#e2463f', '#8e1b17'],
  K: ['#3b82f6', '#173f8a'],
  Q: ['#a855f7', '#5b1c95'],
  J: ['#22c55e', '#0f6b31'],
  TEN: ['#f59e0b', '#8a5200'],
};

function Lotus({ petal, centre }: { petal: string; centre: string }) {
  return (
    <g>
      {[-60, -30, 0, 30, 60].map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="42"
          rx="11"
          ry="26"
          fill={petal}
          stroke="#fff5"
          strokeWidth="2"
          transform={`rotate(${angle} 50 68)`}
        />
      ))}
      <ellipse cx="50" cy="72" rx="26" ry="7" fill="#2f9e6a" />
      <circle cx="50" cy="62" r="7" fill={centre} />
    </g>
  );
}

function Art({ name }: { name: SlotSymbolName }) {
  switch (name) {
    case 'WILD':
      return (
        <g>
          <rect x="6" y="6" width="88" height="88" rx="18" fill="#6b1fa8" stroke="#f5c451" strokeWidth="5" />
          <g transform="translate(0 -8) scale(1)">
            <Lotus petal="#f5c451" centre="#fff3c4" />
          </g>
          <text
            x="50"
            y="88"
            textAnchor="middle"
            fontSize="20"
            fontWeight="900"
            fill="#fff3c4"
            stroke="#6b1fa8"
            strokeWidth="1"
            fontFamily="system-ui, sans-serif"
          >
            WILD
          </text>
        </g>
      );
    case 'SCATTER':
      return (
        <g>
          <circle cx="50" cy="50" r="42" fill="#c81e2a" stroke="#f5c451" strokeWidth="6" />
          <circle cx="50" cy="50" r="30" fill="none" stroke="#f5c45188" strokeWidth="2" />
          <path
            d="M50 22 L57 42 L78 42 L61 55 L67 76 L50 63 L33 76 L39 55 L22 42 L43 42 Z"
            fill="#f5c451"
            stroke="#fff3c4"
            strokeWidth="2"
          />
        </g>
      );
    case 'LOTUS':
      return <Lotus petal="#f472b6" centre="#fde047" />;
    case 'KOI':
      return (
        <g>
          <path d="M78 50 L95 32 L92 50 L95 68 Z" fill="#fb923c" stroke="#fff5" strokeWidth="2" />
          <ellipse cx="48" cy="50" rx="34" ry="19" fill="#f97316" stroke="#fff5" strokeWidth="2" />
          <path d="M36 34 Q48 22 60 33 Z" fill="#fdba74" />
          <path d="M38 66 Q46 78 56 67 Z" fill="#fdba74" />
          <ellipse cx="52" cy="47" rx="10" ry="7" fill="#fff7ed" />
          <ellipse cx="38" cy="55" rx="7" ry="5" fill="#fff7ed" />
          <circle cx="24" cy="46" r="4" fill="#111" />
          <circle cx="23" cy="45" r="1.5" fill="#fff" />
        </g>
      );
    case 'LANTERN':
      return (
        <g>
          <line x1="50" y1="4" x2="50" y2="16" stroke="#f5c451" strokeWidth="3" />
          <rect x="34" y="14" width="32" height="9" rx="3" fill="#f5c451" />
          <ellipse cx="50" cy="50" rx="33" ry="29" fill="#dc2626" stroke="#fca5a5" strokeWidth="2" />
          <path
            d="M50 21 Q30 50 50 79 M50 21 Q70 50 50 79 M50 21 L50 79"
            fill="none"
            stroke="#7f1d1d"
            strokeWidth="2.5"
          />
          <rect x="34" y="77" width="32" height="9" rx="3" fill="#f5c451" />
          <path d="M46 86 L50 97 L54 86 Z" fill="#f5c451" />
        </g>
      );
    default: {
      const [fill, edge] = CARD_COLOURS[name];
      return (
        <text
          x="50"
          y="72"
          textAnchor="middle"
          fontSize={name === 'TEN' ? 50 : 64}
          fontWeight="900"
          fontFamily="Georgia, 'Times New Roman', serif"
          fill={fill}
          stroke={edge}
          strokeWidth="3"
          paintOrder="stroke"
        >
          {name === 'TEN' ? '10' : name}
        </text>
      );
    }
  }
}

/** One symbol by its index in the engine's tables (STUDIO_SLOT_SYMBOLS). */
export const SlotSymbol = memo(function SlotSymbol({
  symbol,
  decorative = false,
}: {
  symbol: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation('studio');
  const name = STUDIO_SLOT_SYMBOLS[symbol] ?? 'A';
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(`symbols.${name}`) };
  return (
    <svg viewBox="0 0 100 100" className="slot-symbol" {...label} data-symbol={name}>
      <Art name={name} />
    </svg>
  );
});
