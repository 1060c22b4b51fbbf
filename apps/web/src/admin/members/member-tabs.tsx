import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_STATUSES,
  MEMBER_DEPOSIT_STATUSES,
  MEMBER_WITHDRAWAL_STATUSES,
  SESSION_STATES,
} from '@portal/shared/contracts/member-admin';
import { formatMoney } from '@portal/shared/money';
import { useMoney } from '../ui/use-money';
import { useDateTime } from './member-labels';
import { MemberListTab } from './member-list-tab';
import { Button } from '../../ui/button';
import { FramedPageDialog } from '../../ui/framed-page-dialog';
import { useMemberRoundDetail } from './members-api';
import type {
  KnownIp,
  LedgerEntry,
  MemberBet,
  MemberDeposit,
  MemberSession,
  MemberWithdrawal,
  SecurityEvent,
} from './members-api';

/** Names a wallet code: 'main', 'bonus', 'vendor:PG' → 'Vendor wallet PG'. */
export function useWalletName() {
  const { t } = useTranslation('admin-members');
  return (code: string) =>
    code.startsWith('vendor:')
      ? t('wallets.vendor', { vendor: code.slice('vendor:'.length) })
      : t(`wallets.${code}`, { defaultValue: code });
}

/** Money of a row in its own currency (the brand's decimals: one currency per brand). */
function useRowMoney() {
  const money = useMoney();
  const { i18n } = useTranslation();
  return (minor: number, signed = false) => {
    const text = formatMoney(minor, money.decimals, i18n.language);
    return signed && minor > 0 ? `+${text}` : text;
  };
}

export function LedgerTab({ memberId, wallets }: { memberId: number; wallets: string[] }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const money = useRowMoney();
  const wallet = useWalletName();
  const kind = (code: string) => t(`ledgerKinds.${code}`, { defaultValue: code });
  return (
    <MemberListTab<LedgerEntry>
      memberId={memberId}
      list="ledger"
      rowKey={(row) => row.id}
      filters={(data) => [
        {
          key: 'wallet',
          label: t('fields.wallet'),
          options: wallets.map((code) => ({ value: code, label: wallet(code) })),
        },
        {
          key: 'kind',
          label: t('fields.kind'),
          options: (data?.kinds ?? []).map((k) => ({ value: k, label: kind(k) })),
        },
      ]}
      columns={[
        { key: 'at', header: t('fields.time'), cell: (row) => date(row.createdAt) },
        { key: 'wallet', header: t('fields.wallet'), cell: (row) => wallet(row.wallet) },
        { key: 'kind', header: t('fields.kind'), cell: (row) => kind(row.kind) },
        {
          key: 'amount',
          header: t('fields.amount'),
          numeric: true,
          cell: (row) => (
            <span className={row.amountMinor < 0 ? 'members-debit' : 'members-credit'}>
              {money(row.amountMinor, true)}
            </span>
          ),
        },
        { key: 'after', header: t('fields.balanceAfter'), numeric: true, cell: (row) => money(row.balanceAfterMinor) },
        { key: 'reference', header: t('fields.reference'), cell: (row) => row.reference ?? '—' },
        { key: 'tx', header: t('fields.transaction'), numeric: true, cell: (row) => row.transactionId },
      ]}
    />
  );
}

/** A member's round at its provider, framed as the member sees it from the betting record. */
function RoundDetail({ memberId, bet, onClose }: { memberId: number; bet: MemberBet | null; onClose(): void }) {
  const { t } = useTranslation('admin-members');
  const detail = useMemberRoundDetail(memberId, bet?.id ?? null);
  return (
    <FramedPageDialog
      open={bet !== null}
      onClose={onClose}
      title={
        bet ? `${t('roundDetail.title')} · ${bet.vendor} · ${bet.gameName ?? bet.gameCode}` : t('roundDetail.title')
      }
      frameTitle={t('roundDetail.title')}
      newTabLabel={t('roundDetail.newTab')}
      query={detail}
      testId="member-round-detail"
    />
  );
}

