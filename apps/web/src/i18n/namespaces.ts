/** Namespaces with one JSON file per language under i18n/locales/<lang>/. */
export const NAMESPACE_FILES = [
  'common',
  'pages',
  'system',
  'auth',
  'account',
  'social',
  'withdraw',
  'deposit',
  'wallet',
  'games',
  'studio',
  'lottery',
  'promotions',
  'loyalty',
  'announcements',
  'messages',
  'feedback',
  'chat',
  'app-install',
  'agents',
  'responsible-gaming',
  'kyc',
  'admin',
  'admin-members',
  'admin-agents',
  'admin-money',
  'admin-content',
  'admin-lottery',
  'admin-reports',
  'admin-settings',
  'admin-promotions',
  'admin-loyalty',
  'admin-communication',
  'admin-chat',
  'admin-rg',
  'admin-aml',
  'admin-kyc',
] as const;

/** What i18next loads before the first render; the rest (auth, account, social) loads when a component asks for it. */
export const STARTUP_NAMESPACES = ['common', 'pages', 'system'] as const;

/** Texts a page's first screen reads besides the startup ones, by path: fetched with them when a visit begins there. */
export const FIRST_PAGE_NAMESPACES: Partial<Record<string, readonly (typeof NAMESPACE_FILES)[number][]>> = {
  // The marquee and notices, the Vietnamese board's title and the hot games' tiles.
  '/': ['announcements', 'lottery', 'games'],
};
