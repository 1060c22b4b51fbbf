import { FieldIssue } from '@portal/shared/errors';
import { IDEMPOTENCY_KEY } from '@portal/shared/contracts/wallet';
import { toMinor } from '@portal/shared/money';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/**
 * A client amount in minor units: at most the currency's decimals, positive, within the limits
 * (minor units too). Anything else is VALIDATION_FAILED on that field; nothing moves.
 */
export function parseAmount(
  value: number,
  decimals: number,
  options: { field?: string; minMinor?: number; maxMinor?: number } = {},
): number {
  const field = options.field ?? 'amount';
  const parsed = toMinor(value, decimals);
  if (!parsed.ok) {
    throw invalid(field, parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG);
  }
  if (parsed.minor <= 0) throw invalid(field, FieldIssue.TOO_SMALL);
  if (options.minMinor !== undefined && parsed.minor < options.minMinor) throw invalid(field, FieldIssue.TOO_SMALL);
  if (options.maxMinor !== undefined && parsed.minor > options.maxMinor) throw invalid(field, FieldIssue.TOO_BIG);
  return parsed.minor;
}

/** The Idempotency-Key header of a money-moving call, or IDEMPOTENCY_KEY_REQUIRED. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}
