import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { createLaunchTokens } from '../../src/features/providers/launch-tokens.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { registerMember, type TestApp } from '../test-app.ts';
import { fundWallet, memberIdOf } from '../wallet-helpers.ts';

/**
 * A signature as platform/signed-body.ts makes it, written out here: a call's scope
 * (`POST /provider-api/<vendor>/<call>`) gives v2 over `${t}.${scope}.${raw body}`, none gives v1
 * over `${t}.${raw body}` (the portal's answers).
 */
export function providerSignature(secret: string, raw: string, at = new Date(), scope?: string): string {
  const t = Math.floor(at.getTime() / 1000);
  if (scope === undefined) return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
  return `t=${t},v2=${createHmac('sha256', secret).update(`${t}.${scope}.${raw}`).digest('hex')}`;
}

export interface SeamlessCallOptions {
  /** Overrides the header (null: none). */
  signature?: string | null;
  /** Signs this body but sends `body` (tampering). */
  signedBody?: string;
  signedAt?: Date;
  /** Signs this scope instead of the call's own (a body signed for another call). */
  signedScope?: string;
  secret?: string;
  raw?: string;
}

/** A game provider calling the portal's seamless endpoints through the app, signed like a real one. */
export function seamlessClient(app: FastifyInstance, vendor: string, secret: string) {
  return async function call(name: string, body: Record<string, unknown>, options: SeamlessCallOptions = {}) {
    const raw = options.raw ?? JSON.stringify(body);
    const signature =
      options.signature === undefined
        ? providerSignature(
            options.secret ?? secret,
            options.signedBody ?? raw,
            options.signedAt,
            options.signedScope ?? `POST /provider-api/${vendor}/${name}`,
          )
        : options.signature;
    const res = await app.inject({
      method: 'POST',
      url: `/provider-api/${vendor}/${name}`,
      headers: { 'content-type': 'application/json', ...(signature !== null && { 'x-signature': signature }) },
      payload: raw,
    });
    const json = res.json() as { success: boolean; code: string | null; value: Record<string, unknown> | null };
    const signatureHeader = res.headers['x-signature'];
    return {
      status: res.statusCode,
      ...json,
      body: res.body,
      signature: typeof signatureHeader === 'string' ? signatureHeader : undefined,
    };
  };
}

export type SeamlessCall = ReturnType<typeof seamlessClient>;

export interface SeamlessPlayer {
  memberId: number;
  playerId: string;
  token: string;
  authorization: string;
}

/** A registered player with `balanceMinor` in the main wallet and a live launch token for the game. */
export async function seamlessPlayer(
  t: TestApp,
  vendor: string,
  gameCode: string,
  balanceMinor: number,
): Promise<SeamlessPlayer> {
  const member = await registerMember(t.app);
  const memberId = await memberIdOf(t, member.username);
  if (balanceMinor > 0) await fundWallet(t, memberId, balanceMinor);
  const token = await createLaunchTokens({ db: t.database.db, clock: systemClock }).issue(memberId, vendor, gameCode);
  return { memberId, playerId: String(memberId), token, authorization: member.authorization };
}

/** The vendor and a game of it in the catalog (a test's own rows; the demo seed may have others). */
export async function ensureCatalogGame(
  t: TestApp,
  vendor: string,
  gameCode: string,
  minBetMinor: number,
): Promise<void> {
  const db = t.database.db;
  await db
    .insertInto('game_vendors')
    .values({ code: vendor, name: vendor, wallet_model: 'seamless', account_type_name: vendor })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('games')
    .values({
      node_id: `${vendor}-${gameCode}-${randomBytes(3).toString('hex')}`,
      vendor_code: vendor,
      game_code: gameCode,
      category: 'RNG',
      name: JSON.stringify({ en: `Test ${gameCode}` }),
      game_type: 'RNG',
      min_bet_minor: minBetMinor,
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doNothing())
    .execute();
}

let serial = 0;
/** A provider-side id no other test uses. */
export const providerId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(serial += 1)}-${randomBytes(3).toString('hex')}`;
