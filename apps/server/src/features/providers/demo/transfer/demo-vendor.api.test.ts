import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectLedgerReconciles,
  operatorAuth,
  registerMember,
  type TestApp,
} from '../../../../../test/test-app.ts';
import { fundWallet, memberIdOf, newKey } from '../../../../../test/wallet-helpers.ts';
import { signBody } from '../../../../platform/signed-body.ts';

/*
 * The demo's sports, card-room and esports vendors launch into the demo transfer vendor's page and
 * play through the real TCG-style transfer adapter: the portal calls the vendor's merchant API over
 * HTTP (the app listens), moves money main ↔ vendor wallet through the ledger, and brings the
 * vendor's bets into the betting record with the bet-history sync.
 */

let t: TestApp;
let admin: { authorization: string };
let member: { memberId: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await operatorAuth(t.app);
  const registered = await registerMember(t.app);
  member = { memberId: await memberIdOf(t, registered.username), authorization: registered.authorization };
  await fundWallet(t, member.memberId, 100_000);
});
afterAll(async () => {
  await t?.close();
});

const VENDORS = [
  ['STADIUM_BOOK', 'STADIUM_BOOK:sportsbook', 'SPORTS', 'sports', 'f1:home'],
  ['CARD_HALL', 'CARD_HALL:tien-len', 'PVP', 'high-card', 'deal'],
  ['ARENA_X', 'ARENA_X:esports-lobby', 'ESPORTS', 'esports', 'm2:away'],
] as const;

const get = (url: string, who?: { authorization: string }) =>
  t.app.inject({ url, headers: { language: 'en', ...(who ?? {}) } });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const transfer = (payload: Record<string, unknown>, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization: member.authorization, language: 'en', 'idempotency-key': key },
    payload,
  });

async function launch(nodeId: string) {
  const res = await get(`/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, member);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.game_url as string);
  const q = Object.fromEntries(url.searchParams);
  return {
    url,
    launch: { vendor: q.vendor!, game: q.game!, player: q.player!, currency: q.currency!, exp: q.exp!, sig: q.sig! },
  };
}

async function ledgerBalance(code: string) {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', member.memberId)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
}

/** A merchant-API call made by hand, signed with the demo's secret like the portal's adapter. */
async function merchantCall(vendor: string, method: string, body: Record<string, unknown>, secret?: string) {
  const row = await t.database.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'provider-demo-secret')
    .executeTakeFirstOrThrow();
  const raw = JSON.stringify({ merchantId: 'demo-portal', ...body });
  return t.app.inject({
    method: 'POST',
    url: `/demo-provider/transfer/${vendor}/merchant-api/${method}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signBody(secret ?? Buffer.from(row.value).toString('hex'), raw, new Date()),
    },
    payload: raw,
  });
}

