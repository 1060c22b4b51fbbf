import './game-strip.css';

const TILES = 8;

/**
 * The hot games' strip while its chunk and its call are on their way: tiles of the real strip's
 * size, so the sections below stay where they will be (no layout shift) and stay below the fold.
 */
export function GameStripPlaceholder() {
  return (
    <div className="game-strip game-strip--placeholder" aria-hidden="true" data-testid="game-strip-placeholder">
      {Array.from({ length: TILES }, (_, i) => (
        <div key={i} className="game-strip__ghost">
          <span className="game-tile__art" />
          <span className="game-strip__line" />
          <span className="game-strip__line game-strip__line--short" />
        </div>
      ))}
    </div>
  );
}