export function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const money = useRowMoney();
  const [detailOf, setDetailOf] = useState<MemberBet | null>(null);
  // Null: no posting backs the bet (a vendor-synced row), so no balance to show.
  const balance = (minor: number | null) => (minor === null ? '—' : money(minor));
  return (
    <>
      <RoundDetail memberId={memberId} bet={detailOf} onClose={() => setDetailOf(null)} />
      <MemberListTab<MemberBet>
        memberId={memberId}
        list="bets"
        rowKey={(row) => row.id}
        filters={(data) => [
          {
            key: 'status',
            label: t('fields.status'),
            options: BET_STATUSES.map((s) => ({ value: s, label: t(`betStatuses.${s}`) })),
          },
          {
            key: 'game',
            label: t('fields.game'),
            options: (data?.games ?? []).map((code) => ({ value: code, label: code })),
          },
        ]}
        columns={[
          {
            key: 'at',
            header: t('fields.placedAt'),
            cell: (row) => <span className="members-when">{date(row.placedAt)}</span>,
          },
          {
            // The vendor, the product and the round under the game's name, so the tab fits 1,366 px.
            key: 'game',
            header: t('fields.game'),
            cell: (row) => (
              <span className="members-bet-game">
                <span>{row.gameName ?? row.gameCode}</span>
                <span className="members-bet-game__meta">
                  {row.vendor} · {row.product}
                </span>
                {row.roundId ? (
                  <span className="members-bet-game__meta members-round" title={row.roundId}>
                    <span className="members-round__id">
                      {t('fields.round')} {row.roundId}
                    </span>
                    {row.roundDetail ? (
                      <Button size="sm" data-testid="member-bet-round-detail" onClick={() => setDetailOf(row)}>
                        {t('roundDetail.open')}
                      </Button>
                    ) : null}
                  </span>
                ) : null}
              </span>
            ),
          },
          { key: 'stake', header: t('fields.stake'), numeric: true, cell: (row) => money(row.stakeMinor) },
          { key: 'valid', header: t('fields.validBet'), numeric: true, cell: (row) => money(row.validBetMinor) },
          { key: 'payout', header: t('fields.payout'), numeric: true, cell: (row) => money(row.payoutMinor) },
          {
            key: 'profit',
            header: t('fields.profit'),
            numeric: true,
            cell: (row) => (
              <span className={row.profitMinor < 0 ? 'members-debit' : 'members-credit'}>
                {money(row.profitMinor, true)}
              </span>
            ),
          },
          {
            key: 'before',
            header: t('fields.balanceBefore'),
            numeric: true,
            cell: (row) => balance(row.balanceBeforeMinor),
          },
          {
            key: 'after',
            header: t('fields.balanceAfter'),
            numeric: true,
            cell: (row) => balance(row.balanceAfterMinor),
          },
          { key: 'status', header: t('fields.status'), cell: (row) => t(`betStatuses.${row.status}`) },
        ]}
      />
    </>
  );
}

export function DepositsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const money = useRowMoney();
  return (
    <MemberListTab<MemberDeposit>
      memberId={memberId}
      list="deposits"
      rowKey={(row) => row.id}
      filters={() => [
        {
          key: 'status',
          label: t('fields.status'),
          options: MEMBER_DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`depositStatuses.${s}`) })),
        },
      ]}
      columns={[
        { key: 'at', header: t('fields.time'), cell: (row) => date(row.createdAt) },
        { key: 'order', header: t('fields.order'), cell: (row) => row.orderNo },
        { key: 'channel', header: t('fields.channel'), cell: (row) => row.channel },
        { key: 'amount', header: t('fields.amount'), numeric: true, cell: (row) => money(row.amountMinor) },
        { key: 'fee', header: t('fields.fee'), numeric: true, cell: (row) => money(row.feeMinor) },
        { key: 'credit', header: t('fields.credited'), numeric: true, cell: (row) => money(row.creditMinor) },
        { key: 'status', header: t('fields.status'), cell: (row) => t(`depositStatuses.${row.status}`) },
        { key: 'reference', header: t('fields.reference'), cell: (row) => row.reference ?? '—' },
        { key: 'reviewed', header: t('fields.reviewedBy'), cell: (row) => row.reviewedBy ?? '—' },
      ]}
    />
  );
}

