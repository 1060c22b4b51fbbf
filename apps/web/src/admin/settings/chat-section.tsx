import { useTranslation } from 'react-i18next';
import { NumberField } from '../../ui/form/form-fields';
import type { SettingsDraft } from './use-settings-draft';
import { SettingsCard } from './settings-card';

/** How long live chat is kept (decision 060): older messages and their images are deleted. */
export function ChatSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsCard title={t('chat.title')} testId="settings-chat">
      <div className="settings-fields">
        <NumberField
          control={draft.control}
          name="chat.retentionDays"
          label={t('chat.retentionDays')}
          hint={t('chat.retentionDaysHint')}
          testId="chat-retention-days"
        />
      </div>
    </SettingsCard>
  );
}
