import type { FastifyRequest } from 'fastify';
import { languageFromAcceptHeader, matchLanguage, type Language } from '@portal/shared/languages';

/** The request language: `Language` header, then Accept-Language, then the brand default. */
export function requestLanguage(request: FastifyRequest, brandDefault: Language): Language {
  const header = request.headers['language'];
  return (
    matchLanguage(Array.isArray(header) ? header[0] : header) ??
    languageFromAcceptHeader(request.headers['accept-language']) ??
    brandDefault
  );
}
