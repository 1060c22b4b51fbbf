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
  'admin',
  'admin-members',
  'admin-money',
  'admin-content',
  'admin-lottery',
  'admin-reports',
  'admin-settings',
  'admin-promotions',
  'admin-loyalty',
  'admin-chat',
] as const;

/** What i18next loads before the first render; the rest (auth, account, social) loads when a component asks for it. */
export const STARTUP_NAMESPACES = ['common', 'pages', 'system'] as const;
