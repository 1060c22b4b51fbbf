import { useTranslation } from 'react-i18next';
import { issueAt } from './settings-draft';
import { NumberInput, useIssueText } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';

/** How long live chat is kept (decision 060): older messages and their images are deleted. */
export function ChatSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const issueText = useIssueText();
  return (
    <section className="admin-card" data-testid="settings-chat">
      <h2>{t('chat.title')}</h2>
      <div className="settings-fields">
        <NumberInput
          label={t('chat.retentionDays')}
          hint={t('chat.retentionDaysHint')}
          value={draft.value!.chat.retentionDays}
          min={30}
          max={3650}
          error={issueText(issueAt(draft.issues, 'chat.retentionDays'))}
          onChange={(retentionDays) => draft.set('chat', { retentionDays })}
          testId="chat-retention-days"
        />
      </div>
    </section>
  );
}
