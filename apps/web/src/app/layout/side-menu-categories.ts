import type { ComponentType } from 'react';
import type { GameCategory } from '@portal/shared/constants';
import type { GameMenu, VendorCard } from '@portal/shared/contracts/games';
import type { IconProps } from '../../ui/icons';
import { EsportsIcon, FishIcon, LiveIcon, LotteryIcon, PvpIcon, SlotsIcon, SportsIcon } from '../../ui/icons';

export interface MenuCategory {
  category: GameCategory;
  /** The lobby route of the category. */
  path: string;
  labelKey: `menu.categories.${GameCategory}`;
  Icon: ComponentType<IconProps>;
  /** The category's vendor cards from GET /lgw/games/game_menus. */
  vendors: VendorCard[];
}

/** The game categories of the side menu, in menu order. */
const CATEGORY_MENU: Omit<MenuCategory, 'vendors'>[] = [
  { category: 'ELOTT', path: '/elott', labelKey: 'menu.categories.ELOTT', Icon: LotteryIcon },
  { category: 'LIVE', path: '/live', labelKey: 'menu.categories.LIVE', Icon: LiveIcon },
  { category: 'SPORTS', path: '/sports', labelKey: 'menu.categories.SPORTS', Icon: SportsIcon },
  { category: 'FISH', path: '/fish', labelKey: 'menu.categories.FISH', Icon: FishIcon },
  { category: 'RNG', path: '/rng', labelKey: 'menu.categories.RNG', Icon: SlotsIcon },
  { category: 'PVP', path: '/pvp', labelKey: 'menu.categories.PVP', Icon: PvpIcon },
  { category: 'ESPORTS', path: '/esports', labelKey: 'menu.categories.ESPORTS', Icon: EsportsIcon },
];

/**
 * The categories the menu shows: only those whose vendor list from the game menus is non-empty
 * (an empty category is not shown), each with its vendors. ELOTT and LOTT entries belong to the
 * TCG_SEA lottery vendor and lead to the lottery lobby.
 */
export function visibleCategories(menus: readonly GameMenu[] | undefined): MenuCategory[] {
  return CATEGORY_MENU.flatMap((entry) => {
    const vendors = menus?.find((menu) => menu.gameCategory === entry.category)?.cards ?? [];
    return vendors.length > 0 ? [{ ...entry, vendors }] : [];
  });
}
