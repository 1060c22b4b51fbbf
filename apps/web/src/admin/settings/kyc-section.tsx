import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../ui/form/form-fields';
import { DraftMoney, useDraftIssue } from './draft-fields';
import { Toggle } from './settings-controls';
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
        <FieldFrame
          label={t('settings.minimumAge')}
          hint={t('settings.minimumAgeHint')}
          error={error('kyc.minimumAge')}
        >
          {(aria) => (
            <select
              {...aria}
              value={kyc.minimumAge}
              data-testid="kyc-minimum-age"
              onChange={(e) => draft.set('kyc', { minimumAge: Number(e.target.value) === 21 ? 21 : 18 })}
            >
              <option value={18}>18</option>
              <option value={21}>21</option>
            </select>
          )}
        </FieldFrame>
        <Toggle
          label={t('settings.cpfRequired')}
          hint={t('settings.cpfRequiredHint')}
          checked={kyc.cpfRequired}
          onChange={(cpfRequired) => draft.set('kyc', { cpfRequired })}
          testId="kyc-cpf-required"
        />
        <FieldFrame label={t('settings.withdrawalLevel')} error={error('kyc.withdrawalLevel')}>
          {(aria) => (
            <select
              {...aria}
              value={kyc.withdrawalLevel}
              onChange={(e) => draft.set('kyc', { withdrawalLevel: Number(e.target.value) === 2 ? 2 : 1 })}
            >
              <option value={1}>{t('levels.1')}</option>
              <option value={2}>{t('levels.2')}</option>
            </select>
          )}
        </FieldFrame>
      </div>
      {gate('withdrawalThresholdMinor')}
      {gate('lifetimeWithdrawalThresholdMinor')}
    </section>
  );
}
