import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The vendor side of the TCG-style transfer protocol (docs/decisions/013-game-providers.md), as a
 * real HTTP server on a local port: it keeps its players' balances, applies each transfer
 * reference once, answers transfer-status, signs its answers, and checks our signatures. Knobs
 * make the next transfer go wrong the ways a real vendor does. Its games' bets (placeBet, as the
 * vendor's game would) are kept in settlement order and served by bet-history after a cursor.
 */

export type TransferFault =
  /** Refuses the transfer (status failed), nothing applied. */
  | 'refuse'
  /** Applies it, then drops the connection: the answer is lost. */
  | 'lose-answer'
  /** Applies it, then answers after `delayMs` (longer than the portal waits). */
  | 'late-answer'
  /** Answers 503 without applying it. */
  | 'unavailable'
  /** Applies it and answers with a signature made with another secret. */
  | 'forged-answer';

interface Applied {
  status: 'ok' | 'failed';
  username: string;
  direction: 'in' | 'out';
  amountMinor: number;
}

/** What the next bet-history call does: 'pass' answers normally (a fault queued after it hits the call after). */
export type HistoryFault = 'pass' | 'unavailable' | 'garbled';

export interface VendorBetRecord {
  betId: string;
  username: string;
  gameCode: string;
  roundId: string | null;
  currency: string;
  stakeMinor: number;
  payoutMinor: number;
  status: 'settled' | 'cancelled';
  placedAt: string;
  settledAt: string;
}

export interface TcgVendor {
  url: string;
  balances: Map<string, number>;
  transfers: Map<string, Applied>;
  /** References asked about before they arrived: refused from then on. */
  tombstones: Set<string>;
  calls: { method: string; body: Record<string, unknown> }[];
  faults: TransferFault[];
  delayMs: number;
  /** Finished bets in settlement order; the history cursor is the position after the last one served. */
  bets: VendorBetRecord[];
  /** Each player's currency, from create-player. */
  currencies: Map<string, string>;
  historyFaults: HistoryFault[];
  /**
   * A bet the player makes in one of the vendor's games: the stake leaves the player's balance at
   * the vendor, the payout comes back, and the bet joins the history. Returns its bet id.
   */
  placeBet(
    username: string,
    bet: { gameCode: string; stakeMinor: number; payoutMinor: number; roundId?: string; cancelled?: boolean },
  ): string;
  close(): Promise<void>;
}

const sign = (secret: string, raw: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
};

function verified(header: string | undefined, raw: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${raw}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))) return false;
  return Math.abs(Date.now() / 1000 - Number(match[1])) <= 300;
}

