import type { Kysely } from 'kysely';
import { deliveryConfigProblems, type Env } from '../../config/env.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { createHttpSmsProvider } from './http-sms.ts';
import { createOutboxProvider } from './outbox.ts';
import { normaliseRecipient } from './recipient.ts';
import { createSmtpProvider } from './smtp.ts';
import type { Delivery, DeliveryChannel, DeliveryLog, DeliveryProvider } from './delivery.types.ts';

export type { Delivery, DeliveryChannel, DeliveryLog, DeliveryMessage, DeliveryProvider } from './delivery.types.ts';

/** The providers chosen by SMS_PROVIDER and EMAIL_PROVIDER; refuses a configuration loadEnv would refuse. */
export function createDelivery(env: Env, db: Kysely<DB>, log: DeliveryLog): Delivery {
  const problems = deliveryConfigProblems(env);
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.path.join('.')}: ${p.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const outbox = createOutboxProvider(db, log);
  const sms =
    env.SMS_PROVIDER === 'http'
      ? createHttpSmsProvider({
          url: env.SMS_HTTP_URL!,
          token: env.SMS_HTTP_TOKEN,
          timeoutMs: env.SMS_HTTP_TIMEOUT_MS,
          log,
        })
      : outbox;
  const smtp =
    env.EMAIL_PROVIDER === 'smtp' ? createSmtpProvider({ url: env.SMTP_URL!, from: env.EMAIL_FROM, log }) : null;
  return {
    sms: checked('sms', sms),
    email: checked('email', smtp ?? outbox),
    outboxEnabled: env.NODE_ENV !== 'production' && (sms === outbox || smtp === null),
    close: async () => smtp?.close(),
  };
}

/**
 * Every provider sees a normalised address of its own channel. A caller that validated the address
 * against the brand's rules can still hold one no provider can reach ('*' accepts anything): that is
 * bad input, not a failure of the provider.
 */
function checked(channel: DeliveryChannel, provider: DeliveryProvider): DeliveryProvider {
  return {
    kind: provider.kind,
    async send(message) {
      if (message.channel !== channel)
        throw new Error(`a ${message.channel} message sent through the ${channel} provider`);
      const recipient = normaliseRecipient(message.to);
      if (recipient?.channel !== channel) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { to: 'PATTERN_MISMATCH' } } });
      }
      await provider.send({ ...message, to: recipient.address });
    },
  };
}
