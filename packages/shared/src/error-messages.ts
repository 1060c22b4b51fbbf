import type { ErrorCode } from './errors.ts';
import type { Language } from './languages.ts';
import en from './error-messages/en.ts';
import ptBR from './error-messages/pt-BR.ts';
import th from './error-messages/th.ts';
import vi from './error-messages/vi.ts';
import id from './error-messages/id.ts';
import zhCN from './error-messages/zh-CN.ts';

/**
 * The sentence that travels in `message` for each code, in every interface language. The server
 * answers in the request's language; the web client loads only its language's file
 * (error-messages/<language>.ts) and shows it when it has no server message (a network failure).
 */
export const errorMessages: Record<Language, Record<ErrorCode, string>> = {
  en,
  'pt-BR': ptBR,
  th,
  vi,
  id,
  'zh-CN': zhCN,
};