export async function startTcgVendor(options: { secret: string; merchantId: string }): Promise<TcgVendor> {
  const vendor: Omit<TcgVendor, 'url' | 'close'> = {
    balances: new Map(),
    transfers: new Map(),
    tombstones: new Set(),
    calls: [],
    faults: [],
    delayMs: 0,
    currencies: new Map(),
    bets: [],
    historyFaults: [],
    placeBet(username, bet) {
      const balance = vendor.balances.get(username);
      if (balance === undefined) throw new Error(`no player ${username} at the vendor`);
      const paid = bet.cancelled ? 0 : bet.payoutMinor;
      if (!bet.cancelled && balance < bet.stakeMinor) throw new Error(`${username} cannot stake ${bet.stakeMinor}`);
      vendor.balances.set(username, bet.cancelled ? balance : balance - bet.stakeMinor + paid);
      const betId = `CH${String(vendor.bets.length + 1).padStart(8, '0')}`;
      const now = new Date().toISOString();
      vendor.bets.push({
        betId,
        username,
        gameCode: bet.gameCode,
        roundId: bet.roundId ?? null,
        currency: vendor.currencies.get(username) ?? 'BRL',
        stakeMinor: bet.stakeMinor,
        payoutMinor: paid,
        status: bet.cancelled ? 'cancelled' : 'settled',
        placedAt: now,
        settledAt: now,
      });
      return betId;
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: Record<string, unknown>, secret = options.secret) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'x-signature': sign(secret, text) });
        res.end(text);
      };
      if (!verified(req.headers['x-signature'] as string | undefined, raw, options.secret)) {
        return answer(401, { status: 'error', reason: 'signature' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(400, { status: 'error', reason: 'json' });
      }
      if (body.merchantId !== options.merchantId) return answer(403, { status: 'error', reason: 'merchant' });
      const method = (req.url ?? '').replace(/^\/merchant-api\//, '');
      vendor.calls.push({ method, body });
      const username = String(body.username);
      switch (method) {
        case 'create-player':
          if (!vendor.balances.has(username)) vendor.balances.set(username, 0);
          if (typeof body.currency === 'string') vendor.currencies.set(username, body.currency);
          return answer(200, { status: 'ok' });
        case 'balance':
          if (!vendor.balances.has(username)) return answer(404, { status: 'error', reason: 'player' });
          return answer(200, { status: 'ok', balanceMinor: vendor.balances.get(username) });
        case 'launch':
          return answer(200, { status: 'ok', gameUrl: `${vendorUrl}/play/${String(body.gameCode)}?u=${username}` });
        case 'transfer-status': {
          const reference = String(body.reference);
          const known = vendor.transfers.get(reference);
          if (known) return answer(200, { status: known.status });
          vendor.tombstones.add(reference);
          return answer(200, { status: 'not_found' });
        }
        case 'transfer':
          return transfer(body, answer);
        case 'bet-history':
          return history(body, answer);
        default:
          return answer(404, { status: 'error', reason: 'method' });
      }
    });

    function history(
      body: Record<string, unknown>,
      answer: (s: number, b: Record<string, unknown>, secret?: string) => void,
    ) {
      const fault = vendor.historyFaults.shift();
      if (fault === 'unavailable') return answer(503, { status: 'error', reason: 'maintenance' });
      if (fault === 'garbled') return answer(200, { status: 'ok', bets: [{ betId: 'x', stakeMinor: -1 }] });
      const after = body.cursor === null || body.cursor === undefined ? 0 : Number(body.cursor);
      const pageSize = Number(body.pageSize);
      if (!Number.isInteger(after) || after < 0 || !Number.isInteger(pageSize) || pageSize < 1) {
        return answer(400, { status: 'error', reason: 'cursor' });
      }
      const page = vendor.bets.slice(after, after + pageSize);
      const next = after + page.length;
      return answer(200, { status: 'ok', bets: page, nextCursor: String(next), hasMore: next < vendor.bets.length });
    }

    function transfer(
      body: Record<string, unknown>,
      answer: (s: number, b: Record<string, unknown>, secret?: string) => void,
    ) {
      const reference = String(body.reference);
      const username = String(body.username);
      const first = vendor.transfers.get(reference);
      if (first) return answer(200, { status: first.status, balanceMinor: vendor.balances.get(username) });
      if (vendor.tombstones.has(reference)) return answer(200, { status: 'failed', reason: 'reference closed' });
      const fault = vendor.faults.shift();
      if (fault === 'unavailable') return answer(503, { status: 'error', reason: 'maintenance' });
      const amountMinor = Number(body.amountMinor);
      const direction = body.direction === 'out' ? 'out' : 'in';
      const balance = vendor.balances.get(username) ?? 0;
      let status: 'ok' | 'failed' = 'ok';
      if (fault === 'refuse' || (direction === 'out' && balance < amountMinor)) status = 'failed';
      if (status === 'ok') vendor.balances.set(username, balance + (direction === 'in' ? amountMinor : -amountMinor));
      vendor.transfers.set(reference, { status, username, direction, amountMinor });
      if (fault === 'lose-answer') return req.socket.destroy();
      const reply = { status, balanceMinor: vendor.balances.get(username) };
      if (fault === 'late-answer') return setTimeout(() => answer(200, reply), vendor.delayMs);
      if (fault === 'forged-answer') return answer(200, reply, 'someone-else-secret-value');
      return answer(200, reply);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const vendorUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(vendor, {
    url: vendorUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
