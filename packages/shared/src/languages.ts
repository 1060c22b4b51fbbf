/** Interface languages: the codes travel in the `Language` header and in local storage `lang`. */
export const LANGUAGES = ['pt-BR', 'en', 'th', 'vi', 'id', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** What the language list shows: each language in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português (BR)',
  en: 'English',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  'zh-CN': '中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a loose tag (`pt`, `zh`, `en-US`, `cn`) onto a supported language, or undefined. */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const clean = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === clean);
  if (exact) return exact;
  const base = clean.split(/[-_]/)[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'zh' || base === 'cn') return 'zh-CN';
  return LANGUAGES.find((l) => l.toLowerCase() === base);
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function languageFromAcceptHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110); a broken q counts as 0 too.
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return undefined;
}
