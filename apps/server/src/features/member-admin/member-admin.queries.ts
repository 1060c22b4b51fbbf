import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { BET_GAMES_MAX } from '@portal/shared/contracts/records';
import { betBalances, betGames } from '../bets/bet-history.repo.ts';
import { turnoverRemaining } from '../wallet/turnover.ts';

/** A slice of a member's list: `limit` rows from `offset`; `withTotal` false for an export (no count). */
export interface Slice {
  limit: number;
  offset: number;
  withTotal: boolean;
}

const CONTACT_COLUMNS = ['qq_num', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat'] as const;

/** What a member's page reads: the account with its wallets, and each of its lists. */
export function createMemberAdminQueries(db: Kysely<DB>, now: () => Date) {
  async function counted<T>(rows: Promise<T[]>, total: () => Promise<{ total: string | number }>, slice: Slice) {
    const items = await rows;
    return { rows: items, total: slice.withTotal ? Number((await total()).total) : items.length };
  }

  return {
    /** The member's row, or 404: every member route starts here. */
    async member(memberId: number) {
      const row = await db
        .selectFrom('members as m')
        .leftJoin('members as u', 'u.id', 'm.upline_id')
        .selectAll('m')
        .select('u.username as upline_username')
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The account beyond its row: wallets, turnover, second factors, downlines, live sessions. */
    async extras(memberId: number) {
      const [balances, turnover, twoStep, paymentPassword, downlines, sessions] = await Promise.all([
        db
          .selectFrom('ledger_accounts')
          .select(['code', 'currency', 'balance_minor'])
          .where('member_id', '=', memberId)
          .orderBy('id')
          .execute(),
        turnoverRemaining(db, memberId),
        db.selectFrom('member_two_step').select('enabled_at').where('member_id', '=', memberId).executeTakeFirst(),
        db
          .selectFrom('member_payment_passwords')
          .select('member_id')
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
        db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('upline_id', '=', memberId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subject_type', '=', 'member')
          .where('subject_id', '=', memberId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now())
          .executeTakeFirstOrThrow(),
      ]);
      return {
        balances,
        turnoverRemainingMinor: turnover,
        twoStepEnabled: Boolean(twoStep?.enabled_at),
        hasPaymentPassword: paymentPassword !== undefined,
        downlineCount: Number(downlines.n),
        liveSessions: Number(sessions.n),
      };
    },

    contactsOf(row: Record<(typeof CONTACT_COLUMNS)[number], string | null>) {
      const contacts: Record<string, string> = {};
      for (const column of CONTACT_COLUMNS) if (row[column]) contacts[column] = row[column];
      return contacts;
    },

    /** Entries of the member's wallets, newest first, with their transaction's kind and reference. */
    ledger(memberId: number, filter: { wallet?: string; kind?: string }, slice: Slice) {
      let base = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('a.member_id', '=', memberId)
        // Money only: loyalty points (PTS) are counted in points, shown beside the balances.
        .where('a.currency', '<>', 'PTS');
      if (filter.wallet) base = base.where('a.code', '=', filter.wallet);
      if (filter.kind) base = base.where('t.kind', '=', filter.kind);
      return counted(
        base
          .select([
            'e.id',
            'e.transaction_id',
            'e.created_at',
            'e.amount_minor',
            'e.balance_after_minor',
            'a.code as wallet',
            'a.currency',
            't.kind',
            't.source',
            't.reference',
          ])
          .orderBy('e.id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    /** The kinds of transaction that touched the member's wallets (the ledger filter's choices). */
    async ledgerKinds(memberId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('a.member_id', '=', memberId)
        .where('a.currency', '<>', 'PTS')
        .select('t.kind')
        .distinct()
        .orderBy('t.kind')
        .limit(100)
        .execute();
      return rows.map((row) => row.kind);
    },

    async bets(
      memberId: number,
      filter: { status?: 'pending' | 'settled' | 'cancelled'; game?: string },
      slice: Slice,
    ) {
      let base = db.selectFrom('bet_records').where('member_id', '=', memberId);
      if (filter.status) base = base.where('status', '=', filter.status);
      if (filter.game) base = base.where('game_code', '=', filter.game);
      const { rows, total } = await counted(
        base
          .selectAll()
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
      // The balances of the slice's rows only, each by its keys.
      const balances = await betBalances(db, rows);
      return { rows: rows.map((row) => ({ ...row, balances: balances.get(row.id) })), total };
    },

    /** The codes of the games the member bet on, the most recently played first, for the filter. */
    async betGameCodes(memberId: number) {
      return (await betGames(db, memberId, {}, BET_GAMES_MAX)).map((row) => row.game_code);
    },

    deposits(
      memberId: number,
      filter: { status?: 'pending' | 'paid' | 'failed' | 'rejected' | 'expired' },
      slice: Slice,
    ) {
      let base = db.selectFrom('deposit_orders as d').where('d.member_id', '=', memberId);
      if (filter.status) base = base.where('d.status', '=', filter.status);
      return counted(
        base
          .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
          .select([
            'd.id',
            'd.order_no',
            'd.created_at',
            'd.completed_at',
            'c.name as channel',
            'd.channel_type',
            'd.currency',
            'd.amount_minor',
            'd.fee_minor',
            'd.credit_minor',
            'd.status',
            'd.reference',
            'd.reviewed_by',
            'd.review_note',
          ])
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    withdrawals(memberId: number, filter: { status?: 'in_process' | 'approved' | 'rejected' }, slice: Slice) {
      let base = db.selectFrom('withdrawals').where('member_id', '=', memberId);
      if (filter.status) base = base.where('status', '=', filter.status);
      return counted(
        base
          .select([
            'id',
            'created_at',
            'currency',
            'amount_minor',
            'bank_name',
            'account_number',
            'account_holder',
            'status',
            'confirmation',
            'reject_reason',
            'reviewed_by',
            'reviewed_at',
          ])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    /** Sign-ins: live ones are neither revoked nor past their expiry. */
    sessions(memberId: number, filter: { state?: 'live' | 'ended' }, slice: Slice) {
      const at = now();
      let base = db.selectFrom('sessions').where('subject_type', '=', 'member').where('subject_id', '=', memberId);
      if (filter.state === 'live') base = base.where('revoked_at', 'is', null).where('expires_at', '>', at);
      if (filter.state === 'ended') {
        base = base.where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', at)]));
      }
      return counted(
        base
          .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    knownIps(memberId: number, slice: Slice) {
      const base = db.selectFrom('member_known_ips').where('member_id', '=', memberId);
      return counted(
        base
          .select(['ip', 'first_seen_at', 'last_seen_at'])
          .orderBy('last_seen_at', 'desc')
          .orderBy('ip')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    securityEvents(memberId: number, filter: { kind?: string }, slice: Slice) {
      let base = db.selectFrom('security_events').where('member_id', '=', memberId);
      if (filter.kind) base = base.where(sql<string>`kind`, '=', filter.kind);
      return counted(
        base
          .select(['id', 'created_at', 'kind', 'ip', 'user_agent'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },

    notes(memberId: number, slice: Slice) {
      const base = db.selectFrom('member_notes').where('member_id', '=', memberId);
      return counted(
        base
          .select(['id', 'created_at', 'author', 'action', 'body'])
          .orderBy('id', 'desc')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute(),
        () => base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        slice,
      );
    },
  };
}

export type MemberAdminQueries = ReturnType<typeof createMemberAdminQueries>;
export type MemberRowWithUpline = Awaited<ReturnType<MemberAdminQueries['member']>>;