describe('the demo transfer vendors', () => {
  it('list sports, card rooms and esports as available, and each launches its demo page', async () => {
    const menus = (await get('/lgw/games/game_menus')).json().value as {
      gameCategory: string;
      cards: { vassalage: string; nodeId?: string; available?: boolean }[];
    }[];
    for (const [vendor, nodeId, category] of VENDORS) {
      const card = menus.find((m) => m.gameCategory === category)!.cards.find((c) => c.vassalage === vendor)!;
      expect(card, vendor).toBeDefined();
      const games = (await get(`/lgw/games/list?vassalage=${vendor}&pageSize=42`)).json().value.games as {
        nodeId: string;
        available: boolean;
      }[];
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) expect(game.available, game.nodeId).toBe(true);
      const { url, launch: l } = await launch(nodeId);
      expect(url.pathname).toBe('/demo-provider/transfer/play');
      expect(l).toMatchObject({ vendor, player: `m${member.memberId}`, currency: 'BRL' });
      const page = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="demo-vendor-badge">Demo<');
      expect(page.body).toContain('<script src="/demo-provider/transfer/play.js">');
    }
    expect((await get('/demo-provider/transfer/play.js')).statusCode).toBe(200);
  });

  it('transfers in, bets on the page, syncs the bet into the record, and transfers out through the ledger', async () => {
    for (const [vendor, nodeId, , kind, choice] of VENDORS) {
      const wallet = `vendor:${vendor}`;
      const mainBefore = await ledgerBalance('main');
      const moveIn = await transfer({ from: 'main', to: wallet, amount: 50 });
      expect(moveIn.statusCode, moveIn.body).toBe(200);
      expect(await ledgerBalance(wallet)).toBe(5000);

      const { launch: l } = await launch(nodeId);
      const session = await post('/demo-provider/transfer/api/session', l);
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json().value).toMatchObject({ kind, balanceMinor: 5000, currency: 'BRL' });
      expect(session.json().value.choices).toContain(choice);

      const bet = await post('/demo-provider/transfer/api/bets', { ...l, choice, stakeMinor: 1000 });
      expect(bet.statusCode, bet.body).toBe(200);
      const placed = bet.json().value as { betId: string; payoutMinor: number; balanceMinor: number };
      expect(placed.balanceMinor).toBe(5000 - 1000 + placed.payoutMinor);

      // The bet is the vendor's until the sync brings it into the portal's betting record.
      const sync = await t.app.inject({
        method: 'POST',
        url: `/admin/api/providers/${vendor}/sync-bets`,
        headers: admin,
      });
      expect(sync.statusCode, sync.body).toBe(200);
      expect(sync.json().value).toMatchObject({ added: 1, skipped: 0, complete: true, error: null });
      const record = await t.database.db
        .selectFrom('bets')
        .select(['vendor', 'game_code', 'stake_minor', 'payout_minor', 'status'])
        .where('member_id', '=', member.memberId)
        .where('vendor', '=', vendor)
        .execute();
      expect(record).toEqual([
        {
          vendor,
          game_code: l.game,
          stake_minor: 1000,
          payout_minor: placed.payoutMinor,
          status: 'settled',
        },
      ]);

      // Everything back: the vendor's balance is synced into the vendor wallet first, then moved.
      const moveOut = await transfer({ from: wallet, to: 'main', amount: placed.balanceMinor / 100 });
      expect(moveOut.statusCode, moveOut.body).toBe(200);
      expect(await ledgerBalance(wallet)).toBe(0);
      expect(await ledgerBalance('main')).toBe(mainBefore - 1000 + placed.payoutMinor);
      const after = await post('/demo-provider/transfer/api/session', l);
      expect(after.json().value.balanceMinor).toBe(0);
    }
    await expectLedgerReconciles(t.database);
  });

  it('refuses a bet past the vendor balance, a stake under the minimum, an unknown bet and a forged launch', async () => {
    const { launch: l } = await launch('STADIUM_BOOK:sportsbook');
    const broke = await post('/demo-provider/transfer/api/bets', { ...l, choice: 'f2:draw', stakeMinor: 500 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balanceMinor: 0 } });
    const under = await post('/demo-provider/transfer/api/bets', { ...l, choice: 'f2:draw', stakeMinor: 10 });
    expect(under.json().code).toBe('SEAMLESS_LIMIT_EXCEEDED');
    const wrong = await post('/demo-provider/transfer/api/bets', { ...l, choice: 'deal', stakeMinor: 100 });
    expect(wrong.statusCode).toBe(400);
    const forged = await post('/demo-provider/transfer/api/session', { ...l, player: `m${member.memberId + 1}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SEAMLESS_TOKEN_INVALID');
    const expired = await post('/demo-provider/transfer/api/session', { ...l, exp: '1' });
    expect(expired.json().code).toBe('SEAMLESS_TOKEN_INVALID');
  });
});

describe("the demo vendor's merchant API", () => {
  const player = () => `m${member.memberId}`;

  it('applies a transfer reference once and answers a repeat with the first answer', async () => {
    const reference = `T${newKey()}`.slice(0, 40);
    const body = { username: player(), direction: 'in', amountMinor: 300, currency: 'BRL', reference };
    const first = await merchantCall('CARD_HALL', 'transfer', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const balance = first.json().balanceMinor as number;
    const again = await merchantCall('CARD_HALL', 'transfer', body);
    expect(again.json()).toEqual({ status: 'ok', balanceMinor: balance });
    expect((await merchantCall('CARD_HALL', 'transfer-status', { username: player(), reference })).json()).toEqual({
      status: 'ok',
    });
    // Taking out more than the player has there fails, and stays failed under its reference.
    const tooMuch = { ...body, direction: 'out', amountMinor: balance + 1, reference: `${reference}x` };
    expect((await merchantCall('CARD_HALL', 'transfer', tooMuch)).json()).toMatchObject({ status: 'failed' });
    const out = { ...body, direction: 'out', amountMinor: 300, reference: `${reference}y` };
    expect((await merchantCall('CARD_HALL', 'transfer', out)).json()).toEqual({
      status: 'ok',
      balanceMinor: balance - 300,
    });
  });

  it('closes a reference asked about before it arrived', async () => {
    const reference = `U${newKey()}`.slice(0, 40);
    const status = await merchantCall('ARENA_X', 'transfer-status', { username: player(), reference });
    expect(status.json()).toEqual({ status: 'not_found' });
    const late = await merchantCall('ARENA_X', 'transfer', {
      username: player(),
      direction: 'in',
      amountMinor: 100,
      currency: 'BRL',
      reference,
    });
    expect(late.json()).toMatchObject({ status: 'failed' });
  });

  it('refuses a forged signature, another merchant, an unknown method and a vendor not pointed at it', async () => {
    const forged = await merchantCall('STADIUM_BOOK', 'balance', { username: player() }, 'someone-else');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ status: 'error', reason: 'signature' });
    const merchant = await merchantCall('STADIUM_BOOK', 'balance', { username: player(), merchantId: 'other' });
    expect(merchant.statusCode).toBe(403);
    expect((await merchantCall('STADIUM_BOOK', 'drop-tables', {})).statusCode).toBe(404);
    const other = await merchantCall('TCG_SEA', 'balance', { username: player() });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', reason: 'vendor' });
  });
});

describe('without the demo', () => {
  it('leaves the transfer vendors unconfigured and the demo vendor answering for none', async () => {
    const plain = await createTestApp({ env: { SEED_DEMO: false }, database: t.database });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/demo-provider/transfer/STADIUM_BOOK/merchant-api/balance',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      const providers = await plain.app.inject({
        url: '/admin/api/providers/STADIUM_BOOK',
        headers: await operatorAuth(plain.app),
      });
      expect(providers.statusCode, providers.body).toBe(200);
      expect(providers.json().value).toMatchObject({ configured: false });
    } finally {
      await plain.close();
    }
  });
});
