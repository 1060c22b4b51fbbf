import { z } from 'zod';
import type { ErrorCode, FieldIssue } from './errors.ts';

/** The one response shape of every JSON call. */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code: ErrorCode | null;
  /** Present on failures so a player can quote it to support and we can find the log line. */
  requestId?: string;
}

export interface ValidationValue {
  fields: Record<string, FieldIssue>;
}

export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().nullable(),
    code: z.string().nullable(),
    requestId: z.string().optional(),
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string().nullable(),
  code: z.string(),
  requestId: z.string().optional(),
});
