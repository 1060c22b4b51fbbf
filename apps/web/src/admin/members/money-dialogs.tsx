import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reasonPayloadSchema } from '@portal/shared/contracts/member-admin';
import { adjustmentPayloadSchema, turnoverPayloadSchema } from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import { minorToDecimalText, toMinor } from '@portal/shared/money';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { amountValue, checkAmountText, minorOf, type AmountIssue } from '../../lib/money-form';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { adminApi } from '../lib/admin-api';
import { useMoney } from '../ui/use-money';
import { ActionDialog, AMOUNT_FORMAT, AMOUNT_POSITIVE, ReasonField } from './action-dialog';
import type { Approval, MemberDetail } from './members-api';
import { useMemberAction } from './use-member-action';

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

/** The adjustment's boxes as typed: the amount in major units, its sign by the direction. */
interface AdjustDraft {
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}
type Adjustment = z.output<typeof adjustmentPayloadSchema>;

/** An amount's issue as the code the dialogs word (the members' namespace). */
function amountCode(issue: AmountIssue): string {
  if (issue === 'required') return FieldIssue.REQUIRED;
  if (issue === 'decimals') return FieldIssue.TOO_MANY_DECIMALS;
  if (issue === 'positive' || issue === 'min') return AMOUNT_POSITIVE;
  return AMOUNT_FORMAT;
}

/**
 * The route's schema on the body the boxes make (a debit is a negative amount); besides, the
 * amount read as the server will, with the currency's decimals, whose issue names the cause.
 */
function adjustResolver(memberId: number, decimals: number) {
  return formResolver(
    z
      .custom<AdjustDraft>()
      .transform(({ direction, amount, reason }): z.input<typeof adjustmentPayloadSchema> => ({
        memberId,
        amount: direction === 'debit' ? -amountValue(amount) : amountValue(amount),
        reason,
      }))
      .pipe(adjustmentPayloadSchema),
    ({ amount }): FieldIssueCodes => {
      const checked = checkAmountText(amount, { decimals });
      return checked.ok ? {} : { amount: amountCode(checked.issue) };
    },
    { extraFirst: true },
  );
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
  const { form, frame } = useMemberAction<AdjustDraft, Adjustment, AdjustmentValue | Approval>({
    defaultValues: { direction: 'credit', amount: '', reason: '' },
    resolver: adjustResolver(member.id, money.decimals),
    call: (body, key) =>
      adminApi<AdjustmentValue | Approval>('/admin/api/wallet/adjustments', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body,
      }),
    notice: (value) =>
      'transactionId' in value
        ? t('notices.adjusted', { balance: money.format(minorOf(value.balance, money.decimals)) })
        : t('notices.approvalFiled', { id: value.id }),
    onDone,
    fields: ['amount', 'reason'],
    idempotencyPrefix: 'adj-',
  });
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
      {...frame}
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="direction"
        label={t('dialog.direction')}
        options={[
          { value: 'credit', label: t('dialog.credit') },
          { value: 'debit', label: t('dialog.debit') },
        ]}
        testId="member-adjust-direction"
      />
      <TextField
        control={form.control}
        name="amount"
        label={t('fields.amount')}
        hint={t('dialog.amountHint', { currency: member.currency })}
        inputMode="decimal"
        testId="member-adjust-amount"
      />
      <ReasonField control={form.control} maxLength={adjustmentPayloadSchema.shape.reason.maxLength ?? undefined} />
    </ActionDialog>
  );
}

/** The turnover's boxes as typed: what is left to wager, in major units. */
interface TurnoverDraft {
  remaining: string;
  reason: string;
}
/** The route's body, and the reason that goes into the member's notes beside it. */
const turnoverSchema = turnoverPayloadSchema.extend({ reason: reasonPayloadSchema.shape.reason });
type Turnover = z.output<typeof turnoverSchema>;

/** What is wrong with the typed turnover (zero clears it), or null. */
function turnoverIssue(text: string, decimals: number): string | null {
  const parsed = toMinor(text.trim().replace(',', '.') || 'x', decimals);
  if (!parsed.ok) return parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : AMOUNT_FORMAT;
  return parsed.minor < 0 ? AMOUNT_FORMAT : null;
}

/** The route's schema on the amount read in the currency's decimals; the typed text's issue names the cause. */
function turnoverResolver(decimals: number) {
  return formResolver(
    z
      .custom<TurnoverDraft>()
      .transform(({ remaining, reason }): z.input<typeof turnoverSchema> => {
        const parsed = toMinor(remaining.trim().replace(',', '.'), decimals);
        return { remaining: parsed.ok ? Number(minorToDecimalText(parsed.minor, decimals)) : Number.NaN, reason };
      })
      .pipe(turnoverSchema),
    ({ remaining }): FieldIssueCodes => {
      const issue = turnoverIssue(remaining, decimals);
      return issue ? { remaining: issue } : {};
    },
    { extraFirst: true },
  );
}

/**
 * What the member still has to wager before a withdrawal (PUT /admin/api/turnover-requirements,
 * finance only); 0 clears it. The reason goes into the member's notes.
 */
export function TurnoverDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const money = useMoney();
  // Lowering it waives wagering: past the four-eyes limit the server files a request (202) instead.
  const { form, frame } = useMemberAction<TurnoverDraft, Turnover, Approval | null>({
    defaultValues: { remaining: minorToDecimalText(member.turnoverRemainingMinor, money.decimals), reason: '' },
    resolver: turnoverResolver(money.decimals),
    call: async ({ remaining, reason }) => {
      const answer = await adminApi<{ remaining: number } | Approval>(`/admin/api/turnover-requirements/${member.id}`, {
        method: 'PUT',
        body: { remaining },
      });
      await adminApi(`/admin/api/members/${member.id}/notes`, {
        method: 'POST',
        body: {
          body: t('dialog.turnoverNote', { amount: money.format(minorOf(remaining, money.decimals)), reason }),
        },
      });
      return 'kind' in answer ? answer : null;
    },
    notice: (approval, body) =>
      approval
        ? t('notices.approvalFiled', { id: approval.id })
        : t('notices.turnoverSet', { amount: money.format(minorOf(body.remaining, money.decimals)) }),
    onDone,
    fields: ['remaining', 'reason'],
  });
  return (
    <ActionDialog
      testId="member-turnover-dialog"
      title={t('actions.turnover')}
      description={t('dialog.turnoverText', { amount: money.format(member.turnoverRemainingMinor) })}
      roles={['finance']}
      confirmLabel={t('actions.save')}
      {...frame}
      onClose={onClose}
    >
      <TextField
        control={form.control}
        name="remaining"
        label={t('dialog.turnoverAmount')}
        hint={t('dialog.turnoverHint')}
        inputMode="decimal"
        testId="member-turnover-amount"
      />
      <ReasonField control={form.control} />
    </ActionDialog>
  );
}
