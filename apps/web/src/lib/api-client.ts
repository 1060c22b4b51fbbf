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

let passwordChangeRequired: () => void = () => {};
/** The UI store listens here: a session kept for the password change alone opens the change (lib knows no store). */
export const onPasswordChangeRequired = (listener: () => void) => {
  passwordChangeRequired = listener;
};

let accountFrozen: (message: string | null) => void = () => {};
/**
 * The UI listens here: a frozen account (at sign-in, or a session the freeze ended) is told why,
 * with the operator's message when there is one, instead of being signed out without a word.
 */
export const onAccountFrozen = (listener: (message: string | null) => void) => {
  accountFrozen = listener;
};
const frozenMessage = (value: unknown) => {
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
  /** The language to ask in when it is not i18next's yet: a call made before i18next has started. */
  language?: string;
}

/** Where a client finds its bearer token, and what it does when the server refuses it. */
export interface ApiAuth {
  token: () => string | null;
  rejected: () => void;
  /** The server answers only the password change on this session (an expired or default password). */
  passwordChangeRequired?: () => void;
  /** The account is frozen (ACCOUNT_FROZEN): the player site says so and why. */
  accountFrozen?: (message: string | null) => void;
  /** Headers this audience sends on every call (the player site's device id). */
  headers?: () => Record<string, string>;
}

/**
 * A client for one audience: the player site keeps its token under `token`, the back office its
 * operator token apart (admin/lib/admin-api.ts), so neither ever sends the other's.
 */
export function createApi(auth: ApiAuth) {
  return async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const token = auth.token();
    const extra = auth.headers?.();
    const response = await send(
      path,
      extra ? { ...options, headers: { ...extra, ...options.headers } } : options,
      token,
    );
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), response.status);
    }
    if (!envelope.success) {
      if (token && response.status === 401 && SESSION_REJECTED.includes(envelope.code ?? '')) auth.rejected();
      if (token && envelope.code === 'PASSWORD_CHANGE_REQUIRED') auth.passwordChangeRequired?.();
      if (envelope.code === 'ACCOUNT_FROZEN') auth.accountFrozen?.(frozenMessage(envelope.value));
      throw new ApiError(
        envelope.code ?? 'INTERNAL_ERROR',
        envelope.message ?? i18n.t('common:errors.network'),
        response.status,
        envelope.value,
        envelope.requestId,
      );
    }
    return envelope.value as T;
  };
}

/** The raw response of a call (a CSV or an image): Language header, bearer token, network errors. */
export async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    ...options.headers,
    Language: options.language ?? i18n.language,
    Accept: 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', i18n.t('common:errors.network'), 0);
  }
}

const DEVICE_KEY = 'portal.device';
let deviceId: string | null = null;

/**
 * The browser's own random id, kept in localStorage: sessions remember it, so invite-a-friend can
 * tell an inviter who signs up their own "friends" on the same device. Without storage it lasts
 * the page's life.
 */
function browserDeviceId(): string {
  if (deviceId) return deviceId;
  try {
    deviceId = localStorage.getItem(DEVICE_KEY);
    if (!deviceId || !/^[A-Za-z0-9-]{1,64}$/.test(deviceId)) {
      deviceId = randomId();
      localStorage.setItem(DEVICE_KEY, deviceId);
    }
  } catch {
    deviceId ??= randomId();
  }
  return deviceId;
}

// randomUUID exists only on secure origins (https, localhost); a plain-http address gets hex.
const randomId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Every player call goes through here: Language header, bearer token, device id, envelope unwrapping. */
export const api = createApi({
  token: () => sessionStorage.getItem(STORAGE_KEYS.token),
  rejected: () => sessionRejected(),
  passwordChangeRequired: () => passwordChangeRequired(),
  accountFrozen: (message) => accountFrozen(message),
  headers: () => ({ 'X-Device-Id': browserDeviceId() }),
});
