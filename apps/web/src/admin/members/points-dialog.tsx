import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { POINTS_GRANT_MAX, type PointsGrantValue } from '@portal/shared/contracts/loyalty';
import type { Approval } from '@portal/shared/contracts/operators';
import { keepsIdempotencyKey, newIdempotencyKey } from '../../lib/money-form';
import { adminApi } from '../lib/admin-api';
import { InputField } from '../ui/input-field';
import { ActionDialog, ReasonField, useReason } from './action-dialog';
import type { MemberDetail } from './members-api';

/** Whole points from 1 to POINTS_GRANT_MAX, as typed (grouping spaces and separators allowed). */
export function pointsOf(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const points = Number(digits);
  return points >= 1 && points <= POINTS_GRANT_MAX ? points : null;
}

/**
 * Points for a member (POST /admin/api/members/:id/points, finance and support): goodwill, a demo
 * or a contest prize, with a reason. One Idempotency-Key per attempt, kept when the answer was
 * lost, so a retry grants once.
 */
export function GrantPointsDialog({
  member,
  onClose,
  onDone,
}: {
  member: MemberDetail;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation('admin-members');
  const [text, setText] = useState('');
  const reason = useReason();
  const [key, setKey] = useState(() => newIdempotencyKey('pts-'));
  const points = pointsOf(text);
  const action = useMutation({
    mutationFn: (granted: number) =>
      // A grant worth more than one operator may give alone answers the four-eyes request (202).
      adminApi<PointsGrantValue | Approval>(`/admin/api/members/${member.id}/points`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { points: granted, reason: reason.text },
      }),
    onError: (error) => {
      if (!keepsIdempotencyKey(error)) setKey(newIdempotencyKey('pts-'));
    },
  });
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const submit = () => {
    const reasonGiven = reason.attempt();
    if (points === null || !reasonGiven) return;
    action.mutate(points, {
      onSuccess: (value) =>
        onDone(
          'kind' in value
            ? t('notices.secondOperatorFiled', { id: value.id })
            : t('notices.pointsGranted', { points: number(value.points), balance: number(value.balance) }),
        ),
    });
  };
  return (
    <ActionDialog
      testId="member-points-dialog"
      title={t('actions.grantPoints')}
      description={t('dialog.grantPointsText', { username: member.username, max: number(POINTS_GRANT_MAX) })}
      roles={['finance', 'support']}
      confirmLabel={t('actions.grantPoints')}
      busy={action.isPending}
      error={action.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <InputField
        label={t('dialog.points')}
        hint={t('dialog.pointsHint', { max: number(POINTS_GRANT_MAX) })}
        error={
          reason.tried && points === null ? t('dialog.pointsInvalid', { max: number(POINTS_GRANT_MAX) }) : undefined
        }
        inputMode="numeric"
        value={text}
        onChange={setText}
        testId="member-points-amount"
      />
      <ReasonField {...reason.field} />
    </ActionDialog>
  );
}
