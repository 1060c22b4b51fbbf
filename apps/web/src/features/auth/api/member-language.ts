import type { Language } from '@portal/shared/languages';
import { api } from '../../../lib/api-client';

/** PUT /wps/member/language: stores the member's language on the server; answers the one stored. */
export const storeMemberLanguage = (language: Language) =>
  api<{ language: Language; requested: string }>('/wps/member/language', { method: 'PUT', body: { language } });
