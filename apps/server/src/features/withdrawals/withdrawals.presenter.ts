import type { AdminWithdrawal, Withdrawal } from '@portal/shared/contracts/withdrawals';
import type { WithdrawalProofKind } from '../../db/column-types.ts';
import { toMajor } from '@portal/shared/money';
import { maskPayee } from './bank-accounts.ts';
import { RECEIVED, type WithdrawalRow } from './withdrawals.repo.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * What the player sees of a withdrawal. Received is the whole amount once it counts as arrived
 * (confirmed, auto or forced receipt); remaining is what is still on its way (nothing once
 * rejected: the hold went back to the wallet).
 */
export function presentWithdrawal(row: WithdrawalRow, decimals: number): Withdrawal {
  const receivedMinor = row.confirmation && RECEIVED.includes(row.confirmation) ? row.amount_minor : 0;
  const remainingMinor = row.status === 'rejected' ? 0 : row.amount_minor - receivedMinor;
  return {
    id: row.id,
    amount: toMajor(row.amount_minor, decimals),
    currency: row.currency,
    status: row.status,
    bankName: row.bank_name,
    accountNumberMasked: maskPayee(row),
    accountHolder: row.account_holder,
    pixKeyType: row.pix_key_type,
    payoutState: row.payout_state,
    createdAt: row.created_at.toISOString(),
    reviewedAt: iso(row.reviewed_at),
    rejectReason: row.reject_reason,
    confirmation: row.confirmation,
    confirmBy: iso(row.confirm_by),
    confirmedAt: iso(row.confirmed_at),
    receivedAmount: toMajor(receivedMinor, decimals),
    remainingAmount: toMajor(remainingMinor, decimals),
    proofCount: row.proof_count,
  };
}

/** The operator's view adds the payee's full number, the member, the proof files and a waiting four-eyes request. */
export function presentAdminWithdrawal(
  row: WithdrawalRow,
  decimals: number,
  extra: {
    username: string;
    proofs: { id: number; content_type: string; size_bytes: number; kind: WithdrawalProofKind; created_at: Date }[];
    pendingApprovalId: number | null;
  },
): AdminWithdrawal {
  return {
    ...presentWithdrawal(row, decimals),
    memberId: row.member_id,
    username: extra.username,
    accountNumber: row.account_number,
    reviewedBy: row.reviewed_by,
    proofs: extra.proofs.map((p) => ({
      id: p.id,
      contentType: p.content_type,
      sizeBytes: p.size_bytes,
      kind: p.kind,
      createdAt: p.created_at.toISOString(),
    })),
    pendingApprovalId: extra.pendingApprovalId,
  };
}
