import { ErrorCode, errorStatus } from '@portal/shared/errors';

/** An expected failure: travels to the client as an envelope with its stable code. */
export class AppError extends Error {
  readonly status: number;
  readonly value: unknown;
  /** Sent as Retry-After: when a refusal for load (503) may be tried again. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    options: { status?: number; value?: unknown; message?: string; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? code);
    this.status = options.status ?? errorStatus[code];
    this.value = options.value ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
