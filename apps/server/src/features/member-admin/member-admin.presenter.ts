import type { z } from 'zod';
import type {
  knownIpSchema,
  ledgerEntrySchema,
  MemberDetail,
  memberBetSchema,
  memberDepositSchema,
  memberNoteSchema,
  memberSessionSchema,
  MemberSummary,
  memberWithdrawalSchema,
  securityEventSchema,
} from '@portal/shared/contracts/member-admin';
import type { CsvColumn } from '../../platform/csv.ts';
import type { MemberAdminQueries, MemberRowWithUpline } from './member-admin.queries.ts';
import type { MemberSearchRow } from './member-search.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const mobileOf = (row: { mobile: string | null; country_dialing_code: string | null }) =>
  row.mobile ? `${row.country_dialing_code ?? ''} ${row.mobile}`.trim() : null;

/** The fields of a search row; never a password hash or a secret. */
export function presentSummary(row: MemberSearchRow): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    mobile: mobileOf(row),
    email: row.email,
    referralCode: row.referral_code,
    upline:
      row.upline_id !== null && row.upline_username !== null
        ? { id: row.upline_id, username: row.upline_username }
        : null,
    registerIp: row.register_ip,
    lastLoginIp: row.last_login_ip,
    lastLoginAt: iso(row.last_login_at),
    createdAt: row.created_at.toISOString(),
    mainBalanceMinor: Number(row.main_balance_minor),
  };
}

export const MEMBER_CSV: CsvColumn<MemberSummary>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'username', value: (m) => m.username },
  { header: 'nickname', value: (m) => m.nickname },
  { header: 'type', value: (m) => m.type },
  { header: 'status', value: (m) => m.status },
  { header: 'mobile', value: (m) => m.mobile },
  { header: 'email', value: (m) => m.email },
  { header: 'referral_code', value: (m) => m.referralCode },
  { header: 'upline', value: (m) => m.upline?.username },
  { header: 'register_ip', value: (m) => m.registerIp },
  { header: 'last_login_ip', value: (m) => m.lastLoginIp },
  { header: 'last_login_at', value: (m) => m.lastLoginAt },
  { header: 'created_at', value: (m) => m.createdAt },
  { header: 'main_balance_minor', value: (m) => m.mainBalanceMinor },
];

export function presentDetail(
  row: MemberRowWithUpline,
  extras: Awaited<ReturnType<MemberAdminQueries['extras']>>,
  contacts: Record<string, string>,
  currency: { code: string; decimals: number },
): MemberDetail {
  const balances = extras.balances.map((b) => ({
    wallet: b.code,
    currency: b.currency,
    balanceMinor: b.balance_minor,
  }));
  const main = balances.find((b) => b.wallet === 'main' && b.currency === currency.code);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    mobile: mobileOf(row),
    email: row.email,
    referralCode: row.referral_code,
    upline: row.upline_id !== null && row.upline_username ? { id: row.upline_id, username: row.upline_username } : null,
    registerIp: row.register_ip,
    lastLoginIp: row.last_login_ip,
    lastLoginAt: iso(row.last_login_at),
    createdAt: row.created_at.toISOString(),
    mainBalanceMinor: main?.balanceMinor ?? 0,
    emailVerifiedAt: iso(row.email_verified_at),
    payeeName: row.payee_name,
    idNumber: row.id_number,
    contacts,
    registerDomain: row.register_domain,
    firstLoginAt: iso(row.first_login_at),
    passwordChangedAt: row.password_changed_at.toISOString(),
    twoStepEnabled: extras.twoStepEnabled,
    hasPaymentPassword: extras.hasPaymentPassword,
    currency: currency.code,
    decimals: currency.decimals,
    balances,
    totalBalanceMinor: balances.filter((b) => b.currency === currency.code).reduce((sum, b) => sum + b.balanceMinor, 0),
    turnoverRemainingMinor: extras.turnoverRemainingMinor,
    downlineCount: extras.downlineCount,
    liveSessions: extras.liveSessions,
  };
}

type Rows<K extends keyof MemberAdminQueries> =
  Awaited<ReturnType<MemberAdminQueries[K]>> extends {
    rows: (infer R)[];
  }
    ? R
    : never;

