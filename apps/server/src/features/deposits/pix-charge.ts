import { emvAmount, readPixBrCode } from '@portal/shared/payment-qr';
import { AppError } from '../../platform/app-error.ts';
import { signBody } from '../../platform/signed-body.ts';
import {
  PIX_CHARGE_PATH,
  PIX_CHARGE_SCOPE,
  pixChargeAnswerSchema,
  type PixChargeAnswer,
  type PixChargeRequest,
} from '@portal/shared/contracts/pix-gateway';

/** How long the portal waits for the gateway to issue a charge before telling the player to retry. */
const CHARGE_TIMEOUT_MS = 10_000;

/**
 * Asks a gateway for a PIX charge (decision 046) and answers it only once the BR Code is the
 * charge asked for: a PIX code, the order's amount in reais, the gateway's order as its txid. A
 * gateway that is down, slow, or answers anything else is PAYMENT_GATEWAY_UNAVAILABLE, and the
 * player's retry (the same Idempotency-Key) asks again: the gateway answers the same charge.
 */
export async function requestPixCharge(
  baseUrl: string,
  secret: string,
  request: PixChargeRequest,
  now: Date,
): Promise<PixChargeAnswer> {
  const body = JSON.stringify(request);
  const unavailable = (reason: string) => new AppError('PAYMENT_GATEWAY_UNAVAILABLE', { value: { reason } });
  let response: Response;
  try {
    response = await fetch(baseUrl + PIX_CHARGE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body, now, PIX_CHARGE_SCOPE) },
      body,
      signal: AbortSignal.timeout(CHARGE_TIMEOUT_MS),
    });
  } catch {
    throw unavailable('unreachable');
  }
  if (!response.ok) throw unavailable(`status ${response.status}`);
  const answer = pixChargeAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unavailable('malformed');
  const code = readPixBrCode(answer.data.brCode);
  if (!code || code.amount !== emvAmount(request.amountMinor, 2) || code.txid !== answer.data.gatewayOrderId) {
    throw unavailable('code');
  }
  return answer.data;
}
