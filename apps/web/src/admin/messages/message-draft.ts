import { z } from 'zod';
import { messageSendSchema, type MessageAudience } from '@portal/shared/contracts/messages';
import { LANGUAGES, type Language } from '@portal/shared/languages';

/*
 * The notice being written: its texts by language and the audience being picked, turned into the
 * API's body only when complete; the server's field issues read back onto the form's parts.
 */

export type LocalizedValue = Partial<Record<Language, string>>;
export type AudienceKind = MessageAudience['kind'];

export interface AudienceDraft {
  kind: AudienceKind;
  /** Kept per kind, so switching back and forth loses nothing typed. */
  member: string;
  agent: string;
  levels: number[];
  dialingCodes: string[];
}

export const emptyAudience = (): AudienceDraft => ({
  kind: 'member',
  member: '',
  agent: '',
  levels: [],
  dialingCodes: [],
});

/** The audience the API takes; null while the picked kind still lacks its part. */
export function audienceOf(draft: AudienceDraft): MessageAudience | null {
  switch (draft.kind) {
    case 'member':
      return draft.member.trim() ? { kind: 'member', username: draft.member.trim() } : null;
    case 'agent':
      return draft.agent.trim() ? { kind: 'agent', username: draft.agent.trim() } : null;
    case 'vip':
      return draft.levels.length ? { kind: 'vip', levels: [...draft.levels].sort((a, b) => a - b) } : null;
    case 'country':
      return draft.dialingCodes.length ? { kind: 'country', dialingCodes: [...draft.dialingCodes] } : null;
    case 'all':
      return { kind: 'all' };
  }
}

/** Adds a value to a set-like list, or takes it out. */
export const toggle = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

/** '3, 4 5' -> [3, 4, 5]; null when something is not a level number (0..100). */
export function parseLevels(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const levels: number[] = [];
  for (const part of parts) {
    if (!/^[0-9]{1,3}$/.test(part) || Number(part) > 100) return null;
    if (!levels.includes(Number(part))) levels.push(Number(part));
  }
  return levels.sort((a, b) => a - b);
}

/** Blank languages left out: a reader of a language left blank gets another one, as the server picks. */
export function cleanText(text: LocalizedValue): LocalizedValue {
  return Object.fromEntries(
    LANGUAGES.map((code) => [code, text[code]?.trim() ?? ''] as const).filter(([, value]) => value !== ''),
  );
}

/**
 * The text a member reading in `language` gets: theirs, else English, else the first the operator
 * wrote (the server's rule), with the language it is in.
 */
export function textFor(text: LocalizedValue, language: Language): { text: string; shown: Language | null } {
  const clean = cleanText(text);
  const shown =
    clean[language] !== undefined
      ? language
      : clean.en !== undefined
        ? 'en'
        : LANGUAGES.find((code) => clean[code] !== undefined);
  return shown ? { text: clean[shown]!, shown } : { text: '', shown: null };
}

/**
 * The form's values turned into the send route's body and checked by its own schema: the texts
 * without their blank languages, the audience once its kind has what it needs (else none).
 */
export const composeSchema = z
  .object({
    title: z.custom<LocalizedValue>().transform(cleanText),
    content: z.custom<LocalizedValue>().transform(cleanText),
    audience: z.custom<AudienceDraft>().transform(audienceOf),
  })
  .pipe(messageSendSchema);
export type ComposeValues = z.input<typeof composeSchema>;

export interface SendIssues {
  /** Languages the server requires (the brand's default) and were left blank. */
  title: Language[];
  content: Language[];
  /** NO_RECIPIENTS, or INVALID_VALUE for a username that is no member (or no agent). */
  audience: string | null;
}

/** The server's `fields` of a refused send, by the part of the form each belongs to. */
export function issuesOf(fields: Record<string, string> | null | undefined): SendIssues {
  const issues: SendIssues = { title: [], content: [], audience: null };
  for (const [path, issue] of Object.entries(fields ?? {})) {
    const [field, language] = path.split(/\.(.*)/s) as [string, string | undefined];
    if ((field === 'title' || field === 'content') && language && (LANGUAGES as readonly string[]).includes(language))
      issues[field].push(language as Language);
    else if (field === 'audience') issues.audience = issue;
  }
  return issues;
}

/** Read share in percent with one decimal; 0 of 0 is 0. */
export const readPercent = (readCount: number, recipients: number) =>
  recipients > 0 ? Math.round((readCount / recipients) * 1000) / 10 : 0;
