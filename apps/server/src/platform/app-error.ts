import { ErrorCode, errorStatus } from '@portal/shared/errors';

/** An expected failure: travels to the client as an envelope with its stable code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: { status?: number; value?: unknown; message?: string } = {},
  ) {
    super(options.message ?? code);
    this.status = options.status ?? errorStatus[code];
    this.value = options.value ?? null;
  }
  readonly value: unknown;
}
