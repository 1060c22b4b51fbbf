import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { DataTable } from '../ui/data-table';
import { useMissions } from './loyalty-api';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { useLoyaltyFormat } from './loyalty-format';
import { textIn } from './loyalty-form';
import { MissionEditor } from './mission-editor';
import { isMoneyKind, type MissionAdmin } from './mission-draft';

/** The missions in display order, each with what it asks and pays; the editor in place of the list while open. */
export function MissionsTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const missions = useMissions();
  const [editing, setEditing] = useState<MissionAdmin | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const title = (mission: MissionAdmin) => textIn(mission.title, firstPreviewLanguage(i18n.language)).text || '—';
  const rows = missions.data && [...missions.data.list].sort((a, b) => a.position - b.position || a.id - b.id);

  if (editing !== null) {
    return (
      <MissionEditor
        mission={editing === 'new' ? null : editing}
        done={(saved) => {
          setEditing(null);
          setNotice(saved ? t('admin:states.saved') : null);
        }}
      />
    );
  }

  return (
    <div className="loyalty-tab" data-testid="loyalty-missions">
      <div className="admin-filters">
        <p className="admin-muted loyalty-note">{t('missions.subtitle')}</p>
        {canEdit && (
          <span className="loyalty-filter-end">
            <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid="mission-new">
              {t('missions.new')}
            </Button>
          </span>
        )}
      </div>
      {notice && (
        <p className="loyalty-notice" role="status" data-testid="mission-notice">
          {notice}
        </p>
      )}
      {missions.isError && (
        <p className="admin-error" role="alert">
          {missions.error.message}
        </p>
      )}
      <DataTable
        testId="mission-list"
        rows={rows}
        rowKey={(row) => row.id}
        loading={missions.isPending}
        empty={canEdit ? t('missions.empty') : t('missions.emptyReadOnly')}
        columns={[
          {
            key: 'title',
            header: t('missions.title'),
            cell: (row) => (
              <span className="loyalty-cell-text" data-testid={`mission-title-${row.id}`}>
                {title(row)}
              </span>
            ),
          },
          { key: 'period', header: t('missions.period'), cell: (row) => t(`periods.${row.period}`) },
          {
            key: 'goal',
            header: t('missions.goal'),
            cell: (row) => (
              <span className="loyalty-stack">
                <span>
                  {t(`missions.goals.${row.kind}`, {
                    target: isMoneyKind(row.kind) ? format.money(row.target) : format.number(row.target),
                  })}
                </span>
                {row.product && <small className="admin-muted">{t(`products.${row.product}`)}</small>}
              </span>
            ),
          },
          {
            key: 'reward',
            header: t('missions.reward'),
            numeric: true,
            cell: (row) => (
              <span className="loyalty-stack">
                <span>{format.money(row.reward)}</span>
                <small className="admin-muted">
                  {row.rewardWallet === 'bonus'
                    ? t('missions.bonusWagering', { multiple: row.wageringMultiple })
                    : t('wallets.main')}
                </small>
              </span>
            ),
          },
          {
            key: 'points',
            header: t('missions.missionPoints'),
            numeric: true,
            cell: (row) => format.number(row.missionPoints),
          },
          {
            key: 'enabled',
            header: t('admin:fields.status'),
            cell: (row) => (
              <span className={row.enabled ? 'admin-badge admin-badge--good' : 'admin-badge'}>
                {row.enabled ? t('states.on') : t('states.off')}
              </span>
            ),
          },
          { key: 'position', header: t('fields.position'), numeric: true, cell: (row) => row.position },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  header: '',
                  cell: (row: MissionAdmin) => (
                    <Button size="sm" onClick={() => setEditing(row)} data-testid={`mission-edit-${row.id}`}>
                      {t('admin:actions.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
