import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { INHOUSE_VENDOR, type InhouseGame } from '@portal/shared/contracts/seamless';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf } from './wallet-helpers.ts';
import { ensureCatalogGame } from './support/seamless-client.ts';

/**
 * A real HTTP hop between the studio and the portal (PUBLIC_URL points here) that can lose
 * answers: 'lose-answer' forwards the call (the portal acts on it) and answers 502; 'drop' answers
 * 502 without forwarding. Everything else passes through untouched.
 */
export async function startPortalHop() {
  let target = '';
  const rules: { call: string; action: 'lose-answer' | 'drop'; times: number }[] = [];
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    const relay = async () => {
      const call = (req.url ?? '').split('/').pop() ?? '';
      seen.push(call);
      const rule = rules.find((r) => r.call === call && r.times > 0);
      if (rule) rule.times -= 1;
      if (rule?.action === 'drop') {
        res.writeHead(502).end();
        return;
      }
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers: { 'content-type': 'application/json', 'x-signature': String(req.headers['x-signature'] ?? '') },
        body: Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (rule?.action === 'lose-answer') {
        res.writeHead(502).end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    };
    req.on('end', () => {
      relay().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTarget(url: string) {
      target = url;
    },
    fail(call: string, action: 'lose-answer' | 'drop', times = 1) {
      rules.push({ call, action, times });
    },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const listeningUrl = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export interface StudioPlayer {
  memberId: number;
  authorization: string;
  token: string;
  launchUrl: URL;
}

/** The in-house games in the test's catalog (the demo seed is off in tests). */
export async function ensureStudioCatalog(t: TestApp) {
  for (const game of ['lotus-slot', 'dice', 'baccarat', 'mines']) await ensureCatalogGame(t, INHOUSE_VENDOR, game, 0);
}

/** A funded member who launched a studio game through the portal, and opened its session. */
export async function launchStudioGame(
  t: TestApp,
  game: InhouseGame,
  balanceMinor: number,
  member?: { memberId: number; authorization: string },
): Promise<StudioPlayer> {
  let who = member;
  if (!who) {
    const registered = await registerMember(t.app);
    const memberId = await memberIdOf(t, registered.username);
    if (balanceMinor > 0) await fundWallet(t, memberId, balanceMinor);
    who = { memberId, authorization: registered.authorization };
  }
  const node = await t.database.db
    .selectFrom('games')
    .select('node_id')
    .where('vendor_code', '=', INHOUSE_VENDOR)
    .where('game_code', '=', game)
    .executeTakeFirstOrThrow();
  const launch = await t.app.inject({
    url: `/wps/game/launchGame?nodeId=${encodeURIComponent(node.node_id)}`,
    headers: { authorization: who.authorization, language: 'en' },
  });
  if (launch.statusCode !== 200) throw new Error(`launch failed: ${launch.body}`);
  const launchUrl = new URL(launch.json().value.game_url as string);
  const q = launchUrl.searchParams;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/studio/api/session',
    payload: {
      token: q.get('token'),
      player: q.get('player'),
      currency: q.get('currency'),
      game,
      lang: q.get('lang'),
      sig: q.get('sig'),
    },
  });
  if (opened.statusCode !== 200) throw new Error(`session failed: ${opened.body}`);
  return { ...who, token: q.get('token')!, launchUrl };
}

/** A studio call as the game page makes it. */
export async function studio(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }) });
  return { status: res.statusCode, ...(res.json() as { success: boolean; code: string | null; value: any }) };
}

/**
 * A listening portal with the in-house studio (reached through a hop, as over the network) and
 * PGSOFT configured with `pgsoftSecret` and one catalog game; `close` checks the ledger first.
 */
export async function startGamesPortal(options: { pgsoftSecret: string; pgsoftGame: string }) {
  const hop = await startPortalHop();
  const t = await createTestApp({ env: { PUBLIC_URL: hop.url, STUDIO_PORTAL: 'http', SEED_DEMO: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hop.setTarget(listeningUrl(t.app));
  await ensureStudioCatalog(t);
  await ensureCatalogGame(t, 'PGSOFT', options.pgsoftGame, 50);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin/api/providers/PGSOFT',
    headers: await operatorAuth(t.app),
    payload: {
      secret: options.pgsoftSecret,
      launchUrl: 'https://games.pgsoft.example/launch',
      merchantId: 'portal-test',
      maxBetMinor: 1_000_000,
    },
  });
  if (res.statusCode !== 200) throw new Error(`PGSOFT configuration failed: ${res.body}`);
  const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  return {
    t,
    currency,
    async close() {
      try {
        await expectLedgerReconciles(t.database);
      } finally {
        await t.close();
        await hop.close();
      }
    },
  };
}
