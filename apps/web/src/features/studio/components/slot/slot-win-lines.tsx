import type { WinMarks } from './slot-show';

/** Distinct line colours, cycled by line number so a line keeps its colour from spin to spin. */
const LINE_COLOURS = [
  '#f5c451',
  '#2fd3a0',
  '#f472b6',
  '#60a5fa',
  '#fb923c',
  '#a78bfa',
  '#f87171',
  '#34d399',
  '#facc15',
  '#38bdf8',
];

/**
 * The paying lines over the reels, in the window's own units (each cell 100 × 100): a line runs
 * through the centres of all five cells and its winning run is framed.
 */
export function SlotWinLines({ marks, animate }: { marks: WinMarks; animate: boolean }) {
  return (
    <svg
      className={animate ? 'slot-lines is-drawing' : 'slot-lines'}
      viewBox="0 0 500 300"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {marks.lines.map(({ line, rows, run }) => {
        const colour = LINE_COLOURS[line % LINE_COLOURS.length];
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <g key={line} data-testid="slot-line" data-line={line + 1} data-run={run}>
            <polyline
              points={points}
              pathLength={1}
              fill="none"
              stroke="#0008"
              strokeWidth="9"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={points}
              pathLength={1}
              fill="none"
              stroke={colour}
              strokeWidth="5"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            {rows.slice(0, run).map((row, reel) => (
              <rect
                key={reel}
                x={reel * 100 + 5}
                y={row * 100 + 5}
                width="90"
                height="90"
                rx="12"
                fill="none"
                stroke={colour}
                strokeWidth="3"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
