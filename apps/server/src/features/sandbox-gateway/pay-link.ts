import { createHmac, timingSafeEqual } from 'node:crypto';

/** A pay link is good for a day from its signature (the portal's order expires sooner). */
const LINK_LIFETIME_SECONDS = 24 * 3600;

export interface PayRequest {
  merchantId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
}

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= 600;
  } catch {
    return false;
  }
};

/** The pay link's fields, if well formed (the signature is checked apart, with the merchant's secret). */
export function readPayRequest(query: Record<string, unknown>): PayRequest | null {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const amountMinor = Number(text('amountMinor'));
  const request = {
    merchantId: text('merchantId'),
    orderId: text('orderId'),
    amountMinor,
    currency: text('currency'),
    notifyUrl: text('notifyUrl'),
    returnUrl: text('returnUrl'),
  };
  const ok =
    /^[\w.-]{1,100}$/.test(request.merchantId) &&
    /^[\w-]{1,100}$/.test(request.orderId) &&
    /^\d{1,15}$/.test(text('amountMinor')) &&
    Number.isSafeInteger(amountMinor) &&
    amountMinor > 0 &&
    /^[A-Z]{3}$/.test(request.currency) &&
    httpUrl(request.notifyUrl) &&
    httpUrl(request.returnUrl);
  return ok ? request : null;
}

/** HMAC-SHA256 over `${t}.${the sorted query without sig}`, in constant time, and not too old. */
export function payLinkSigned(search: string, secret: string, now: Date): boolean {
  const query = new URLSearchParams(search);
  const sig = query.get('sig') ?? '';
  query.delete('sig');
  query.sort();
  const t = query.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${query.toString()}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return false;
  const age = now.getTime() / 1000 - Number(t);
  return age <= LINK_LIFETIME_SECONDS && age >= -300;
}
