import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  POINTS_GRANT_MAX,
  pointsGrantPayloadSchema,
  type PointsGrantPayload,
  type PointsGrantValue,
} from '@portal/shared/contracts/loyalty';
import type { Approval } from '@portal/shared/contracts/operators';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver';
import { TextField } from '../../ui/form/form-fields';
import { adminApi } from '../lib/admin-api';
import { ActionDialog, POINTS_INVALID, ReasonField } from './action-dialog';
import type { MemberDetail } from './members-api';
import { useMemberAction } from './use-member-action';

/** Whole points from 1 to POINTS_GRANT_MAX, as typed (grouping spaces and separators allowed). */
export function pointsOf(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const points = Number(digits);
  return points >= 1 && points <= POINTS_GRANT_MAX ? points : null;
}

/** The grant's boxes as typed. */
interface GrantDraft {
  points: string;
  reason: string;
}

/** The route's schema on the points read from the text; text that reads as none names the range. */
const grantResolver = formResolver(
  z
    .custom<GrantDraft>()
    .transform(({ points, reason }): z.input<typeof pointsGrantPayloadSchema> => ({
      points: pointsOf(points) ?? Number.NaN,
      reason,
    }))
    .pipe(pointsGrantPayloadSchema),
  ({ points }): FieldIssueCodes => (pointsOf(points) === null ? { points: POINTS_INVALID } : {}),
  { extraFirst: true },
);

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
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { form, frame } = useMemberAction<GrantDraft, PointsGrantPayload, PointsGrantValue | Approval>({
    defaultValues: { points: '', reason: '' },
    resolver: grantResolver,
    call: (body, key) =>
      // A grant worth more than one operator may give alone answers the four-eyes request (202).
      adminApi<PointsGrantValue | Approval>(`/admin/api/members/${member.id}/points`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body,
      }),
    notice: (value) =>
      'kind' in value
        ? t('notices.secondOperatorFiled', { id: value.id })
        : t('notices.pointsGranted', { points: number(value.points), balance: number(value.balance) }),
    onDone,
    fields: ['points', 'reason'],
    idempotencyPrefix: 'pts-',
  });
  return (
    <ActionDialog
      testId="member-points-dialog"
      title={t('actions.grantPoints')}
      description={t('dialog.grantPointsText', { username: member.username, max: number(POINTS_GRANT_MAX) })}
      roles={['finance', 'support']}
      confirmLabel={t('actions.grantPoints')}
      {...frame}
      onClose={onClose}
    >
      <TextField
        control={form.control}
        name="points"
        label={t('dialog.points')}
        hint={t('dialog.pointsHint', { max: number(POINTS_GRANT_MAX) })}
        inputMode="numeric"
        testId="member-points-amount"
      />
      <ReasonField control={form.control} maxLength={pointsGrantPayloadSchema.shape.reason.maxLength ?? undefined} />
    </ActionDialog>
  );
}
