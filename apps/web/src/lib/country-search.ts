import { DIALING_COUNTRIES, MARKET_COUNTRIES, type DialingCountry } from '@portal/shared/dialing-codes';

/** 'VN' -> the flag emoji: the two regional indicator letters of the ISO code. */
export const flagOf = (countryCode: string) =>
  String.fromCodePoint(...[...countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/** Lower case without accents, so 'bra' finds 'Brasil' and 'viet' finds 'Việt Nam'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export interface ShownCountry extends DialingCountry {
  /** The country's name in the page's language (Intl.DisplayNames). */
  name: string;
  /** The names (page language and English) and ISO code, folded, that a search looks in. */
  search: string;
}

/** The dropdown's list in a language: the brand's markets first, then the rest by name. */
export function countriesIn(language: string): ShownCountry[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const shown = DIALING_COUNTRIES.map((country) => {
    const name = names.of(country.countryCode) ?? country.countryCode;
    const search = fold(`${name} ${english.of(country.countryCode) ?? ''} ${country.countryCode}`);
    return { ...country, name, search };
  });
  const rest = shown.slice(MARKET_COUNTRIES.length).sort((a, b) => a.name.localeCompare(b.name, language));
  return [...shown.slice(0, MARKET_COUNTRIES.length), ...rest];
}

/**
 * How well a country answers a search, lower first; null when it does not. Digits look in the
 * codes ('55', '+5'). Words look in the names and ISO code: a name that starts with them, then a
 * word that does, then the rest that contains them, so 'in' lists India before China.
 */
export function matchRank(country: ShownCountry, query: string): number | null {
  const text = query.trim();
  const digits = text.replace(/^\+/, '');
  if (/^[0-9]+$/.test(digits)) return country.countryDialingCode.slice(1).startsWith(digits) ? 0 : null;
  const folded = fold(text);
  if (country.search.startsWith(folded)) return 0;
  if (country.search.split(/[\s(),.-]+/).some((word) => word.startsWith(folded))) return 1;
  return country.search.includes(folded) ? 2 : null;
}

/** The countries that answer a search, best first, in list order within a rank. */
export function searchCountries(countries: readonly ShownCountry[], query: string): ShownCountry[] {
  const ranked: { country: ShownCountry; rank: number }[] = [];
  for (const country of countries) {
    const rank = matchRank(country, query);
    if (rank !== null) ranked.push({ country, rank });
  }
  // Array sort is stable: the list order holds within a rank.
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.country);
}

let flagSupport: boolean | undefined;

/**
 * Whether this device draws flag emoji (Windows, and Linux without a colour emoji font, do not:
 * they show two letters or empty boxes). A flag is drawn in colour; anything else in the one ink.
 */
export function canDrawFlags(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 20;
    const ink = canvas.getContext('2d', { willReadFrequently: true });
    if (!ink) return (flagSupport = true);
    ink.font = "16px 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";
    ink.textBaseline = 'top';
    ink.fillText(flagOf('VN'), 0, 0);
    const pixels = ink.getImageData(0, 0, 20, 20).data;
    flagSupport = false;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3]! > 0 && (pixels[i] !== pixels[i + 1] || pixels[i + 1] !== pixels[i + 2])) flagSupport = true;
    }
  } catch {
    // No canvas (a test in Node): the emoji it is.
    flagSupport = true;
  }
  return flagSupport;
}
