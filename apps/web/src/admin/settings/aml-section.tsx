import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@portal/shared/settings';
import { DraftMoney, DraftNumber } from './draft-fields';
import type { SettingsDraft } from './use-settings-draft';

type Aml = BrandSettings['aml'];
const MONEY = ['reportingThresholdMinor', 'lowVarianceWinMinor'] as const;
type MoneyKey = (typeof MONEY)[number];
type CountKey = Exclude<keyof Aml, MoneyKey>;

/** The bounds settings.ts puts on each whole-number threshold. */
const COUNTS: [CountKey, number, number][] = [
  ['lookbackHours', 1, 24 * 90],
  ['structuringCount', 2, 100],
  ['structuringWindowHours', 1, 24 * 30],
  ['lowPlayTurnoverPercent', 1, 1000],
  ['sharedAccessMembers', 2, 100],
  ['sharedAccessWindowHours', 1, 24 * 30],
  ['transferCycleWindowHours', 1, 24 * 30],
  ['transferCycleMaxLength', 2, 6],
  ['lowVarianceWindowHours', 1, 24 * 30],
  ['lowVarianceMaxPayoutPercent', 100, 1000],
  ['lowVarianceSharePercent', 1, 100],
  ['lowVarianceMinBets', 1, 10_000],
];

/** The AML rules' thresholds (decision 043): what the compliance queue's alerts are raised on. */
export function AmlSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-aml');
  const currency = draft.value!.currency.code;
  return (
    <section className="admin-card" data-testid="settings-aml">
      <h2>{t('settings.title')}</h2>
      <p className="admin-muted">{t('settings.hint')}</p>
      <div className="settings-fields">
        {MONEY.map((name) => (
          <DraftMoney
            key={name}
            draft={draft}
            section="aml"
            name={name}
            label={`${t(`settings.${name}`)} (${currency})`}
            testId={`aml-${name}`}
          />
        ))}
        {COUNTS.map(([name, min, max]) => (
          <DraftNumber
            key={name}
            draft={draft}
            section="aml"
            name={name}
            label={t(`settings.${name}`)}
            min={min}
            max={max}
            testId={`aml-${name}`}
          />
        ))}
      </div>
    </section>
  );
}
