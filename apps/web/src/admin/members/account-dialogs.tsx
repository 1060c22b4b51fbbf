import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_TYPE } from '@portal/shared/constants';
import {
  agentPayloadSchema,
  ASSIGNABLE_MEMBER_TYPES,
  freezePayloadSchema,
  FROZEN_MESSAGE_MAX_LENGTH,
  reasonPayloadSchema,
  type AgentPayload,
  type AgentRefusal,
  type MemberActionValue,
  type PasswordResetValue,
  type ReasonPayload,
  type TwoStepUnbindValue,
} from '@portal/shared/contracts/member-admin';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { adminApi } from '../lib/admin-api';
import { serverIssues } from '../ui/use-editor-form';
import { ActionDialog, ReasonField } from './action-dialog';
import { useTypeHint, useTypeLabel } from './member-labels';
import type { Approval, MemberDetail } from './members-api';
import { useMemberAction } from './use-member-action';

interface DialogProps {
  member: MemberDetail;
  onClose: () => void;
  /** The action went through: what to tell the operator. */
  onDone: (notice: string) => void;
}

type ActionFrame = Omit<Parameters<typeof ActionDialog>[0], 'busy' | 'error' | 'onSubmit' | 'children'>;

const reasonResolver = formResolver(reasonPayloadSchema);

/** A freeze's boxes: the reason, and what the player reads (freezing only; empty sends none). */
interface FreezeDraft {
  reason: string;
  playerMessage: string;
}
type Freeze = z.output<typeof freezePayloadSchema>;

/** A freeze's schema on its body, or an unfreeze's (the reason alone). */
const freezeResolver = (freezing: boolean) =>
  formResolver(
    z
      .custom<FreezeDraft>()
      .transform(({ reason, playerMessage }): z.input<typeof freezePayloadSchema> =>
        freezing && playerMessage.trim() ? { reason, playerMessage } : { reason },
      )
      .pipe(freezing ? freezePayloadSchema : reasonPayloadSchema),
  );

/**
 * An action that only needs a reason: a POST of it to one of the member's action paths, then
 * the notice the answer makes.
 */
function ReasonActionDialog<T = MemberActionValue>({
  member,
  path,
  notice,
  onDone,
  ...frame
}: ActionFrame & {
  member: MemberDetail;
  path: string;
  notice: (value: T) => string;
  onDone: (notice: string) => void;
}) {
  const action = useMemberAction<ReasonPayload, ReasonPayload, T>({
    defaultValues: { reason: '' },
    resolver: reasonResolver,
    call: (body) => adminApi<T>(`/admin/api/members/${member.id}/${path}`, { method: 'POST', body }),
    notice,
    onDone,
    fields: ['reason'],
  });
  return (
    <ActionDialog {...frame} {...action.frame}>
      <ReasonField control={action.form.control} />
    </ActionDialog>
  );
}

export function FreezeDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const freezing = member.status === 'active';
  const { form, frame } = useMemberAction<FreezeDraft, Freeze, MemberActionValue>({
    defaultValues: { reason: '', playerMessage: '' },
    resolver: freezeResolver(freezing),
    call: (body) =>
      adminApi<MemberActionValue>(`/admin/api/members/${member.id}/${freezing ? 'freeze' : 'unfreeze'}`, {
        method: 'POST',
        body,
      }),
    notice: (value) => (freezing ? t('notices.frozen', { count: value.sessionsEnded }) : t('notices.unfrozen')),
    onDone,
    fields: ['reason', 'playerMessage'],
  });
  return (
    <ActionDialog
      testId="member-freeze-dialog"
      title={freezing ? t('actions.freeze') : t('actions.unfreeze')}
      description={
        freezing
          ? t('dialog.freezeText', { username: member.username, count: member.liveSessions })
          : t('dialog.unfreezeText', { username: member.username })
      }
      roles={['support', 'finance']}
      tone={freezing ? 'danger' : 'primary'}
      confirmLabel={freezing ? t('actions.freeze') : t('actions.unfreeze')}
      {...frame}
      onClose={onClose}
    >
      <ReasonField control={form.control} />
      {freezing && (
        <PlainTextField
          control={form.control}
          name="playerMessage"
          type="note"
          label={t('dialog.playerMessage')}
          hint={t('dialog.playerMessageHint')}
          maxLength={FROZEN_MESSAGE_MAX_LENGTH}
          testId="freeze-player-message"
        />
      )}
    </ActionDialog>
  );
}

