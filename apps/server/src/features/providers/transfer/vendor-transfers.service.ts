import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AppContext } from '../../../platform/context.ts';
import { MAIN, vendorWallet } from '../../wallet/ledger/accounts.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { walletModule } from '../../wallet/wallet.module.ts';
import type { LaunchPlayer, TransferApi } from '../adapter.ts';
import { gameSource, houseAccount } from '../seamless/seamless.service.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/**
 * Ledger source of the holds of vendor transfers. Their postings are of kind 'transfer', like the
 * ledger-only moves between wallets, so the account record names them the same way.
 */
export const VENDOR_TRANSFER_SOURCE = 'vendor_transfer';
const TRANSFER_KIND = 'transfer';
const RESOLVE_BATCH = 100;

export interface TransferMember {
  id: number;
  username: string;
  type: number;
}

interface PendingTransfer {
  id: number;
  vendor_code: string;
  member_id: number;
  direction: 'in' | 'out';
  amount_minor: number;
  currency: string;
  reference: string;
  hold_id: number;
  state: 'pending' | 'ok' | 'failed';
}
const COLUMNS = [
  'id',
  'vendor_code',
  'member_id',
  'direction',
  'amount_minor',
  'currency',
  'reference',
  'hold_id',
  'state',
] as const;

/**
 * Money to and from a transfer-model vendor (docs/decisions/013-game-providers.md): the amount is
 * held in the ledger first, then the vendor is called with no database transaction open, then
 * the hold is posted ('ok'), voided ('failed'), or left pending ('unknown') until the vendor's
 * transfer status says. Before money comes back, the player's wins and losses at the vendor are
 * brought into the ledger (vendor wallet ↔ the vendor's house account).
 */
