import type { Envelope } from '@portal/shared/envelope';
import type { ErrorCode } from '@portal/shared/errors';
import { STORAGE_KEYS } from '@portal/shared/constants';
import i18n from '../i18n/i18n';

/** A failed call: components branch on `code`, never on the message text. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
    readonly value: unknown = null,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** Codes that mean the bearer token is no longer good. */
const SESSION_REJECTED: readonly string[] = ['UNAUTHORIZED', 'TOKEN_EXPIRED'];
let sessionRejected: () => void = () => {};
/** The session store listens here, so a 401 from any call signs the visitor out (lib knows no store). */
export const onSessionRejected = (listener: () => void) => {
  sessionRejected = listener;
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
}

/** Every call goes through here: Language header, bearer token, envelope unwrapping. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers, Language: i18n.language, Accept: 'application/json' };
  const token = sessionStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), response.status);
  }
  if (!envelope.success) {
    if (token && response.status === 401 && SESSION_REJECTED.includes(envelope.code ?? '')) sessionRejected();
    throw new ApiError(
      envelope.code ?? 'INTERNAL_ERROR',
      envelope.message ?? i18n.t('common:errors.network'),
      response.status,
      envelope.value,
      envelope.requestId,
    );
  }
  return envelope.value as T;
}
