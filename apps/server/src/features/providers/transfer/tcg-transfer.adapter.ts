import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { LaunchPlayer, ProviderAdapter, TransferApi } from '../adapter.ts';
import type { ProviderConfig } from '../provider-configs.service.ts';
import { signBody, verifySignedBody } from '../../../platform/signed-body.ts';

/*
 * A TCG-style transfer-model vendor (docs/decisions/013-game-providers.md, "Transfer protocol"):
 *   POST <baseUrl>/merchant-api/<method>   method = create-player | balance | transfer | transfer-status | launch
 *                                          | bet-history
 *   X-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>   (both ways)
 * Bodies are JSON with our merchantId; amounts in minor units; the vendor's player is `m<memberId>`.
 * A transfer carries our unique reference: the vendor applies a reference once and answers a repeat
 * with the first answer; transfer-status of a reference it never saw answers not_found and from
 * then on refuses that reference, so not_found is a final failure.
 */

const answerSchema = z.object({
  status: z.enum(['ok', 'failed', 'not_found', 'error']),
  balanceMinor: z.number().int().nonnegative().optional(),
  gameUrl: z.string().optional(),
  reason: z.string().optional(),
});
type VendorAnswer = z.infer<typeof answerSchema>;

/** bet-history: a page of finished bets after the cursor, oldest first (decision 013, "Bet history"). */
const historyAnswerSchema = answerSchema.extend({
  bets: z
    .array(
      z.object({
        betId: z.string().min(1).max(120),
        username: z.string().min(1).max(100),
        gameCode: z.string().min(1).max(80),
        roundId: z.string().min(1).max(120).nullish(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        stakeMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
        payoutMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
        status: z.enum(['settled', 'cancelled']),
        placedAt: z.string().datetime({ offset: true }),
        settledAt: z.string().datetime({ offset: true }),
      }),
    )
    .max(1000)
    .optional(),
  nextCursor: z.string().max(200).nullish(),
  hasMore: z.boolean().optional(),
});

/** The vendor's answer was lost, late, unsigned or garbled: nobody knows what it did. */
class LostAnswer extends Error {}

export const vendorUsername = (player: LaunchPlayer) => `m${player.memberId}`;

export function createTcgTransferAdapter(
  code: string,
  config: ProviderConfig | null,
  deps: { clock: Clock; fetch?: typeof fetch },
): ProviderAdapter {
  const doFetch = deps.fetch ?? fetch;
  const configured = Boolean(config?.enabled && config.baseUrl && config.merchantId && config.secret);

  async function call<T extends VendorAnswer = VendorAnswer>(
    method: string,
    params: Record<string, unknown>,
    schema: z.ZodType<T> = answerSchema as unknown as z.ZodType<T>,
  ): Promise<T> {
    if (!config?.baseUrl || !config.secret || !config.merchantId) throw new Error(`${code} is not configured`);
    const body = JSON.stringify({ merchantId: config.merchantId, ...params });
    let response: Response;
    let raw: Buffer;
    try {
      response = await doFetch(`${config.baseUrl}/merchant-api/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signBody(config.secret, body, deps.clock.now()),
        },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      raw = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new LostAnswer(`${code} ${method}: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new LostAnswer(`${code} ${method}: HTTP ${response.status}`);
    try {
      verifySignedBody(
        response.headers.get('x-signature'),
        raw,
        config.secret,
        deps.clock.now(),
        'SEAMLESS_SIGNATURE_INVALID',
      );
      return schema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw new LostAnswer(`${code} ${method}: unsigned or malformed answer (HTTP ${response.status})`);
    }
  }

  async function expectOk(method: string, params: Record<string, unknown>): Promise<VendorAnswer> {
    const answer = await call(method, params);
    if (answer.status !== 'ok') throw new Error(`${code} ${method}: ${answer.status} ${answer.reason ?? ''}`);
    return answer;
  }

  const transfer: TransferApi = {
    async ensurePlayer(player) {
      await expectOk('create-player', { username: vendorUsername(player), currency: player.currency });
    },

    async balance(player) {
      const answer = await expectOk('balance', { username: vendorUsername(player) });
      if (answer.balanceMinor === undefined) throw new Error(`${code} balance: no balanceMinor`);
      return answer.balanceMinor;
    },

    async transfer(player, direction, amountMinor, reference) {
      try {
        const answer = await call('transfer', {
          username: vendorUsername(player),
          direction,
          amountMinor,
          currency: player.currency,
          reference,
        });
        if (answer.status === 'ok') return 'ok';
        if (answer.status === 'failed') return 'failed';
        return 'unknown';
      } catch (error) {
        if (error instanceof LostAnswer) return 'unknown';
        throw error;
      }
    },

    async transferStatus(player, reference) {
      try {
        const answer = await call('transfer-status', { username: vendorUsername(player), reference });
        if (answer.status === 'ok') return 'ok';
        if (answer.status === 'failed' || answer.status === 'not_found') return 'failed';
        return 'unknown';
      } catch (error) {
        if (error instanceof LostAnswer) return 'unknown';
        throw error;
      }
    },

    async betHistory(cursor, pageSize) {
      const answer = await call('bet-history', { cursor, pageSize }, historyAnswerSchema);
      if (answer.status !== 'ok' || !answer.bets) {
        throw new Error(`${code} bet-history: ${answer.status} ${answer.reason ?? ''}`);
      }
      return {
        bets: answer.bets.map((bet) => ({
          ...bet,
          roundId: bet.roundId ?? null,
          placedAt: new Date(bet.placedAt),
          settledAt: new Date(bet.settledAt),
        })),
        nextCursor: answer.nextCursor ?? cursor,
        hasMore: answer.hasMore ?? false,
      };
    },
  };

  return {
    code,
    walletModel: 'transfer',
    isConfigured: () => configured,
    async launch(request) {
      await transfer.ensurePlayer(request.player);
      const answer = await expectOk('launch', {
        username: vendorUsername(request.player),
        gameCode: request.gameCode,
        language: request.language,
        platform: request.platform,
        returnUrl: request.returnUrl,
      });
      if (!answer.gameUrl) throw new Error(`${code} launch: no gameUrl`);
      return { gameUrl: answer.gameUrl };
    },
    transfer,
  };
}
