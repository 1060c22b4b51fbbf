import type { ComponentType } from 'react';
import type { GameCategory } from '@portal/shared/constants';
import type { IconProps } from '../../ui/icons';
import { EsportsIcon, FishIcon, LiveIcon, LotteryIcon, PvpIcon, SlotsIcon, SportsIcon } from '../../ui/icons';

export interface MenuCategory {
  category: GameCategory;
  /** The lobby route of the category. */
  path: string;
  labelKey: `menu.categories.${GameCategory}`;
  Icon: ComponentType<IconProps>;
}

/** The game categories of the side menu, in the spec's order. */
const CATEGORY_MENU: MenuCategory[] = [
  { category: 'ELOTT', path: '/elott', labelKey: 'menu.categories.ELOTT', Icon: LotteryIcon },
  { category: 'LIVE', path: '/live', labelKey: 'menu.categories.LIVE', Icon: LiveIcon },
  { category: 'SPORTS', path: '/sports', labelKey: 'menu.categories.SPORTS', Icon: SportsIcon },
  { category: 'FISH', path: '/fish', labelKey: 'menu.categories.FISH', Icon: FishIcon },
  { category: 'RNG', path: '/rng', labelKey: 'menu.categories.RNG', Icon: SlotsIcon },
  { category: 'PVP', path: '/pvp', labelKey: 'menu.categories.PVP', Icon: PvpIcon },
  { category: 'ESPORTS', path: '/esports', labelKey: 'menu.categories.ESPORTS', Icon: EsportsIcon },
];

/**
 * The categories the menu shows. Spec section 2: a category appears only when its vendor list is
 * non-empty. Vendor lists arrive with the games issue, which passes them in here and applies that
 * rule; until then there is no list to test, so every category shows with an empty vendor list.
 */
export function visibleCategories(): MenuCategory[] {
  return CATEGORY_MENU;
}
