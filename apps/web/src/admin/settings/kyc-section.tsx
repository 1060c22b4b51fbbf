import { useTranslation } from 'react-i18next';
import { DraftMoney, useDraftIssue } from './draft-fields';
import { SelectInput, Toggle } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';

type Gate = 'withdrawalThresholdMinor' | 'lifetimeWithdrawalThresholdMinor';

/**
 * Age and KYC (decision 042): the minimum age registration asks for, whether the CPF is required,
 * and the withdrawal gates (each off until switched on: an amount above which KYC is needed).
 */
export function KycSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-kyc');
  const error = useDraftIssue(draft);
  const { kyc, currency, withdrawals } = draft.value!;
  const gate = (key: Gate) => (
    <div className="settings-fields" key={key}>
      <Toggle
        label={t(`settings.${key}`)}
        hint={t(`settings.${key}Hint`)}
        checked={kyc[key] !== null}
        onChange={(on) => draft.set('kyc', { [key]: on ? withdrawals.maxMinor : null })}
        testId={`kyc-${key}-on`}
      />
      {kyc[key] !== null ? (
        <DraftMoney
          draft={draft}
          section="kyc"
          name={key}
          label={t('settings.amount', { currency: currency.code })}
          testId={`kyc-${key}`}
        />
      ) : null}
    </div>
  );
  return (
    <section className="admin-card" data-testid="settings-kyc">
      <h2>{t('settings.title')}</h2>
      <div className="settings-fields">
        <SelectInput
          label={t('settings.minimumAge')}
          hint={t('settings.minimumAgeHint')}
          error={error('kyc.minimumAge')}
          value={kyc.minimumAge}
          options={([18, 21] as const).map((age) => ({ value: age, label: String(age) }))}
          onChange={(minimumAge) => draft.set('kyc', { minimumAge })}
          testId="kyc-minimum-age"
        />
        <Toggle
          label={t('settings.cpfRequired')}
          hint={t('settings.cpfRequiredHint')}
          checked={kyc.cpfRequired}
          onChange={(cpfRequired) => draft.set('kyc', { cpfRequired })}
          testId="kyc-cpf-required"
        />
        <SelectInput
          label={t('settings.withdrawalLevel')}
          error={error('kyc.withdrawalLevel')}
          value={kyc.withdrawalLevel}
          options={([1, 2] as const).map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          onChange={(withdrawalLevel) => draft.set('kyc', { withdrawalLevel })}
        />
      </div>
      {gate('withdrawalThresholdMinor')}
      {gate('lifetimeWithdrawalThresholdMinor')}
    </section>
  );
}
