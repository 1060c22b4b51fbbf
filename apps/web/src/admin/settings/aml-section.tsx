import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@portal/shared/settings';
import { issueAt } from './settings-draft';
import { MoneyInput, NumberInput, useIssueText } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';

type Aml = BrandSettings['aml'];
type MoneyKey = 'reportingThresholdMinor' | 'lowVarianceWinMinor';
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
  const issueText = useIssueText();
  const error = (path: string) => issueText(issueAt(draft.issues, path));
  const { aml, currency } = draft.value!;
  // Stored minor units mean what the saved decimals say, as in the money section.
  const decimals = draft.saved!.currency.decimals;
  const money = (key: MoneyKey) => (
    <MoneyInput
      key={`${key}-${draft.revision}`}
      label={`${t(`settings.${key}`)} (${currency.code})`}
      minor={aml[key]}
      decimals={decimals}
      error={error(`aml.${key}`)}
      onChange={(minor) => draft.set('aml', { [key]: minor })}
      onUnreadable={(issue) => draft.markUnreadable(`aml.${key}`, issue)}
      testId={`aml-${key}`}
    />
  );
  return (
    <section className="admin-card" data-testid="settings-aml">
      <h2>{t('settings.title')}</h2>
      <p className="admin-muted">{t('settings.hint')}</p>
      <div className="settings-fields">
        {money('reportingThresholdMinor')}
        {money('lowVarianceWinMinor')}
        {COUNTS.map(([key, min, max]) => (
          <NumberInput
            key={key}
            label={t(`settings.${key}`)}
            value={aml[key]}
            min={min}
            max={max}
            error={error(`aml.${key}`)}
            onChange={(value) => draft.set('aml', { [key]: value })}
            testId={`aml-${key}`}
          />
        ))}
      </div>
    </section>
  );
}
