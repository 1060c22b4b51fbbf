import { describe, expect, it } from 'vitest';
import { menuBlocks, menuEntries, menuSectionOf, MENU_KEYS } from './side-menu-entries.ts';

const fallback = { referral: true, chat: false, languages: 2 };

describe('menuEntries', () => {
  it("draws the brand's enabled entries in the brand's order", () => {
    const menus = [
      { key: 'promotions', enabled: true },
      { key: 'home', enabled: true },
      { key: 'referral', enabled: false },
      { key: 'RNG', enabled: true },
      { key: 'customerService', enabled: true },
      { key: 'chat', enabled: false },
    ];
    expect(menuEntries({ menus }, fallback)).toEqual(['promotions', 'home', 'RNG', 'customerService']);
  });

  it('skips keys this client does not know and repeated keys', () => {
    const menus = [
      { key: 'home', enabled: true },
      { key: 'jackpots', enabled: true },
      { key: 'home', enabled: true },
      { key: 'download', enabled: true },
    ];
    expect(menuEntries({ menus }, fallback)).toEqual(['home', 'download']);
  });

  it('falls back on the default order and the flags while the settings are not here', () => {
    const keys = menuEntries(undefined, fallback);
    expect(keys).toContain('referral');
    expect(keys).not.toContain('chat');
    expect(keys).toEqual(MENU_KEYS.filter((k) => k !== 'chat'));
    expect(menuEntries(undefined, { referral: false, chat: true, languages: 1 })).not.toContain('languages');
  });
});

describe('menuSectionOf', () => {
  it('puts the game entries above the divider and the rest below', () => {
    expect(['home', 'pgsoft', 'PVP'].map((k) => menuSectionOf(k as never))).toEqual(['games', 'games', 'games']);
    expect(['promotions', 'chat'].map((k) => menuSectionOf(k as never))).toEqual(['site', 'site']);
  });
});

describe('menuBlocks', () => {
  it('groups runs of one section, divides games from the rest, gives languages their own block', () => {
    expect(menuBlocks(['home', 'RNG', 'promotions', 'referral', 'languages', 'download', 'chat'])).toEqual([
      { keys: ['home', 'RNG'], divider: false },
      { keys: ['promotions', 'referral'], divider: true },
      { keys: ['languages'], divider: false },
      { keys: ['download', 'chat'], divider: false },
    ]);
    expect(menuBlocks(['promotions', 'home', 'chat'])).toEqual([
      { keys: ['promotions'], divider: false },
      { keys: ['home'], divider: true },
      { keys: ['chat'], divider: true },
    ]);
  });
});
