/** Namespaces with one JSON file per language under i18n/locales/<lang>/. */
export const NAMESPACE_FILES = ['common', 'pages', 'system', 'auth'] as const;
