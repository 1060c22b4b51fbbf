import { useTranslation } from 'react-i18next';
import { NumberField } from '../../ui/form/form-fields';
import type { SettingsDraft } from './use-settings-draft';

/** How long live chat is kept (decision 060): older messages and their images are deleted. */
export function ChatSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  return (
    <section className="admin-card" data-testid="settings-chat">
      <h2>{t('chat.title')}</h2>
      <div className="settings-fields">
        <NumberField
          control={draft.control}
          name="chat.retentionDays"
          label={t('chat.retentionDays')}
          hint={t('chat.retentionDaysHint')}
          testId="chat-retention-days"
        />
      </div>
    </section>
  );
}
