import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { failureText } from './settings-lists';
import type { SettingsDraft } from './use-settings-draft';

/** Save and discard for the settings draft, with what is pending and what the server said. */
export function SettingsSaveBar({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { t: tAdmin } = useTranslation('admin');
  const pending = draft.changes > 0;

  // Closing the tab with a draft open asks first (the browser's own question).
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const status = draft.saving
    ? t('save.saving')
    : pending
      ? t('save.changes', { count: draft.changes })
      : draft.savedNow
        ? t('save.saved')
        : t('save.none');

  return (
    <div className="settings-savebar" data-testid="settings-savebar">
      <div className="settings-savebar__status">
        <span role="status" data-testid="settings-save-status">
          {status}
        </span>
        {draft.blocked && <small className="admin-field__error">{t('save.unreadable')}</small>}
        {draft.failure && (
          <small className="admin-field__error" role="alert" data-testid="settings-save-error">
            {failureText(draft.failure, tAdmin('failed'))}
          </small>
        )}
      </div>
      <div className="admin-actions">
        <Button onClick={draft.discard} disabled={!pending || draft.saving} data-testid="settings-discard">
          {t('save.discard')}
        </Button>
        <Button
          variant="primary"
          onClick={draft.save}
          disabled={!pending || draft.saving || draft.blocked}
          aria-busy={draft.saving}
          data-testid="settings-save"
        >
          {t('save.save')}
        </Button>
      </div>
    </div>
  );
}
