import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { MEMBER_TYPE } from '@portal/shared/constants';
import {
  ASSIGNABLE_MEMBER_TYPES,
  FROZEN_MESSAGE_MAX_LENGTH,
  type AgentRefusal,
  type MemberActionValue,
  type PasswordResetValue,
  type TwoStepUnbindValue,
} from '@portal/shared/contracts/member-admin';
import { ApiError } from '../../lib/api-client';
import { adminApi } from '../lib/admin-api';
import { Field } from '../ui/field';
import { InputField } from '../ui/input-field';
import { TextAreaField } from '../ui/text-area-field';
import { ActionDialog, ReasonField, useReason } from './action-dialog';
import { useTypeHint, useTypeLabel } from './member-labels';
import type { Approval, MemberDetail } from './members-api';

interface DialogProps {
  member: MemberDetail;
  onClose: () => void;
  /** The action went through: what to tell the operator. */
  onDone: (notice: string) => void;
}

type ActionFrame = Omit<Parameters<typeof ActionDialog>[0], 'busy' | 'error' | 'onSubmit' | 'children'>;

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
  const reason = useReason();
  const action = useMutation({
    mutationFn: () =>
      adminApi<T>(`/admin/api/members/${member.id}/${path}`, { method: 'POST', body: { reason: reason.text } }),
  });
  const submit = () => {
    if (reason.attempt()) action.mutate(undefined, { onSuccess: (value) => onDone(notice(value)) });
  };
  return (
    <ActionDialog {...frame} busy={action.isPending} error={action.error} onSubmit={submit}>
      <ReasonField {...reason.field} />
    </ActionDialog>
  );
}

export function FreezeDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const freezing = member.status === 'active';
  const reason = useReason();
  const [playerMessage, setPlayerMessage] = useState('');
  const action = useMutation({
    mutationFn: () =>
      adminApi<MemberActionValue>(`/admin/api/members/${member.id}/${freezing ? 'freeze' : 'unfreeze'}`, {
        method: 'POST',
        body: freezing && playerMessage.trim() ? { reason: reason.text, playerMessage } : { reason: reason.text },
      }),
  });
  const submit = () => {
    if (!reason.attempt()) return;
    action.mutate(undefined, {
      onSuccess: (value) =>
        onDone(freezing ? t('notices.frozen', { count: value.sessionsEnded }) : t('notices.unfrozen')),
    });
  };
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
      busy={action.isPending}
      error={action.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField {...reason.field} />
      {freezing && (
        <TextAreaField
          label={t('dialog.playerMessage')}
          hint={t('dialog.playerMessageHint')}
          maxLength={FROZEN_MESSAGE_MAX_LENGTH}
          value={playerMessage}
          onChange={setPlayerMessage}
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

export function AgentDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admin-members');
  const { t: tc } = useTranslation('common');
  const typeLabel = useTypeLabel();
  const typeHint = useTypeHint();
  const [type, setType] = useState<number>(member.type === MEMBER_TYPE.trial ? 0 : member.type);
  const [upline, setUpline] = useState(member.upline?.username ?? '');
  const reason = useReason();
  // Moving a member who has an upline waits for a second operator: the server answers the request.
  const action = useMutation({
    mutationFn: () =>
      adminApi<MemberActionValue | Approval>(`/admin/api/members/${member.id}/agent`, {
        method: 'PUT',
        body: { type, upline: upline.trim() === '' ? null : upline.trim(), reason: reason.text },
      }),
  });
  const submit = () => {
    if (!reason.attempt()) return;
    action.mutate(undefined, {
      onSuccess: (value) =>
        onDone('kind' in value ? t('notices.secondOperatorFiled', { id: value.id }) : t('notices.agentSaved')),
    });
  };
  const refusal = agentRefusal(action.error);
  return (
    <ActionDialog
      testId="member-agent-dialog"
      title={t('actions.agent')}
      description={t('dialog.agentText')}
      roles={['support', 'finance']}
      confirmLabel={t('actions.save')}
      busy={action.isPending}
      error={refusal ? null : action.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t('fields.type')}
        hint={typeHint(type) || undefined}
        error={refusal === 'TRIAL_ACCOUNT' ? t(`refusals.${refusal}`) : undefined}
      >
        <select value={type} onChange={(e) => setType(Number(e.target.value))} data-testid="member-agent-type">
          {ASSIGNABLE_MEMBER_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabel(value)}
            </option>
          ))}
        </select>
      </Field>
      <p className="admin-muted">{tc('agentTypes.same')}</p>
      <InputField
        label={t('fields.upline')}
        hint={t('dialog.uplineHint')}
        error={refusal && refusal !== 'TRIAL_ACCOUNT' ? t(`refusals.${refusal}`) : undefined}
        maxLength={64}
        value={upline}
        onChange={setUpline}
        testId="member-agent-upline"
      />
      <ReasonField {...reason.field} />
    </ActionDialog>
  );
}
