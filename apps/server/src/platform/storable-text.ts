import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from './app-error.ts';

/**
 * Text PostgreSQL cannot store: U+0000 (refused in text and jsonb) and lone UTF-16 surrogates
 * (not UTF-8 at all). Refused at the edge as a field error, so a request carrying them is a 400
 * that moves nothing instead of a database error half way through.
 */
const unstorable = (text: string) => text.includes('\0') || !text.isWellFormed();

/** The path of the first string (or key) in `value` that cannot be stored, if any. */
export function unstorableTextAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return [...path, '_'].join('.');
    const found = unstorableTextAt(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws VALIDATION_FAILED naming the field when the request's body, query or params hold such text. */
export function assertStorableText(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = unstorableTextAt(part);
    if (field !== undefined) {
      throw new AppError('VALIDATION_FAILED', { value: { fields: { [field]: FieldIssue.INVALID_VALUE } } });
    }
  }
}

/**
 * Every route's input, once its schema has passed it (so a field the schema refuses is named with
 * the schema's own issue, and an encrypted call is checked decrypted), before its handler runs.
 */
export function registerStorableText(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      assertStorableText(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

/** Text as it can be stored, for logs that must never be lost to odd input (the audit log). */
export const storableText = (text: string) => text.replaceAll('\0', '\uFFFD').toWellFormed();
