import type { Language } from '@portal/shared/languages';
import type { LocalizedText } from '../db/column-types.ts';

/** The text in the request language, else English, else any language the operator wrote. */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en ?? Object.values(text).find((v) => v !== undefined) ?? '';
}

/** A name in the request language, else its own (a lottery game's is in its market's language). */
export const nameIn = (name: string, names: LocalizedText, language: Language): string => names[language] ?? name;
