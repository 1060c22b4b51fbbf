import type { Language } from './languages.ts';

/**
 * What a brand launching in a market starts from: the currency as players there write it and the
 * language they read first. An operator applies one in the console before the first deposit
 * (the currency is fixed once money exists) and may change any field afterwards.
 */
export interface MarketPreset {
  currency: { code: string; symbol: string; decimals: number };
  locale: { defaultLanguage: Language; languages: Language[] };
}

export const MARKET_PRESETS = {
  /** Brazil: reais with centavos, Portuguese first. */
  BR: {
    currency: { code: 'BRL', symbol: 'R$', decimals: 2 },
    locale: { defaultLanguage: 'pt-BR', languages: ['pt-BR', 'en', 'th', 'vi', 'id', 'zh-CN'] },
  },
  /** Vietnam: dong have no minor unit in use, Vietnamese first. */
  VN: {
    currency: { code: 'VND', symbol: '₫', decimals: 0 },
    locale: { defaultLanguage: 'vi', languages: ['vi', 'en', 'zh-CN', 'th', 'id', 'pt-BR'] },
  },
} as const satisfies Record<string, MarketPreset>;

export type MarketCode = keyof typeof MARKET_PRESETS;
export const MARKET_CODES = Object.keys(MARKET_PRESETS) as MarketCode[];

/** The preset whose currency and default language a brand's settings match, if any. */
export function marketOf(settings: MarketPreset): MarketCode | null {
  return (
    MARKET_CODES.find((code) => {
      const preset = MARKET_PRESETS[code];
      return (
        preset.currency.code === settings.currency.code &&
        preset.currency.decimals === settings.currency.decimals &&
        preset.locale.defaultLanguage === settings.locale.defaultLanguage
      );
    }) ?? null
  );
}
