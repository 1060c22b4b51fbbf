import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Tone = 'good' | 'warn' | 'bad' | 'plain';

function Badge({ tone, text, testId }: { tone: Tone; text: string; testId?: string }) {
  return (
    <span className={tone === 'plain' ? 'admin-badge' : `admin-badge admin-badge--${tone}`} data-testid={testId}>
      {text}
    </span>
  );
}

const DEPOSIT_TONES: Record<string, Tone> = {
  pending: 'warn',
  paid: 'good',
  failed: 'bad',
  rejected: 'bad',
  expired: 'plain',
};
const WITHDRAWAL_TONES: Record<string, Tone> = { in_process: 'warn', approved: 'good', rejected: 'bad' };
const CONFIRMATION_TONES: Record<string, Tone> = {
  awaiting: 'warn',
  received: 'good',
  auto_received: 'good',
  forced_received: 'good',
  not_received: 'bad',
};
const APPROVAL_TONES: Record<string, Tone> = { pending: 'warn', approved: 'good', rejected: 'bad' };
const HELD_WIN_TONES: Record<string, Tone> = { held: 'warn', released: 'good', rejected: 'bad' };

/** Each record kind's badge: its tone by status, its text's key prefix and the badge's test id. */
const KINDS = {
  deposit: { tones: DEPOSIT_TONES, text: 'deposits.status', testId: 'deposit-status' },
  withdrawal: { tones: WITHDRAWAL_TONES, text: 'withdrawals.status', testId: 'withdrawal-status' },
  confirmation: { tones: CONFIRMATION_TONES, text: 'withdrawals.confirmation', testId: 'withdrawal-confirmation' },
  approval: { tones: APPROVAL_TONES, text: 'approvals.status', testId: 'approval-status' },
  heldWin: { tones: HELD_WIN_TONES, text: 'heldWins.status', testId: 'held-win-status' },
} as const;

function StatusBadge({ kind, status }: { kind: keyof typeof KINDS; status: string }) {
  const { t } = useTranslation('admin-money');
  const { tones, text, testId } = KINDS[kind];
  return <Badge tone={tones[status] ?? 'plain'} text={t(`${text}.${status}`)} testId={testId} />;
}

export const DepositStatus = ({ status }: { status: string }) => <StatusBadge kind="deposit" status={status} />;
export const WithdrawalStatus = ({ status }: { status: string }) => <StatusBadge kind="withdrawal" status={status} />;
export const ApprovalStatus = ({ status }: { status: string }) => <StatusBadge kind="approval" status={status} />;
export const HeldWinStatus = ({ status }: { status: string }) => <StatusBadge kind="heldWin" status={status} />;

/** A withdrawal's receipt by the member, once it is asked for. */
export const ConfirmationStatus = ({ confirmation }: { confirmation: string | null }) =>
  confirmation ? <StatusBadge kind="confirmation" status={confirmation} /> : null;

/** The record waits for a second operator's approval (four-eyes). */
export function WaitingBadge() {
  const { t } = useTranslation('admin-money');
  return <Badge tone="warn" text={t('fourEyes.waiting')} testId="waiting-second" />;
}

/** A record's status badges, then the four-eyes badge while it waits for a second operator. */
export function StatusBadges({ waitingFor, children }: { waitingFor: number | null; children: ReactNode }) {
  return (
    <span className="money-badges">
      {children}
      {waitingFor !== null && <WaitingBadge />}
    </span>
  );
}

/** A record's detail while it waits for a second operator: what that means, and (`linked`) the request. */
export function WaitingNote({ approvalId, linked = true }: { approvalId: number | null; linked?: boolean }) {
  const { t } = useTranslation('admin-money');
  if (approvalId === null) return null;
  return (
    <p className="admin-muted" data-testid="waiting-text">
      {t('fourEyes.waitingText')}{' '}
      {linked && (
        <Link to={`/approvals?open=${approvalId}&status=`}>{t('fourEyes.openRequest', { id: approvalId })}</Link>
      )}
    </p>
  );
}

/** A queue's member cell: the username, then the member's number. */
export function MemberCell({ username, memberId }: { username: string; memberId: number }) {
  return (
    <span className="money-member">
      {username} <small className="admin-muted">#{memberId}</small>
    </span>
  );
}
