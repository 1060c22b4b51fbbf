import type { SeamlessAnswer, SeamlessCall } from '@portal/shared/contracts/seamless';
import { INHOUSE_VENDOR, seamlessAnswerSchema, seamlessScope } from '@portal/shared/contracts/seamless';
import type { Clock } from '../../platform/clock.ts';
import { signBody } from '../../platform/signed-body.ts';
import type { RoundRecord } from '../providers/seamless/round-batch.ts';

/*
 * The studio's side of the seamless protocol: signed JSON POSTs to the portal's
 * /provider-api/INHOUSE/<call> over HTTP, like any outside provider. An answer is one of three:
 * ok, refused (a final error code: do not retry) or lost (network error, timeout, 5xx: the same
 * transaction id may be sent again, or the bet rolled back).
 */

export type PortalAnswer =
  | { kind: 'ok'; answer: SeamlessAnswer }
  | { kind: 'refused'; code: string; balanceMinor: number | null }
  | { kind: 'lost'; reason: string };

export interface PortalClient {
  call(call: SeamlessCall, body: Record<string, unknown>): Promise<PortalAnswer>;
  /**
   * An instant round's bet and win as one call, where the transport has one (the process,
   * decision 064): ok is the balance the win left; refused and lost mean nothing of the round
   * took, or it is not known, as for a bet. `record`: the studio's round, written with the money
   * (decision 065); refused CONFLICT when it could not be.
   */
  instantRound?(
    bet: Record<string, unknown>,
    win: Record<string, unknown>,
    record?: RoundRecord,
  ): Promise<PortalAnswer>;
}

export function createPortalClient(deps: {
  /** The portal's base URL, read at each call (the listening address is known only after listen). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  clock: Clock;
  timeoutMs: number;
}): PortalClient {
  return {
    async call(call, body) {
      const raw = JSON.stringify(body);
      const signature = signBody(await deps.secret(), raw, deps.clock.now(), seamlessScope(INHOUSE_VENDOR, call));
      let response: Response;
      try {
        response = await fetch(`${deps.baseUrl()}/provider-api/${INHOUSE_VENDOR}/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          body: raw,
          signal: AbortSignal.timeout(deps.timeoutMs),
        });
      } catch (error) {
        return { kind: 'lost', reason: (error as Error).name };
      }
      if (response.status >= 500) return { kind: 'lost', reason: `http ${response.status}` };
      let envelope: { success?: boolean; value?: unknown; code?: string | null };
      try {
        envelope = (await response.json()) as typeof envelope;
      } catch {
        return { kind: 'lost', reason: 'unreadable answer' };
      }
      if (envelope.success) {
        const parsed = seamlessAnswerSchema.safeParse(envelope.value);
        return parsed.success ? { kind: 'ok', answer: parsed.data } : { kind: 'lost', reason: 'malformed answer' };
      }
      const balance = (envelope.value as { balanceMinor?: unknown } | null)?.balanceMinor;
      return {
        kind: 'refused',
        code: envelope.code ?? 'INTERNAL_ERROR',
        balanceMinor: typeof balance === 'number' ? balance : null,
      };
    },
  };
}
