import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants';
import type { WhitelabelValue } from '@portal/shared/contracts/system';

/** The side-menu entries the web knows how to draw, by the key GET /wps/system/whitelabel names them. */
export const MENU_KEYS = [
  'home',
  'pgsoft',
  'inhouse',
  ...GAME_CATEGORIES,
  'promotions',
  'vip',
  'mission',
  'referral',
  'languages',
  'download',
  'customerService',
  'chat',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

const GAME_KEYS: readonly string[] = ['home', 'pgsoft', 'inhouse', ...GAME_CATEGORIES];

export const isCategoryKey = (key: MenuKey): key is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(key);
/** Games (home, the two vendor pages, the categories) sit above the divider; the site's own entries below. */
export const menuSectionOf = (key: MenuKey): 'games' | 'site' => (GAME_KEYS.includes(key) ? 'games' : 'site');

/** What the menu falls back on while the menu settings load, or if they fail: the brand's flags. */
export interface MenuFallback {
  referral: boolean;
  chat: boolean;
  languages: number;
}

/**
 * The entries to draw, in order. With the brand's menu settings: its enabled entries in its order,
 * skipping keys this client does not know (a newer server may name more). Without them: every
 * entry in the default order, referral and chat by their flags, languages when there are several.
 * Game categories still need vendors, and languages more than one; the menu checks those itself.
 */
export function menuEntries(whitelabel: Pick<WhitelabelValue, 'menus'> | undefined, fallback: MenuFallback): MenuKey[] {
  const known = (key: string): key is MenuKey => (MENU_KEYS as readonly string[]).includes(key);
  if (whitelabel) {
    const keys = whitelabel.menus.filter((m) => m.enabled).map((m) => m.key);
    return [...new Set(keys.filter(known))];
  }
  return MENU_KEYS.filter((key) => {
    if (key === 'referral') return fallback.referral;
    if (key === 'chat') return fallback.chat;
    if (key === 'languages') return fallback.languages > 1;
    return true;
  });
}

/**
 * The drawn blocks: runs of list entries, with a divider where the games give way to the site's
 * entries (or back); the language list is a block of its own with its own heading, no divider.
 */
export function menuBlocks(keys: readonly MenuKey[]): { keys: MenuKey[]; divider: boolean }[] {
  type Block = { keys: MenuKey[]; divider: boolean; section: 'games' | 'site' | 'languages' };
  const blocks: Block[] = [];
  for (const key of keys) {
    const section = key === 'languages' ? 'languages' : menuSectionOf(key);
    const last = blocks.at(-1);
    if (last && last.section === section && section !== 'languages') {
      last.keys.push(key);
      continue;
    }
    const divider = last !== undefined && last.section !== 'languages' && section !== 'languages';
    blocks.push({ keys: [key], divider, section });
  }
  return blocks.map(({ keys: blockKeys, divider }) => ({ keys: blockKeys, divider }));
}
