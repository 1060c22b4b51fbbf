import type { Envelope } from '@portal/shared/envelope';

/** The success envelope; every route returns through here. */
export const ok = <T>(value: T): Envelope<T> => ({ success: true, value, message: null, code: null });