/** How one list turns its rows into answers and CSV lines. */
export interface ListPresenter<Row, Item> {
  present: (row: Row) => Item;
  csv: CsvColumn<Item>[];
}

export const ledgerList: ListPresenter<Rows<'ledger'>, z.infer<typeof ledgerEntrySchema>> = {
  present: (row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    createdAt: row.created_at.toISOString(),
    wallet: row.wallet,
    currency: row.currency,
    kind: row.kind,
    source: row.source,
    reference: row.reference,
    amountMinor: row.amount_minor,
    balanceAfterMinor: row.balance_after_minor,
  }),
  csv: [
    { header: 'entry_id', value: (e) => e.id },
    { header: 'transaction_id', value: (e) => e.transactionId },
    { header: 'created_at', value: (e) => e.createdAt },
    { header: 'wallet', value: (e) => e.wallet },
    { header: 'currency', value: (e) => e.currency },
    { header: 'kind', value: (e) => e.kind },
    { header: 'source', value: (e) => e.source },
    { header: 'reference', value: (e) => e.reference },
    { header: 'amount_minor', value: (e) => e.amountMinor },
    { header: 'balance_after_minor', value: (e) => e.balanceAfterMinor },
  ],
};

/** `offersRoundDetail`: whether the bet's round has a page at its vendor (the providers module says). */
export const betsList = (
  offersRoundDetail: (bet: Rows<'bets'>) => boolean,
): ListPresenter<Rows<'bets'>, z.infer<typeof memberBetSchema>> => ({
  present: (row) => ({
    id: row.id,
    placedAt: row.placed_at.toISOString(),
    settledAt: iso(row.settled_at),
    product: row.product,
    vendor: row.vendor,
    gameCode: row.game_code,
    gameName: row.game_name,
    roundId: row.round_id,
    currency: row.currency,
    stakeMinor: row.stake_minor,
    validBetMinor: row.valid_bet_minor,
    payoutMinor: row.payout_minor,
    profitMinor: row.profit_minor,
    status: row.status,
    roundDetail: offersRoundDetail(row),
    balanceBeforeMinor: row.balances?.beforeMinor ?? null,
    balanceAfterMinor: row.balances?.afterMinor ?? null,
  }),
  csv: [
    { header: 'bet_id', value: (b) => b.id },
    { header: 'placed_at', value: (b) => b.placedAt },
    { header: 'settled_at', value: (b) => b.settledAt },
    { header: 'product', value: (b) => b.product },
    { header: 'vendor', value: (b) => b.vendor },
    { header: 'game_code', value: (b) => b.gameCode },
    { header: 'game_name', value: (b) => b.gameName },
    { header: 'round_id', value: (b) => b.roundId },
    { header: 'currency', value: (b) => b.currency },
    { header: 'stake_minor', value: (b) => b.stakeMinor },
    { header: 'valid_bet_minor', value: (b) => b.validBetMinor },
    { header: 'payout_minor', value: (b) => b.payoutMinor },
    { header: 'profit_minor', value: (b) => b.profitMinor },
    { header: 'status', value: (b) => b.status },
    { header: 'balance_before_minor', value: (b) => b.balanceBeforeMinor },
    { header: 'balance_after_minor', value: (b) => b.balanceAfterMinor },
  ],
});

export const depositsList: ListPresenter<Rows<'deposits'>, z.infer<typeof memberDepositSchema>> = {
  present: (row) => ({
    id: row.id,
    orderNo: row.order_no,
    createdAt: row.created_at.toISOString(),
    completedAt: iso(row.completed_at),
    channel: row.channel,
    channelType: row.channel_type,
    currency: row.currency,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    creditMinor: row.credit_minor,
    status: row.status,
    reference: row.reference,
    reviewedBy: row.reviewed_by,
    reviewNote: row.review_note,
  }),
  csv: [
    { header: 'order_no', value: (d) => d.orderNo },
    { header: 'created_at', value: (d) => d.createdAt },
    { header: 'completed_at', value: (d) => d.completedAt },
    { header: 'channel', value: (d) => d.channel },
    { header: 'channel_type', value: (d) => d.channelType },
    { header: 'currency', value: (d) => d.currency },
    { header: 'amount_minor', value: (d) => d.amountMinor },
    { header: 'fee_minor', value: (d) => d.feeMinor },
    { header: 'credit_minor', value: (d) => d.creditMinor },
    { header: 'status', value: (d) => d.status },
    { header: 'reference', value: (d) => d.reference },
    { header: 'reviewed_by', value: (d) => d.reviewedBy },
    { header: 'review_note', value: (d) => d.reviewNote },
  ],
};

