import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@portal/shared/settings';
import { MoneyField, NumberField } from '../../ui/form/form-fields';
import type { SettingsDraft } from './use-settings-draft';
import { SettingsCard } from './settings-card';

type Aml = BrandSettings['aml'];
const MONEY = ['reportingThresholdMinor', 'lowVarianceWinMinor'] as const;
type MoneyKey = (typeof MONEY)[number];

/** The whole-number thresholds, in the order the form shows them (their bounds are the settings schema's). */
const COUNTS: Exclude<keyof Aml, MoneyKey>[] = [
  'lookbackHours',
  'structuringCount',
  'structuringWindowHours',
  'lowPlayTurnoverPercent',
  'sharedAccessMembers',
  'sharedAccessWindowHours',
  'transferCycleWindowHours',
  'transferCycleMaxLength',
  'lowVarianceWindowHours',
  'lowVarianceMaxPayoutPercent',
  'lowVarianceSharePercent',
  'lowVarianceMinBets',
];

/** The AML rules' thresholds (decision 043): what the compliance queue's alerts are raised on. */
export function AmlSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-aml');
  const { control } = draft;
  return (
    <SettingsCard title={t('settings.title')} hint={t('settings.hint')} testId="settings-aml">
      <div className="settings-fields">
        {MONEY.map((name) => (
          <MoneyField
            key={name}
            control={control}
            name={`aml.${name}`}
            label={t(`settings.${name}`)}
            currency={draft.value!.currency.code}
            testId={`aml-${name}`}
          />
        ))}
        {COUNTS.map((name) => (
          <NumberField
            key={name}
            control={control}
            name={`aml.${name}`}
            label={t(`settings.${name}`)}
            testId={`aml-${name}`}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