export function createVendorTransfers(deps: {
  ctx: AppContext;
  transferApi: (vendorCode: string) => Promise<TransferApi | null>;
}) {
  const { ctx } = deps;
  const { ledger, holds, accounts } = walletModule(ctx);

  const currencyCode = async () => (await ctx.settings.get()).currency.code;
  const pendingAccount = (code: string) => `pending:vendor_${code}`;

  async function api(code: string): Promise<TransferApi> {
    const found = await deps.transferApi(code);
    if (!found) throw new AppError('GAME_UNAVAILABLE');
    return found;
  }

  const playerOf = (member: TransferMember, currency: string): LaunchPlayer => ({
    memberId: member.id,
    username: member.username,
    currency,
    type: member.type,
  });

  const byKey = (memberId: number, requestKey: string) =>
    ctx.db
      .selectFrom('provider_transfers')
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .where('request_key', '=', requestKey)
      .executeTakeFirst() as Promise<PendingTransfer | undefined>;

  async function holdTransactionId(holdId: number): Promise<number> {
    const row = await ctx.db
      .selectFrom('ledger_holds')
      .select(['hold_transaction_id', 'settle_transaction_id'])
      .where('id', '=', holdId)
      .executeTakeFirstOrThrow();
    return row.settle_transaction_id ?? row.hold_transaction_id;
  }

  /** Applies the vendor's word to a pending transfer once; 'unknown' leaves it pending. */
  async function settle(row: PendingTransfer, outcome: 'ok' | 'failed' | 'unknown'): Promise<PendingTransfer> {
    if (outcome === 'unknown') {
      await ctx.db
        .updateTable('provider_transfers')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .execute();
      return row;
    }
    const destinationCode = row.direction === 'in' ? vendorWallet(row.vendor_code) : MAIN;
    const destination = await accounts.player(row.member_id, destinationCode, row.currency);
    return inTransaction(ctx.db, async (trx) => {
      const updated = await trx
        .updateTable('provider_transfers')
        .set({ state: outcome, resolved_at: ctx.clock.now(), attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!updated) {
        return (await trx
          .selectFrom('provider_transfers')
          .select(COLUMNS)
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()) as PendingTransfer;
      }
      await holds.settleIn(trx, row.hold_id, outcome === 'ok' ? { post: destination } : { void: true }, TRANSFER_KIND);
      return updated as PendingTransfer;
    });
  }

  /** The answer of a finished transfer: its posting, or the failure; a pending one is not an answer. */
  async function outcomeOf(row: PendingTransfer, replayed: boolean) {
    if (row.state === 'failed') throw new AppError('VENDOR_TRANSFER_FAILED');
    if (row.state === 'pending') {
      throw new AppError('VENDOR_TRANSFER_PENDING', { value: { reference: row.reference } });
    }
    return { transactionId: await holdTransactionId(row.hold_id), amountMinor: row.amount_minor, replayed };
  }

  /**
   * Brings the vendor's balance into the player's vendor wallet (the player's wins and losses
   * there), when no transfer of this player and vendor is in flight: the counts are read before
   * the vendor's balance and again under the wallet's lock, and any change skips the sync.
   */
  async function syncBalance(member: TransferMember, code: string, transfer: TransferApi): Promise<void> {
    const currency = await currencyCode();
    const marker = (db: Kysely<DB>) =>
      db
        .selectFrom('provider_transfers')
        .select([
          sql<string>`count(*) filter (where state = 'pending')`.as('pending'),
          sql<string>`coalesce(max(id), 0)`.as('last'),
        ])
        .where('member_id', '=', member.id)
        .where('vendor_code', '=', code)
        .executeTakeFirstOrThrow();
    const before = await marker(ctx.db);
    if (Number(before.pending) > 0) return;
    const atVendor = await transfer.balance(playerOf(member, currency));
    const walletId = await accounts.player(member.id, vendorWallet(code), currency);
    const houseId = await accounts.system(houseAccount(code), currency, member.id);
    await inTransaction(ctx.db, async (trx) => {
      const wallet = await trx
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('id', '=', walletId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const after = await marker(trx);
      if (Number(after.pending) > 0 || after.last !== before.last) return;
      const delta = atVendor - wallet.balance_minor;
      if (delta === 0) return;
      await ledger.postIn(trx, {
        // The vendor's game source, so profit and loss shows the result under the vendor: a gain
        // as a win, a loss as a bet (the vendor's single bets are not reported to us).
        source: gameSource(code),
        key: `result:${member.id}:${randomUUID()}`,
        kind: delta > 0 ? 'win' : 'bet',
        memberId: member.id,
        reference: code,
        currency,
        lines: [
          { accountId: walletId, amountMinor: delta },
          { accountId: houseId, amountMinor: -delta },
        ],
      });
    });
  }

  async function resolvePending(filter: { memberId?: number; vendorCode?: string } = {}): Promise<number> {
    let query = ctx.db
      .selectFrom('provider_transfers as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(COLUMNS.map((c) => `t.${c}` as const))
      .select(['m.username', 'm.type'])
      .where('t.state', '=', 'pending');
    if (filter.memberId !== undefined) query = query.where('t.member_id', '=', filter.memberId);
    if (filter.vendorCode !== undefined) query = query.where('t.vendor_code', '=', filter.vendorCode);
    const rows = await query.orderBy('t.id').limit(RESOLVE_BATCH).execute();
    let resolved = 0;
    for (const row of rows) {
      // One vendor down (or delisted) leaves its transfers pending; the others still resolve.
      try {
        const transfer = await deps.transferApi(row.vendor_code);
        if (!transfer) continue;
        const player = playerOf({ id: row.member_id, username: row.username, type: row.type }, row.currency);
        const outcome = await transfer.transferStatus(player, row.reference);
        if ((await settle(row as PendingTransfer, outcome)).state !== 'pending') resolved += 1;
      } catch {
        // Stays pending: asked again by the next resolve (the operator call or the player's next visit).
        continue;
      }
    }
    return resolved;
  }

  async function transfer(
    member: TransferMember,
    requestKey: string,
    direction: 'in' | 'out',
    code: string,
    amountMinor: number,
  ) {
    // Free play never reaches a vendor's real wallet (docs/security.md); the routes refuse
    // trial accounts already, this holds for any other caller.
    if (member.type === MEMBER_TYPE.trial) throw new AppError('TRUE_ACCOUNT_REQUIRED');
    const existing = await byKey(member.id, requestKey);
    if (existing) {
      if (existing.vendor_code !== code || existing.direction !== direction || existing.amount_minor !== amountMinor) {
        throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
      }
      const row =
        existing.state === 'pending'
          ? await settle(
              existing,
              await (await api(code)).transferStatus(playerOf(member, existing.currency), existing.reference),
            )
          : existing;
      return outcomeOf(row, true);
    }
    const transferApi = await api(code);
    const currency = await currencyCode();
    const player = playerOf(member, currency);
    try {
      await transferApi.ensurePlayer(player);
      if (direction === 'out') await syncBalance(member, code, transferApi);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('VENDOR_TRANSFER_FAILED', { message: (error as Error).message });
    }
    const fromId = await accounts.player(member.id, direction === 'in' ? MAIN : vendorWallet(code), currency);
    const pendingId = await accounts.system(pendingAccount(code), currency, member.id);
    const reference = `P${randomBytes(12).toString('hex')}`;
    const row = await inTransaction(ctx.db, async (trx) => {
      const hold = await holds.holdIn(trx, {
        source: VENDOR_TRANSFER_SOURCE,
        key: `${member.id}:${requestKey}`,
        kind: TRANSFER_KIND,
        memberId: member.id,
        reference: direction === 'in' ? `${MAIN}>${vendorWallet(code)}` : `${vendorWallet(code)}>${MAIN}`,
        accountId: fromId,
        pendingAccountId: pendingId,
        amountMinor,
      });
      await trx
        .insertInto('provider_transfers')
        .values({
          vendor_code: code,
          member_id: member.id,
          direction,
          amount_minor: amountMinor,
          currency,
          reference,
          request_key: requestKey,
          hold_id: hold.id,
          created_at: ctx.clock.now(),
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
        .execute();
      return (await trx
        .selectFrom('provider_transfers')
        .select(COLUMNS)
        .where('member_id', '=', member.id)
        .where('request_key', '=', requestKey)
        .executeTakeFirstOrThrow()) as PendingTransfer;
    });
    // No transaction is open here: the vendor may take its time (up to the configured timeout).
    const outcome = await transferApi.transfer(player, direction, amountMinor, row.reference);
    return outcomeOf(await settle(row, outcome), row.reference !== reference);
  }

  return {
    transfer,
    resolvePending,

    /**
     * Everything the player has at the vendor back to the main wallet: pending transfers are
     * resolved first, the balance synced, then one transfer out under `${key}:${code}`. Null when
     * there was nothing to bring back.
     */
    async recall(member: TransferMember, key: string, code: string) {
      const requestKey = `${key}:${code}`;
      const existing = await byKey(member.id, requestKey);
      if (existing) return transfer(member, requestKey, 'out', code, existing.amount_minor);
      const transferApi = await api(code);
      await resolvePending({ memberId: member.id, vendorCode: code });
      try {
        await syncBalance(member, code, transferApi);
      } catch (error) {
        throw new AppError('VENDOR_TRANSFER_FAILED', { message: (error as Error).message });
      }
      const currency = await currencyCode();
      const walletId = await accounts.player(member.id, vendorWallet(code), currency);
      const held = await ctx.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('id', '=', walletId)
        .executeTakeFirstOrThrow();
      if (held.balance_minor <= 0) return null;
      return transfer(member, requestKey, 'out', code, held.balance_minor);
    },
  };
}

export type VendorTransfers = ReturnType<typeof createVendorTransfers>;
