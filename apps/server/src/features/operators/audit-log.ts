import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { storableText } from '../../platform/storable-text.ts';

/** What an action knows about the record it changed: its name and the values on both sides. */
export interface AuditChange {
  subject: string;
  before?: unknown;
  after?: unknown;
}

const changes = new WeakMap<FastifyRequest, AuditChange>();

/** Called by a back-office action that changes a record, so the audit row shows before and after. */
export function auditChange(request: FastifyRequest, change: AuditChange): void {
  changes.set(request, change);
}

const SECRET_KEY = /password|secret|token|otp|private/i;
/** `code` names both a one-time code (secret) and a game's or vendor's code (not): judged by its value. */
const ONE_TIME_CODE = /^\d{4,8}$/;
const isSecret = (key: string, value: unknown) =>
  SECRET_KEY.test(key) ||
  (/^(code|verificationCode)$/.test(key) && typeof value === 'string' && ONE_TIME_CODE.test(value));
const MAX_STRING = 2000;

/**
 * Request bodies as the log keeps them: secrets blanked, long texts cut, files left out, text the
 * database cannot store replaced (a refused call with a NUL in it is still logged).
 */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string')
    return storableText(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  if (typeof value !== 'object') return value;
  if (depth > 6 || Buffer.isBuffer(value)) return '[omitted]';
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redactForAudit(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      storableText(key),
      isSecret(key, item) ? '[redacted]' : redactForAudit(item, depth + 1),
    ]),
  );
}

type Mutating = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const MUTATING = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
const isMutating = (method: string): method is Mutating => MUTATING.has(method);

/**
 * Writes one row per changing /admin/api call an operator made, refused ones included (a 403
 * is worth knowing about). Runs after the answer is sent: the log never delays or fails a call,
 * but a write that fails is logged as an error for the operations team.
 */
export function registerOperatorAudit(app: FastifyInstance, ctx: AppContext): void {
  // A callback hook: it runs after every answer, and all but the console's changes pass at once.
  app.addHook('onResponse', (request, reply, done) => {
    const operator = request.operator;
    if (!operator || !isMutating(request.method) || !request.url.startsWith('/admin/api/')) return done();
    void write(request, reply, operator).finally(done);
  });

  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    operator: NonNullable<FastifyRequest['operator']>,
  ) {
    const method = request.method as Mutating;
    const change = changes.get(request);
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    const body = multipart ? null : redactForAudit(request.body);
    try {
      await ctx.db
        .insertInto('operator_audit_log')
        .values({
          operator_id: operator.subjectId,
          username: operator.username,
          method,
          route: request.routeOptions.url ?? request.url.split('?')[0]!,
          path: request.url.split('?')[0]!,
          params: JSON.stringify(redactForAudit(request.params ?? {})),
          body: body === null || body === undefined ? null : JSON.stringify(body),
          status_code: reply.statusCode,
          subject: change?.subject ?? null,
          before: change?.before === undefined ? null : JSON.stringify(redactForAudit(change.before)),
          after: change?.after === undefined ? null : JSON.stringify(redactForAudit(change.after)),
          ip: request.ip,
          request_id: String(request.id),
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'operator audit row not written');
    }
  }
}
