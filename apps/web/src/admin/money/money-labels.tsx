import { useTranslation } from 'react-i18next';

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

export function DepositStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge tone={DEPOSIT_TONES[status] ?? 'plain'} text={t(`deposits.status.${status}`)} testId="deposit-status" />
  );
}

export function WithdrawalStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge
      tone={WITHDRAWAL_TONES[status] ?? 'plain'}
      text={t(`withdrawals.status.${status}`)}
      testId="withdrawal-status"
    />
  );
}

export function ConfirmationStatus({ confirmation }: { confirmation: string | null }) {
  const { t } = useTranslation('admin-money');
  if (!confirmation) return null;
  return (
    <Badge
      tone={CONFIRMATION_TONES[confirmation] ?? 'plain'}
      text={t(`withdrawals.confirmation.${confirmation}`)}
      testId="withdrawal-confirmation"
    />
  );
}

export function ApprovalStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge tone={APPROVAL_TONES[status] ?? 'plain'} text={t(`approvals.status.${status}`)} testId="approval-status" />
  );
}

export function HeldWinStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge tone={HELD_WIN_TONES[status] ?? 'plain'} text={t(`heldWins.status.${status}`)} testId="held-win-status" />
  );
}

/** The record waits for a second operator's approval (four-eyes). */
export function WaitingBadge() {
  const { t } = useTranslation('admin-money');
  return <Badge tone="warn" text={t('fourEyes.waiting')} testId="waiting-second" />;
}

/** A queue's member cell: the username, then the member's number. */
export function MemberCell({ username, memberId }: { username: string; memberId: number }) {
  return (
    <span className="money-member">
      {username} <small className="admin-muted">#{memberId}</small>
    </span>
  );
}
