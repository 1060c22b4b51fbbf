/** The shapes of delivery: what the providers (outbox, SMTP, HTTP SMS) and their callers agree on. */
export type DeliveryChannel = 'sms' | 'email';

export interface DeliveryMessage {
  channel: DeliveryChannel;
  /** A mobile with its country dialing code (`+5511912345678`, spaces and dashes allowed) or an e-mail. */
  to: string;
  /** Why it was sent: 'register', 'login', 'password-reset', 'bind', ... */
  purpose: string;
  /** E-mail only. */
  subject?: string;
  text: string;
  /** E-mail only: an HTML alternative to the text. */
  html?: string;
}

export interface DeliveryProvider {
  readonly kind: 'outbox' | 'smtp' | 'http';
  /** Resolves once the provider accepted the message; AppError('SERVICE_UNAVAILABLE') when it did not. */
  send(message: DeliveryMessage): Promise<void>;
}

export interface Delivery {
  sms: DeliveryProvider;
  email: DeliveryProvider;
  /** True when either channel keeps its messages in the outbox (and so GET /dev/outbox exists). */
  outboxEnabled: boolean;
  close(): Promise<void>;
}

/** The part of the app's logger (pino) the providers use. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
