import type { z } from 'zod';
import {
  seamlessBalanceSchema,
  seamlessBetSchema,
  seamlessEndRoundSchema,
  seamlessRollbackSchema,
  seamlessWinSchema,
  type SeamlessAnswer,
  type SeamlessCall,
} from '@portal/shared/contracts/seamless';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../../platform/app-error.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import type { SeamlessService } from './seamless.service.ts';
import type { RoundAnswer, RoundRecord } from './round-batch.ts';

const SCHEMAS = {
  balance: seamlessBalanceSchema,
  bet: seamlessBetSchema,
  win: seamlessWinSchema,
  rollback: seamlessRollbackSchema,
  'end-round': seamlessEndRoundSchema,
} as const;

/** A call's body checked by its schema: a bad one is VALIDATION_FAILED with its fields. */
function parseBody<T extends z.ZodType>(schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldIssue> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = FieldIssue.UNKNOWN_FIELD;
      continue;
    }
    fields[issue.path.join('.') || '_'] ??= FieldIssue.INVALID_VALUE;
  }
  throw new AppError('VALIDATION_FAILED', { value: { fields } });
}

/**
 * One seamless call of an enabled vendor, after whatever proved who sent it: the signed HTTP
 * route for outside providers, the process itself for the in-house studio. Both go through the
 * same schemas and the same service, so the money rules cannot differ between them.
 */
export function dispatchSeamless(
  seamless: SeamlessService,
  call: SeamlessCall,
  vendor: string,
  config: ProviderConfig,
  json: unknown,
): Promise<SeamlessAnswer> {
  switch (call) {
    case 'balance':
      return seamless.balance(vendor, parseBody(SCHEMAS.balance, json));
    case 'bet':
      return seamless.bet(vendor, config, parseBody(SCHEMAS.bet, json));
    case 'win':
      return seamless.win(vendor, config, parseBody(SCHEMAS.win, json));
    case 'rollback':
      return seamless.rollback(vendor, parseBody(SCHEMAS.rollback, json));
    case 'end-round':
      return seamless.endRound(vendor, parseBody(SCHEMAS['end-round'], json));
  }
}

/** An instant round's bet and win bodies (the in-house studio in the process), checked by the same schemas. */
export function dispatchInstantRound(
  seamless: SeamlessService,
  vendor: string,
  config: ProviderConfig,
  bet: unknown,
  win: unknown,
  record?: RoundRecord,
): Promise<RoundAnswer> {
  return seamless.instantRound(vendor, config, parseBody(SCHEMAS.bet, bet), parseBody(SCHEMAS.win, win), record);
}
