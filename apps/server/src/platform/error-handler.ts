import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, errorStatus, FieldIssue } from '@portal/shared/errors';
import { errorMessages } from '@portal/shared/error-messages';
import type { Envelope } from '@portal/shared/envelope';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/languages';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { fieldIssues } from './field-issues.ts';
import { errorAnswers } from './metrics.ts';
import { requestLanguage } from './language.ts';

/** Fastify's own 4xx errors, named by our codes. Anything else unknown is a bug: 500, logged. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.MALFORMED_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.MALFORMED_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.MALFORMED_JSON,
  FST_ERR_CTP_EMPTY_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_BAD_URL: ErrorCode.NOT_FOUND,
  FST_ERR_ASYNC_CONSTRAINT: ErrorCode.NOT_FOUND,
  FST_ERR_MAX_PARAM_LENGTH: ErrorCode.NOT_FOUND,
  FST_ERR_RATE_LIMITED: ErrorCode.RATE_LIMITED,
};

/** Body-level failures name the part at fault as field failures do: `_` is the whole body. */
const BODY_ISSUES: Partial<Record<ErrorCode, Record<string, FieldIssue>>> = {
  MALFORMED_JSON: { _: FieldIssue.INVALID_TYPE },
  BODY_TOO_LARGE: { _: FieldIssue.TOO_BIG },
  UNSUPPORTED_MEDIA_TYPE: { 'content-type': FieldIssue.INVALID_VALUE },
};

const sendBodyError = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode) =>
  sendError(request, reply, code, BODY_ISSUES[code] ? { value: { fields: BODY_ISSUES[code] } } : {});

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { status?: number; value?: unknown; message?: string } = {},
) {
  errorAnswers.inc({ code, status: options.status ?? errorStatus[code] });
  const body: Envelope<unknown> = {
    success: false,
    value: options.value ?? null,
    message: options.message ?? errorMessages[request.language ?? 'en'][code],
    code,
    requestId: request.id,
  };
  return reply
    .status(options.status ?? errorStatus[code])
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * Fastify's `frameworkErrors`: failures before routing (a URL that does not decode) skip the
 * hooks and the error handler, so they are enveloped here, in the language the headers ask for.
 */
export function frameworkErrorHandler(brandDefault: () => Promise<Language>) {
  const answer = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.language = requestLanguage(request, await brandDefault().catch(() => DEFAULT_LANGUAGE));
    reply.header('x-request-id', request.id);
    return sendError(request, reply, (error.code && FASTIFY_CODES[error.code]) || ErrorCode.NOT_FOUND);
  };
  // Fastify does not wait on this handler: the answer's own failure is logged, not lost.
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    answer(error, request, reply).catch((err: unknown) => request.log.error({ err }, 'framework error answer failed'));
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.code, { status: error.status, value: error.value });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const inputs: Record<string, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
        headers: request.headers,
      };
      const fields = fieldIssues(error.validation, context, context ? inputs[context] : undefined);
      return sendError(request, reply, ErrorCode.VALIDATION_FAILED, { value: { fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(request, reply, ErrorCode.INTERNAL_ERROR);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendBodyError(request, reply, known);
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
      return sendBodyError(request, reply, ErrorCode.MALFORMED_JSON);
    }
    if (error.statusCode === 429) return sendError(request, reply, ErrorCode.RATE_LIMITED);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error without a mapped code');
      return sendError(request, reply, ErrorCode.VALIDATION_FAILED, { status: 400 });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(request, reply, ErrorCode.SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, ErrorCode.INTERNAL_ERROR);
  });
}
