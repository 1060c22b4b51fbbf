import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { minorToDecimalText, toMinor } from '@portal/shared/money';
import {
  checkAmountText,
  keepsIdempotencyKey,
  minorOf,
  newIdempotencyKey,
  type AmountIssue,
} from '../../lib/money-form';
import { adminApi } from '../lib/admin-api';
import { Field } from '../ui/field';
import { InputField } from '../ui/input-field';
import { useMoney } from '../ui/use-money';
import { ActionDialog, ReasonField, useReason } from './action-dialog';
import type { Approval, MemberDetail } from './members-api';

interface DialogProps {
  member: MemberDetail;
  onClose: () => void;
  onDone: (notice: string) => void;
}

interface AdjustmentValue {
  transactionId: number;
  amount: number;
  balance: number;
  replayed: boolean;
}

/**
 * A balance adjustment through the ledger (POST /admin/api/wallet/adjustments, finance only): a
 * credit or a debit of the main wallet with a reason. Above the four-eyes limit the server files
 * a request for a second finance operator (202) instead of moving money; the notice names it.
 * One Idempotency-Key per attempt, kept when the answer was lost, so a retry moves money once.
 */
export function AdjustDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const money = useMoney();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const reason = useReason();
  const [key, setKey] = useState(() => newIdempotencyKey('adj-'));
  const checked = checkAmountText(amount, { decimals: money.decimals });
  const action = useMutation({
    mutationFn: (major: number) =>
      adminApi<AdjustmentValue | Approval>('/admin/api/wallet/adjustments', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { memberId: member.id, amount: major, reason: reason.text },
      }),
    onError: (error) => {
      if (!keepsIdempotencyKey(error)) setKey(newIdempotencyKey('adj-'));
    },
  });
  const submit = () => {
    const reasonGiven = reason.attempt();
    if (!checked.ok || !reasonGiven) return;
    const major = direction === 'debit' ? -checked.major : checked.major;
    action.mutate(major, {
      onSuccess: (value) => {
        if ('transactionId' in value) {
          onDone(t('notices.adjusted', { balance: money.format(minorOf(value.balance, money.decimals)) }));
        } else {
          onDone(t('notices.approvalFiled', { id: value.id }));
        }
      },
    });
  };
  const amountError = reason.tried && !checked.ok ? amountMessage(t, checked.issue) : undefined;
  return (
    <ActionDialog
      testId="member-adjust-dialog"
      title={t('actions.adjust')}
      description={t('dialog.adjustText', {
        username: member.username,
        balance: money.format(member.mainBalanceMinor),
      })}
      roles={['finance']}
      tone="danger"
      confirmLabel={t('actions.adjust')}
      busy={action.isPending}
      error={action.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t('dialog.direction')}>
        <select
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
          data-testid="member-adjust-direction"
        >
          <option value="credit">{t('dialog.credit')}</option>
          <option value="debit">{t('dialog.debit')}</option>
        </select>
      </Field>
      <InputField
        label={t('fields.amount')}
        hint={t('dialog.amountHint', { currency: member.currency })}
        error={amountError}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        testId="member-adjust-amount"
      />
      <ReasonField {...reason.field} />
    </ActionDialog>
  );
}

/**
 * What the member still has to wager before a withdrawal (PUT /admin/api/turnover-requirements,
 * finance only); 0 clears it. The reason goes into the member's notes.
 */
export function TurnoverDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const money = useMoney();
  const [amount, setAmount] = useState(() => minorToDecimalText(member.turnoverRemainingMinor, money.decimals));
  const reason = useReason();
  const parsed = toMinor(amount.trim().replace(',', '.') || 'x', money.decimals);
  const issue: AmountIssue | null = !parsed.ok
    ? parsed.error === 'TOO_MANY_DECIMALS'
      ? 'decimals'
      : 'format'
    : parsed.minor < 0
      ? 'format'
      : null;
  // Lowering it waives wagering: past the four-eyes limit the server files a request (202) instead.
  const action = useMutation({
    mutationFn: async (remainingMinor: number): Promise<Approval | null> => {
      const remaining = Number(minorToDecimalText(remainingMinor, money.decimals));
      const answer = await adminApi<{ remaining: number } | Approval>(`/admin/api/turnover-requirements/${member.id}`, {
        method: 'PUT',
        body: { remaining },
      });
      await adminApi(`/admin/api/members/${member.id}/notes`, {
        method: 'POST',
        body: { body: t('dialog.turnoverNote', { amount: money.format(remainingMinor), reason: reason.text }) },
      });
      return 'kind' in answer ? answer : null;
    },
  });
  const submit = () => {
    const reasonGiven = reason.attempt();
    if (!parsed.ok || issue || !reasonGiven) return;
    action.mutate(parsed.minor, {
      onSuccess: (approval) =>
        onDone(
          approval
            ? t('notices.approvalFiled', { id: approval.id })
            : t('notices.turnoverSet', { amount: money.format(parsed.minor) }),
        ),
    });
  };
  return (
    <ActionDialog
      testId="member-turnover-dialog"
      title={t('actions.turnover')}
      description={t('dialog.turnoverText', { amount: money.format(member.turnoverRemainingMinor) })}
      roles={['finance']}
      confirmLabel={t('actions.save')}
      busy={action.isPending}
      error={action.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField
        label={t('dialog.turnoverAmount')}
        hint={t('dialog.turnoverHint')}
        error={reason.tried && issue ? amountMessage(t, issue) : undefined}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        testId="member-turnover-amount"
      />
      <ReasonField {...reason.field} />
    </ActionDialog>
  );
}

function amountMessage(t: (key: string, options?: Record<string, unknown>) => string, issue: AmountIssue) {
  if (issue === 'required') return t('dialog.required');
  if (issue === 'decimals') return t('dialog.amountDecimals');
  if (issue === 'positive' || issue === 'min') return t('dialog.amountPositive');
  return t('dialog.amountFormat');
}
