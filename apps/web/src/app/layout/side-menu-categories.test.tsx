import { describe, expect, it } from 'vitest';
import type { GameMenu, VendorCard } from '@portal/shared/contracts/games';
import { visibleCategories } from './side-menu-categories';

const card = (vassalage: string): VendorCard => ({
  vassalage,
  name: vassalage,
  isHot: false,
  isNew: false,
  smallIcon: null,
  accountTypeName: vassalage,
  isGame: 'VASSALAGE',
  nodeId: null,
  gameCount: 1,
  available: true,
  maintenance: false,
});
const menu = (gameCategory: GameMenu['gameCategory'], cards: VendorCard[]): GameMenu => ({
  gameCategory,
  title: gameCategory,
  cards,
  gameClassify: [],
});

describe('visibleCategories', () => {
  it('shows nothing before the game menus arrive', () => {
    expect(visibleCategories(undefined)).toEqual([]);
  });

  it('shows only the categories whose vendor list is non-empty, in the menu order, with their vendors', () => {
    const shown = visibleCategories([
      menu('RNG', [card('INHOUSE'), card('PGSOFT')]),
      menu('LIVE', []),
      menu('ELOTT', [card('TCG_SEA')]),
    ]);
    expect(shown.map((c) => c.category)).toEqual(['ELOTT', 'RNG']);
    expect(shown[1]!.vendors.map((v) => v.vassalage)).toEqual(['INHOUSE', 'PGSOFT']);
    expect(shown[0]!.path).toBe('/elott');
  });
});