export function WithdrawalsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const money = useRowMoney();
  return (
    <MemberListTab<MemberWithdrawal>
      memberId={memberId}
      list="withdrawals"
      rowKey={(row) => row.id}
      filters={() => [
        {
          key: 'status',
          label: t('fields.status'),
          options: MEMBER_WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`withdrawalStatuses.${s}`) })),
        },
      ]}
      columns={[
        { key: 'at', header: t('fields.time'), cell: (row) => date(row.createdAt) },
        { key: 'amount', header: t('fields.amount'), numeric: true, cell: (row) => money(row.amountMinor) },
        { key: 'bank', header: t('fields.bank'), cell: (row) => `${row.bankName} · ${row.accountNumber}` },
        { key: 'holder', header: t('fields.accountHolder'), cell: (row) => row.accountHolder },
        { key: 'status', header: t('fields.status'), cell: (row) => t(`withdrawalStatuses.${row.status}`) },
        { key: 'reason', header: t('fields.rejectReason'), cell: (row) => row.rejectReason ?? '—' },
        { key: 'reviewed', header: t('fields.reviewedBy'), cell: (row) => row.reviewedBy ?? '—' },
      ]}
    />
  );
}

export function SessionsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  return (
    <div className="members-stack">
      <h3 className="members-subtitle">{t('tabs.sessions')}</h3>
      <MemberListTab<MemberSession>
        memberId={memberId}
        list="sessions"
        rowKey={(row) => row.id}
        filters={() => [
          {
            key: 'state',
            label: t('fields.state'),
            options: SESSION_STATES.map((s) => ({ value: s, label: t(`sessionStates.${s}`) })),
          },
        ]}
        columns={[
          {
            key: 'state',
            header: t('fields.state'),
            cell: (row) => (
              <span className={row.state === 'live' ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                {t(`sessionStates.${row.state}`)}
              </span>
            ),
          },
          { key: 'ip', header: t('fields.ip'), cell: (row) => row.ip ?? '—' },
          {
            key: 'agent',
            header: t('fields.device'),
            cell: (row) => <span className="members-agent">{row.userAgent ?? '—'}</span>,
          },
          { key: 'created', header: t('fields.started'), cell: (row) => date(row.createdAt) },
          { key: 'seen', header: t('fields.lastSeen'), cell: (row) => date(row.lastSeenAt) },
          { key: 'revoked', header: t('fields.revoked'), cell: (row) => date(row.revokedAt) },
        ]}
      />
      <h3 className="members-subtitle">{t('knownIps')}</h3>
      <MemberListTab<KnownIp>
        memberId={memberId}
        list="known-ips"
        rowKey={(row) => row.ip}
        columns={[
          { key: 'ip', header: t('fields.ip'), cell: (row) => row.ip },
          { key: 'first', header: t('fields.firstSeen'), cell: (row) => date(row.firstSeenAt) },
          { key: 'last', header: t('fields.lastSeen'), cell: (row) => date(row.lastSeenAt) },
        ]}
      />
    </div>
  );
}

const EVENT_KINDS = [
  'login_success',
  'login_failure',
  'login_locked',
  'password_change',
  'logout',
  'register',
  'password_reset',
  'sms_login',
  'login_challenge',
  'login_challenge_failure',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
  'session_revoked',
  'mobile_bound',
  'email_bound',
  'profile_update',
  'social_login',
  'social_link',
  'social_register',
  'payment_password_set',
  'payment_password_change',
  'payment_password_locked',
  'account_frozen',
  'account_unfrozen',
  'operator_password_reset',
  'operator_two_step_reset',
] as const;

export function SecurityEventsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const kind = (code: string) => t(`eventKinds.${code}`, { defaultValue: code });
  return (
    <MemberListTab<SecurityEvent>
      memberId={memberId}
      list="security-events"
      rowKey={(row) => row.id}
      filters={() => [
        { key: 'kind', label: t('fields.kind'), options: EVENT_KINDS.map((k) => ({ value: k, label: kind(k) })) },
      ]}
      columns={[
        { key: 'at', header: t('fields.time'), cell: (row) => date(row.createdAt) },
        { key: 'kind', header: t('fields.kind'), cell: (row) => kind(row.kind) },
        { key: 'ip', header: t('fields.ip'), cell: (row) => row.ip ?? '—' },
        {
          key: 'agent',
          header: t('fields.device'),
          cell: (row) => <span className="members-agent">{row.userAgent ?? '—'}</span>,
        },
      ]}
    />
  );
}
