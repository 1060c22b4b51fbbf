import { addLocaleFiles } from './i18n';

/** The back office's namespaces (admin*.json), loaded by its own page only. */
addLocaleFiles(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/admin*.json'));
