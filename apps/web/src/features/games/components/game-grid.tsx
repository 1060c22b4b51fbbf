import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { INFINITE_SCROLL_THROTTLE_MS } from '@portal/shared/constants';
import type { GameItem } from '@portal/shared/contracts/games';
import { GameTile, type GameTileProps } from './game-tile';
import { columnsFor, rowHeightFor, GRID_GAP } from '../lib/grid-layout';

export interface GameGridProps extends Omit<GameTileProps, 'game' | 'favorite'> {
  games: GameItem[];
  favorites: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/**
 * The lobby grid, virtualized by rows against the window's scroll: only the rows near the
 * viewport are mounted, so a vendor with 5,000 games keeps a few dozen tiles in the DOM. Nearing
 * the end asks for the next page, at most once per INFINITE_SCROLL_THROTTLE_MS.
 */
export function GameGrid({ games, favorites, hasMore, loadingMore, onLoadMore, ...tile }: GameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const rowHeight = rowHeightFor(width, columns);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const lastAsk = useRef(0);
  useEffect(() => {
    if (!hasMore || loadingMore || lastRow < rowCount - 3) return;
    const wait = lastAsk.current + INFINITE_SCROLL_THROTTLE_MS - Date.now();
    if (wait > 0) {
      const timer = window.setTimeout(() => {
        lastAsk.current = Date.now();
        onLoadMore();
      }, wait);
      return () => window.clearTimeout(timer);
    }
    lastAsk.current = Date.now();
    onLoadMore();
  }, [hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  return (
    <div ref={listRef} className="game-grid" data-testid="game-grid" data-total={games.length}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <div
            key={row.key}
            className="game-grid__row"
            role="list"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              height: rowHeight - GRID_GAP,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
              <div role="listitem" key={game.nodeId}>
                <GameTile game={game} favorite={favorites.has(game.nodeId)} {...tile} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
