import { describe, expect, it } from 'vitest';
import type { LaunchValue } from '@portal/shared/contracts/games';
import { launchTarget } from './lib/launch-target.ts';
import { columnsFor, rowHeightFor, GRID_GAP } from './lib/grid-layout.ts';

const base: LaunchValue = {
  nodeId: 'INHOUSE:dice',
  vassalage: 'INHOUSE',
  name: 'Lotus Dice',
  launchMode: 'iframe',
  game_url: 'https://games.example/dice?t=1',
  game_url2: null,
  lottery: null,
};

describe('launchTarget', () => {
  it('opens /game with the game URL, its name and the second address when there is one', () => {
    const target = new URL(launchTarget({ ...base, game_url2: 'https://cdn2.example/dice' }), 'http://x');
    expect(target.pathname).toBe('/game');
    expect(target.searchParams.get('url')).toBe('https://games.example/dice?t=1');
    expect(target.searchParams.get('url2')).toBe('https://cdn2.example/dice');
    expect(target.searchParams.get('name')).toBe('Lotus Dice');
    expect(target.searchParams.has('mode')).toBe(false);
  });

  it('keeps the mini-menu mode', () => {
    expect(new URL(launchTarget({ ...base, launchMode: 'mini' }), 'http://x').searchParams.get('mode')).toBe('mini');
  });
});

describe('grid layout', () => {
  it('fits at least two columns of tiles of 140 px or more', () => {
    expect(columnsFor(0)).toBe(2);
    expect(columnsFor(320)).toBe(2);
    expect(columnsFor(1200)).toBe(7);
    for (const width of [360, 768, 1200]) {
      const columns = columnsFor(width);
      expect((width - GRID_GAP * (columns - 1)) / columns).toBeGreaterThanOrEqual(140);
    }
  });

  it('gives a row its 4:3 image, caption and gap', () => {
    expect(rowHeightFor(452, 3)).toBe(Math.round(((452 - 24) / 3) * 0.75 + 52 + GRID_GAP));
  });
});