export function UnbindDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  return (
    <ReasonActionDialog<TwoStepUnbindValue>
      member={member}
      path="two-step/unbind"
      notice={(value) => t('notices.unbindRequested', { id: value.approvalId })}
      onDone={onDone}
      testId="member-unbind-dialog"
      title={t('actions.unbind')}
      description={t('dialog.unbindText', { username: member.username })}
      roles={['support']}
      tone="danger"
      confirmLabel={t('actions.unbind')}
      onClose={onClose}
    />
  );
}

/** The reset code goes to the member's proven contact; the operator learns only where (masked). */
export function PasswordResetDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  return (
    <ReasonActionDialog<PasswordResetValue>
      member={member}
      path="password-reset"
      notice={(value) => t('notices.resetSent', { to: value.sentTo.to })}
      onDone={onDone}
      testId="member-password-dialog"
      title={t('actions.resetPassword')}
      description={t('dialog.resetText', { username: member.username })}
      roles={['support']}
      tone="danger"
      confirmLabel={t('actions.resetPassword')}
      onClose={onClose}
    />
  );
}

/** The refusal of a type or upline change, in the operator's language, from `value.reason`. */
function agentRefusal(error: unknown): AgentRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const reason = (error.value as { reason?: AgentRefusal } | null)?.reason;
  return reason ?? null;
}

/** The agent dialog's boxes: the type, the upline's username as typed (empty: none), the reason. */
interface AgentDraft {
  type: number;
  upline: string;
  reason: string;
}

const agentResolver = formResolver(
  z
    .custom<AgentDraft>()
    .transform(({ type, upline, reason }): z.input<typeof agentPayloadSchema> => ({
      type: type as AgentPayload['type'],
      upline: upline.trim() === '' ? null : upline.trim(),
      reason,
    }))
    .pipe(agentPayloadSchema),
);

export function AgentDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const { t: tc } = useTranslation('common');
  const typeLabel = useTypeLabel();
  const typeHint = useTypeHint();
  // Moving a member who has an upline waits for a second operator: the server answers the request.
  const { form, frame } = useMemberAction<AgentDraft, AgentPayload, MemberActionValue | Approval>({
    defaultValues: {
      type: member.type === MEMBER_TYPE.trial ? 0 : member.type,
      upline: member.upline?.username ?? '',
      reason: '',
    },
    resolver: agentResolver,
    call: (body) =>
      adminApi<MemberActionValue | Approval>(`/admin/api/members/${member.id}/agent`, { method: 'PUT', body }),
    notice: (value) => ('kind' in value ? t('notices.secondOperatorFiled', { id: value.id }) : t('notices.agentSaved')),
    onDone,
    // A refused type or upline says why on its field (the refusal's reason); other field issues as the server names them.
    refused: (error, { setError }) => {
      const refusal = agentRefusal(error);
      for (const [name, code] of Object.entries(serverIssues(error))) {
        setError(name as Path<AgentDraft>, { type: 'server', message: refusal ?? code });
      }
    },
  });
  const type = form.watch('type');
  return (
    <ActionDialog
      testId="member-agent-dialog"
      title={t('actions.agent')}
      description={t('dialog.agentText')}
      roles={['support', 'finance']}
      confirmLabel={t('actions.save')}
      {...frame}
      error={agentRefusal(frame.error) ? null : frame.error}
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="type"
        label={t('fields.type')}
        hint={typeHint(type) || undefined}
        options={ASSIGNABLE_MEMBER_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
        testId="member-agent-type"
      />
      <p className="admin-muted">{tc('agentTypes.same')}</p>
      <TextField
        control={form.control}
        name="upline"
        label={t('fields.upline')}
        hint={t('dialog.uplineHint')}
        maxLength={64}
        testId="member-agent-upline"
      />
      <ReasonField control={form.control} />
    </ActionDialog>
  );
}
