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

/**
 * The language codes a request or a stored choice may carry: the spec's longer listing names about
 * 35 (EN, PT-BR, VI, TH, ES and others) without spelling them all out, so this is our reading of
 * it: the six interface languages plus the languages of the markets such brands serve. A known
 * code that is not an interface language is no error: it falls back (resolveLanguage) to the
 * closest interface language when one reads well enough, else to the brand default. Right-to-left
 * scripts (ar) are known codes but fall back too; the site has no right-to-left layout.
 */
export const KNOWN_LANGUAGE_CODES = [
  'en',
  'pt-BR',
  'vi',
  'th',
  'es',
  'id',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'ms',
  'hi',
  'bn',
  'my',
  'km',
  'lo',
  'tl',
  'tr',
  'ru',
  'uk',
  'de',
  'fr',
  'it',
  'nl',
  'pl',
  'pt-PT',
  'ro',
  'el',
  'sv',
  'da',
  'fi',
  'nb',
  'cs',
  'hu',
  'ar',
] as const;
export type KnownLanguageCode = (typeof KNOWN_LANGUAGE_CODES)[number];

/**
 * Unsupported codes with a close interface language, by base language: any Portuguese reads the
 * Brazilian texts, any Chinese (zh-TW, zh-HK, the `cn` the spec's list uses) the simplified ones
 * (the traditional reader follows simplified far better than a fallback to English or
 * Portuguese), and Malay the Indonesian ones (the two standard forms of one language). Every
 * other code falls back to the brand default.
 */
const CLOSEST_BY_BASE: Record<string, Language> = { pt: 'pt-BR', zh: 'zh-CN', cn: 'zh-CN', ms: 'id' };

/** True for a code of KNOWN_LANGUAGE_CODES (any case, `_` or `-`). */
export function isKnownLanguageCode(tag: string | undefined | null): boolean {
  if (!tag) return false;
  const clean = tag.trim().toLowerCase().replace(/_/g, '-');
  return KNOWN_LANGUAGE_CODES.some((code) => code.toLowerCase() === clean);
}

/** Maps a loose tag (`pt`, `zh`, `en-US`, `cn`, `zh-TW`, `ms`) onto a supported language, or undefined. */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const clean = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === clean);
  if (exact) return exact;
  const base = clean.split(/[-_]/)[0] ?? '';
  return CLOSEST_BY_BASE[base] ?? LANGUAGES.find((l) => l.toLowerCase() === base);
}

/**
 * The language to speak for a tag: its supported match when the brand offers it (`supported`,
 * the brand's languages; all six when omitted), else `fallback` (the brand default). Unknown
 * codes, unsupported ones (es, ja, ar) and ones the brand switched off all land on the fallback.
 */
export function resolveLanguage(
  tag: string | undefined | null,
  options: { fallback: Language; supported?: readonly Language[] },
): Language {
  const match = matchLanguage(tag);
  return match && (options.supported ?? LANGUAGES).includes(match) ? match : options.fallback;
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
