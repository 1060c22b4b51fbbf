import nodemailer from 'nodemailer';
import { AppError } from '../app-error.ts';
import type { DeliveryLog, DeliveryProvider } from './delivery.types.ts';
import { maskRecipient } from './recipient.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** 'Name <address>' on every message. */
  from: string;
  log: DeliveryLog;
}

/**
 * E-mail through an SMTP relay, over a small pool of kept-alive connections. A failure is logged
 * with what the relay said and reaches the caller as SERVICE_UNAVAILABLE only: the relay's
 * answers name hosts and accounts a player has no business seeing.
 */
export function createSmtpProvider(options: SmtpOptions): DeliveryProvider & { close(): Promise<void> } {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          html: message.html,
        });
      } catch (err) {
        const e = err as { code?: string; responseCode?: number; command?: string; response?: string };
        options.log.error(
          {
            purpose: message.purpose,
            to: maskRecipient(message.to),
            smtp: { code: e.code, responseCode: e.responseCode, command: e.command, response: e.response },
          },
          'e-mail delivery failed',
        );
        throw new AppError('SERVICE_UNAVAILABLE');
      }
    },
    async close() {
      transport.close();
    },
  };
}
