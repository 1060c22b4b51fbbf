import { useTranslation } from 'react-i18next';
import { Field } from '../ui/field';
import { issueAt } from './settings-draft';
import { MoneyInput, Toggle, useIssueText } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';

type Gate = 'withdrawalThresholdMinor' | 'lifetimeWithdrawalThresholdMinor';

/**
 * Age and KYC (decision 042): the minimum age registration asks for, whether the CPF is required,
 * and the withdrawal gates (each off until switched on: an amount above which KYC is needed).
 */
export function KycSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-kyc');
  const issueText = useIssueText();
  const error = (path: string) => issueText(issueAt(draft.issues, path));
  const { kyc, currency, withdrawals } = draft.value!;
  const decimals = draft.saved!.currency.decimals;
  const gate = (key: Gate) => {
    const value = kyc[key];
    return (
      <div className="settings-fields" key={key}>
        <Toggle
          label={t(`settings.${key}`)}
          hint={t(`settings.${key}Hint`)}
          checked={value !== null}
          onChange={(on) => draft.set('kyc', { [key]: on ? withdrawals.maxMinor : null })}
          testId={`kyc-${key}-on`}
        />
        {value !== null ? (
          <MoneyInput
            key={`${key}-${draft.revision}-${value === null}`}
            label={t('settings.amount', { currency: currency.code })}
            minor={value}
            decimals={decimals}
            error={error(`kyc.${key}`)}
            onChange={(minor) => draft.set('kyc', { [key]: minor })}
            onUnreadable={(issue) => draft.markUnreadable(`kyc.${key}`, issue)}
            testId={`kyc-${key}`}
          />
        ) : null}
      </div>
    );
  };
  return (
    <section className="admin-card" data-testid="settings-kyc">
      <h2>{t('settings.title')}</h2>
      <div className="settings-fields">
        <Field label={t('settings.minimumAge')} hint={t('settings.minimumAgeHint')} error={error('kyc.minimumAge')}>
          <select
            value={kyc.minimumAge}
            data-testid="kyc-minimum-age"
            onChange={(e) => draft.set('kyc', { minimumAge: Number(e.target.value) === 21 ? 21 : 18 })}
          >
            <option value={18}>18</option>
            <option value={21}>21</option>
          </select>
        </Field>
        <Toggle
          label={t('settings.cpfRequired')}
          hint={t('settings.cpfRequiredHint')}
          checked={kyc.cpfRequired}
          onChange={(cpfRequired) => draft.set('kyc', { cpfRequired })}
          testId="kyc-cpf-required"
        />
        <Field label={t('settings.withdrawalLevel')} error={error('kyc.withdrawalLevel')}>
          <select
            value={kyc.withdrawalLevel}
            onChange={(e) => draft.set('kyc', { withdrawalLevel: Number(e.target.value) === 2 ? 2 : 1 })}
          >
            <option value={1}>{t('levels.1')}</option>
            <option value={2}>{t('levels.2')}</option>
          </select>
        </Field>
      </div>
      {gate('withdrawalThresholdMinor')}
      {gate('lifetimeWithdrawalThresholdMinor')}
    </section>
  );
}
