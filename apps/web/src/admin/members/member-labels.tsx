import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** 'Player', 'Affiliate', 'Trial account': a member type as the console names it (agent types by name, decision 051). */
export function useTypeLabel() {
  const { t } = useTranslation(['admin-members', 'common']);
  return (type: number) => {
    if (type === MEMBER_TYPE.player) return t('types.player');
    if (type === MEMBER_TYPE.trial) return t('types.trial');
    return t(`common:agentTypes.${type}.name`, { defaultValue: t('types.agent', { type }) });
  };
}

/** What an agent type is for, in a sentence (empty for a player or a trial account). */
export function useTypeHint() {
  const { t } = useTranslation('common');
  return (type: number) =>
    type === MEMBER_TYPE.player || type === MEMBER_TYPE.trial ? '' : t(`agentTypes.${type}.hint`);
}

export function StatusBadge({ status }: { status: 'active' | 'frozen' }) {
  const { t } = useTranslation('admin-members');
  return (
    <span
      className={status === 'frozen' ? 'admin-badge admin-badge--bad' : 'admin-badge admin-badge--good'}
      data-testid="member-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

export function TypeBadge({ type }: { type: number }) {
  const label = useTypeLabel();
  return (
    <span
      className={type === MEMBER_TYPE.player ? 'admin-badge' : 'admin-badge admin-badge--warn'}
      data-testid="member-type"
    >
      {label(type)}
    </span>
  );
}

/** A date and time in the operator's language, or a dash. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
}
