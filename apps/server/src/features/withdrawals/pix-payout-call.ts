import {
  PIX_PAYOUT_PATH,
  PIX_PAYOUT_SCOPE,
  pixPayoutAnswerSchema,
  type PixPayoutAnswer,
  type PixPayoutRequest,
} from '@portal/shared/contracts/pix-gateway';
import { AppError } from '../../platform/app-error.ts';
import { signBody } from '../../platform/signed-body.ts';

/** How long the portal waits for the gateway to take a payout; it asks again later. */
const PAYOUT_TIMEOUT_MS = 10_000;

/**
 * Asks a gateway to pay a withdrawal to a PIX key (decision 049), signed v2 over its scope. The
 * gateway answers its payout id at once; the outcome comes by webhook. A gateway that is down,
 * slow or answers anything else is PAYMENT_GATEWAY_UNAVAILABLE, and the same payout is asked
 * again later: the gateway answers the same payout for the same payout id.
 */
export async function requestPixPayout(
  baseUrl: string,
  secret: string,
  request: PixPayoutRequest,
  now: Date,
): Promise<PixPayoutAnswer> {
  const body = JSON.stringify(request);
  const unavailable = (reason: string) => new AppError('PAYMENT_GATEWAY_UNAVAILABLE', { value: { reason } });
  let response: Response;
  try {
    response = await fetch(baseUrl + PIX_PAYOUT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body, now, PIX_PAYOUT_SCOPE) },
      body,
      signal: AbortSignal.timeout(PAYOUT_TIMEOUT_MS),
    });
  } catch {
    throw unavailable('unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailable(`status ${response.status}`);
  }
  const answer = pixPayoutAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unavailable('malformed');
  return answer.data;
}
