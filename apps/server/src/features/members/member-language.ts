import { isLanguage, type Language } from '@portal/shared/languages';
import type { MemberRow } from './members.repo.ts';

/** The language the server speaks to a member: the one they chose, else `fallback` (the request's or the brand's). */
export const memberLanguage = (member: Pick<MemberRow, 'language'>, fallback: Language): Language =>
  isLanguage(member.language) ? member.language : fallback;
