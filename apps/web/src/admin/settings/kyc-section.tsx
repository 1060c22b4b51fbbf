import { useTranslation } from 'react-i18next';
import { MoneyField, SelectField } from '../../ui/form/form-fields';
import { Toggle } from './settings-controls';
import { SwitchField } from './settings-fields';
import type { SettingsDraft } from './use-settings-draft';
import { SettingsCard } from './settings-card';

type Gate = 'withdrawalThresholdMinor' | 'lifetimeWithdrawalThresholdMinor';

/**
 * Age and KYC (decision 042): the minimum age registration asks for, whether the CPF is required,
 * and the withdrawal gates (each off until switched on: an amount above which KYC is needed).
 */
export function KycSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-kyc');
  const { control } = draft;
  const { kyc, currency } = draft.value!;
  const gate = (key: Gate, on = kyc[key] !== null) => (
    <div className="settings-fields" key={key}>
      <Toggle
        label={t(`settings.${key}`)}
        hint={t(`settings.${key}Hint`)}
        checked={on}
        // Switched on at the largest withdrawal, as typed now.
        onChange={(next) => draft.set(`kyc.${key}`, next ? draft.form.getValues('withdrawals.maxMinor') : null)}
        testId={`kyc-${key}-on`}
      />
      {on ? (
        <MoneyField
          control={control}
          name={`kyc.${key}`}
          label={t('settings.amount', { currency: currency.code })}
          testId={`kyc-${key}`}
        />
      ) : null}
    </div>
  );
  return (
    <SettingsCard title={t('settings.title')} testId="settings-kyc">
      <div className="settings-fields">
        <SelectField
          control={control}
          name="kyc.minimumAge"
          label={t('settings.minimumAge')}
          hint={t('settings.minimumAgeHint')}
          options={['18', '21'].map((age) => ({ value: age, label: age }))}
          testId="kyc-minimum-age"
        />
        <SwitchField
          control={control}
          name="kyc.cpfRequired"
          label={t('settings.cpfRequired')}
          hint={t('settings.cpfRequiredHint')}
          testId="kyc-cpf-required"
        />
        <SelectField
          control={control}
          name="kyc.withdrawalLevel"
          label={t('settings.withdrawalLevel')}
          options={(['1', '2'] as const).map((level) => ({ value: level, label: t(`levels.${level}`) }))}
        />
      </div>
      {gate('withdrawalThresholdMinor')}
      {gate('lifetimeWithdrawalThresholdMinor')}
    </SettingsCard>
  );
}
