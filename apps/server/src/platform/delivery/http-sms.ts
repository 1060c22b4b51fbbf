import { AppError } from '../app-error.ts';
import type { DeliveryLog, DeliveryProvider } from './delivery.types.ts';
import { maskRecipient } from './recipient.ts';

export interface HttpSmsOptions {
  /** The gateway's endpoint: receives POST { to, text, purpose } as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs: number;
  log: DeliveryLog;
}

/**
 * SMS through any gateway that takes one JSON POST per message (most do, or a small adapter in
 * front of them does). Only a 2xx answer counts as sent; anything else, a network failure or no
 * answer within timeoutMs is logged and reaches the caller as SERVICE_UNAVAILABLE.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): DeliveryProvider {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return {
    kind: 'http',
    async send(message) {
      const failed = (detail: Record<string, unknown>) => {
        options.log.error(
          { purpose: message.purpose, to: maskRecipient(message.to), sms: detail },
          'SMS delivery failed',
        );
        return new AppError('SERVICE_UNAVAILABLE');
      };
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.text, purpose: message.purpose }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        throw failed({ error: e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.name) });
      }
      // Read the body either way: an unread body keeps the connection from going back to the pool.
      const body = await response.text().catch(() => '');
      if (!response.ok) throw failed({ status: response.status, body: body.slice(0, 200) });
    },
  };
}
