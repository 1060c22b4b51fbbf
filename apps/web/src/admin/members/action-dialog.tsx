import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { AGENT_REFUSALS, REASON_MAX_LENGTH } from '@portal/shared/contracts/member-admin';
import { POINTS_GRANT_MAX } from '@portal/shared/contracts/loyalty';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ApiError } from '../../lib/api-client';
import { IssueTextProvider, useSayIssueIn, type SayIssue } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { useHolds } from './members-api';

/**
 * The frame of every action on a member: what will happen, the fields (their issues in the
 * members' words), a note when the operator's roles do not allow it (the server refuses; the
 * refusal is shown), the server's error, and confirm / cancel. The confirm button waits while the call runs.
 */
export function ActionDialog({
  title,
  description,
  roles,
  tone = 'primary',
  confirmLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  roles: readonly OperatorRole[];
  tone?: 'primary' | 'danger';
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin-members');
  const { t: ta } = useTranslation('admin');
  const allowed = useHolds(roles);
  const say = useSayMemberIssue();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal open onClose={onClose} title={title} testId={testId} draggable={false}>
      <form className="members-dialog" onSubmit={submit} noValidate>
        <p className="members-dialog__description">{description}</p>
        {!allowed && (
          <p className="admin-muted members-dialog__roles" data-testid="action-needs-role">
            {t('dialog.needsRole', { roles: roles.map((role) => ta(`roles.${role}`)).join(', ') })}
          </p>
        )}
        <IssueTextProvider value={say}>{children}</IssueTextProvider>
        {error ? (
          <p className="admin-error" role="alert" data-testid="action-error">
            {error instanceof ApiError ? error.message : ta('failed')}
          </p>
        ) : null}
        <div className="admin-actions members-dialog__actions">
          <Button onClick={onClose} variant="ghost" data-testid="action-cancel">
            {ta('actions.cancel')}
          </Button>
          <Button type="submit" variant={tone} disabled={busy} data-testid="action-confirm">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The reason every action asks for: required, at most REASON_MAX_LENGTH characters (or the route's own). */
export function ReasonField<Values extends { reason: string }>({
  control,
  maxLength = REASON_MAX_LENGTH,
}: {
  control: Control<Values, unknown, FieldValues>;
  maxLength?: number;
}) {
  const { t } = useTranslation('admin-members');
  return (
    <PlainTextField
      control={control}
      name={'reason' as FieldPath<Values>}
      type="note"
      label={t('dialog.reason')}
      hint={t('dialog.reasonHint')}
      maxLength={maxLength}
      testId="action-reason"
    />
  );
}

/** Codes a member's dialogs name beside the field issues: an amount that does not read, points out of range. */
export const AMOUNT_FORMAT = 'AMOUNT_FORMAT';
export const AMOUNT_POSITIVE = 'AMOUNT_POSITIVE';
export const POINTS_INVALID = 'POINTS_INVALID';

/**
 * An issue code in the members' words: an empty box (or one of blanks, which the schema trims to
 * too short) is "Required.", an amount's issue the dialog's sentence, a refused upline or type
 * the server's reason; any other the console's general wording.
 */
export function useSayMemberIssue(): SayIssue {
  const { t, i18n } = useTranslation('admin-members');
  const sayAdmin = useSayIssueIn('admin');
  return (code) => {
    if (code === FieldIssue.REQUIRED || code === FieldIssue.TOO_SHORT) return t('dialog.required');
    if (code === FieldIssue.TOO_MANY_DECIMALS) return t('dialog.amountDecimals');
    if (code === AMOUNT_FORMAT) return t('dialog.amountFormat');
    if (code === AMOUNT_POSITIVE) return t('dialog.amountPositive');
    if (code === POINTS_INVALID)
      return t('dialog.pointsInvalid', { max: new Intl.NumberFormat(i18n.language).format(POINTS_GRANT_MAX) });
    if ((AGENT_REFUSALS as readonly string[]).includes(code)) return t(`refusals.${code}`);
    return sayAdmin(code);
  };
}
