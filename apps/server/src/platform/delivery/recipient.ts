import type { DeliveryChannel } from './delivery.types.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[\d\s().-]+$/;

/**
 * The one spelling of an address, so the outbox finds a code whatever way it was typed: e-mail
 * trimmed and lower-cased; a mobile with its country dialing code as '+' and 6–15 digits (E.164).
 * Null when the text is neither.
 */
export function normaliseRecipient(to: string): { channel: DeliveryChannel; address: string } | null {
  const text = to.trim();
  if (text.includes('@')) {
    const address = text.toLowerCase();
    return address.length <= 254 && EMAIL.test(address) ? { channel: 'email', address } : null;
  }
  if (!MOBILE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? { channel: 'sms', address: `+${digits}` } : null;
}

/** For logs: enough to tell messages apart, not enough to harvest addresses. */
export function maskRecipient(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, 1)}***${address.slice(at)}`;
  return `${address.slice(0, 4)}***${address.slice(-2)}`;
}
