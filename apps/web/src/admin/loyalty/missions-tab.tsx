import { useTranslation } from 'react-i18next';
import { useMissions } from './loyalty-api';
import { firstPreviewLanguage } from '../ui/loyalty-controls';
import { CatalogueTab } from './catalogue-tab';
import { useLoyaltyFormat } from './loyalty-format';
import { textIn } from './loyalty-form';
import { MissionEditor } from './mission-editor';
import { isMoneyKind, type MissionAdmin } from './mission-draft';

/** The missions in display order, each with what it asks and pays; the editor in place of the list while open. */
export function MissionsTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation(['admin-loyalty', 'admin']);
  const format = useLoyaltyFormat();
  const missions = useMissions();
  const title = (mission: MissionAdmin) => textIn(mission.title, firstPreviewLanguage(i18n.language)).text || '—';

  return (
    <CatalogueTab
      catalogue="missions"
      canEdit={canEdit}
      query={missions}
      editor={(row, done) => <MissionEditor mission={row} done={done} />}
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
      ]}
    />
  );
}