export const withdrawalsList: ListPresenter<Rows<'withdrawals'>, z.infer<typeof memberWithdrawalSchema>> = {
  present: (row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    currency: row.currency,
    amountMinor: row.amount_minor,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountHolder: row.account_holder,
    status: row.status,
    confirmation: row.confirmation,
    rejectReason: row.reject_reason,
    reviewedBy: row.reviewed_by,
    reviewedAt: iso(row.reviewed_at),
  }),
  csv: [
    { header: 'withdrawal_id', value: (w) => w.id },
    { header: 'created_at', value: (w) => w.createdAt },
    { header: 'currency', value: (w) => w.currency },
    { header: 'amount_minor', value: (w) => w.amountMinor },
    { header: 'bank_name', value: (w) => w.bankName },
    { header: 'account_number', value: (w) => w.accountNumber },
    { header: 'account_holder', value: (w) => w.accountHolder },
    { header: 'status', value: (w) => w.status },
    { header: 'confirmation', value: (w) => w.confirmation },
    { header: 'reject_reason', value: (w) => w.rejectReason },
    { header: 'reviewed_by', value: (w) => w.reviewedBy },
    { header: 'reviewed_at', value: (w) => w.reviewedAt },
  ],
};

export function sessionsList(now: Date): ListPresenter<Rows<'sessions'>, z.infer<typeof memberSessionSchema>> {
  return {
    present: (row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      revokedAt: iso(row.revoked_at),
      state: row.revoked_at === null && row.expires_at > now ? 'live' : 'ended',
      ip: row.ip,
      userAgent: row.user_agent,
    }),
    csv: [
      { header: 'session_id', value: (s) => s.id },
      { header: 'created_at', value: (s) => s.createdAt },
      { header: 'last_seen_at', value: (s) => s.lastSeenAt },
      { header: 'expires_at', value: (s) => s.expiresAt },
      { header: 'revoked_at', value: (s) => s.revokedAt },
      { header: 'state', value: (s) => s.state },
      { header: 'ip', value: (s) => s.ip },
      { header: 'user_agent', value: (s) => s.userAgent },
    ],
  };
}

export const knownIpsList: ListPresenter<Rows<'knownIps'>, z.infer<typeof knownIpSchema>> = {
  present: (row) => ({
    ip: row.ip,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
  }),
  csv: [
    { header: 'ip', value: (k) => k.ip },
    { header: 'first_seen_at', value: (k) => k.firstSeenAt },
    { header: 'last_seen_at', value: (k) => k.lastSeenAt },
  ],
};

export const securityEventsList: ListPresenter<Rows<'securityEvents'>, z.infer<typeof securityEventSchema>> = {
  present: (row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    kind: row.kind,
    ip: row.ip,
    userAgent: row.user_agent,
  }),
  csv: [
    { header: 'event_id', value: (e) => e.id },
    { header: 'created_at', value: (e) => e.createdAt },
    { header: 'kind', value: (e) => e.kind },
    { header: 'ip', value: (e) => e.ip },
    { header: 'user_agent', value: (e) => e.userAgent },
  ],
};

export const notesList: ListPresenter<Rows<'notes'>, z.infer<typeof memberNoteSchema>> = {
  present: (row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    author: row.author,
    action: row.action,
    body: row.body,
  }),
  csv: [
    { header: 'note_id', value: (n) => n.id },
    { header: 'created_at', value: (n) => n.createdAt },
    { header: 'author', value: (n) => n.author },
    { header: 'action', value: (n) => n.action },
    { header: 'body', value: (n) => n.body },
  ],
};
