import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@portal/shared/languages';
import { MARKET_CODES, MARKET_PRESETS, marketOf, type MarketCode } from '@portal/shared/market-presets';
import { NumberField, MoneyField, SelectField, TextField } from '../../ui/form/form-fields';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { DateTimeField } from '../ui/date-time-field';
import { AgeConfirmationField } from './age-confirmation-field';
import { otherCurrencyIn } from './bonus-text';
import { SelectInput } from './settings-controls';
import { ChoicesField, ColorField, SwitchField } from './settings-fields';
import type { SettingsDraft } from './use-settings-draft';
import { SettingsCard } from './settings-card';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** The brand's name, contact and display details. */
export function BrandSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { control } = draft;
  const currency = draft.value!.currency.code;
  const otherCurrency = otherCurrencyIn(draft.value!.brand.registerBonusText, currency);
  return (
    <SettingsCard title={t('brand.title')} testId="settings-brand">
      <div className="settings-fields">
        <TextField control={control} name="brand.name" label={t('brand.name')} maxLength={60} testId="brand-name" />
        <TextField
          control={control}
          name="brand.merchantCode"
          label={t('brand.merchantCode')}
          hint={t('brand.merchantCodeHint')}
          maxLength={40}
        />
        <TextField
          control={control}
          name="brand.supportEmail"
          label={t('brand.supportEmail')}
          inputMode="email"
          maxLength={120}
          plain
        />
        <ColorField control={control} name="brand.chatHeaderColor" label={t('brand.chatHeaderColor')} />
        <TextField
          control={control}
          name="brand.registerBonusText"
          label={t('brand.registerBonusText')}
          hint={
            otherCurrency
              ? t('brand.registerBonusTextCurrency', { named: otherCurrency, currency })
              : t('brand.registerBonusTextHint', { currency })
          }
          maxLength={40}
          testId="brand-register-bonus"
        />
        <AgeConfirmationField draft={draft} testId="brand-age" />
        <TextField control={control} name="brand.lotteryType" label={t('brand.lotteryType')} maxLength={20} />
        <PlainTextField
          control={control}
          name="brand.esportsProviders"
          type="note"
          label={t('brand.esportsProviders')}
          hint={t('listHint')}
        />
      </div>
      <ChoicesField
        control={control}
        name="brand.prizeModes"
        label={t('brand.prizeModes')}
        hint={t('brand.prizeModesHint')}
        look="switches"
        options={PRIZE_MODES.map((mode) => ({
          value: mode,
          label: t(`brand.prizeModeNames.${mode}`),
          hint: t(`brand.prizeModeHints.${mode}`),
        }))}
        testId="prize-mode"
      />
    </SettingsCard>
  );
}

/** The languages players may choose and the one a new visitor gets. */
export function LocaleSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));
  return (
    <SettingsCard title={t('locale.title')} testId="settings-locale">
      <SelectField
        control={draft.control}
        name="locale.defaultLanguage"
        label={t('locale.defaultLanguage')}
        options={options}
        testId="locale-default"
      />
      <ChoicesField
        control={draft.control}
        name="locale.languages"
        label={t('locale.languages')}
        look="checks"
        options={options}
      />
    </SettingsCard>
  );
}

/** Maintenance now, or during a window: players see the maintenance page meanwhile. */
export function MaintenanceSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { control } = draft;
  return (
    <SettingsCard title={t('maintenance.title')} testId="settings-maintenance">
      <SwitchField
        control={control}
        name="maintenance.enabled"
        label={t('maintenance.enabled')}
        hint={t('maintenance.enabledHint')}
        testId="maintenance-enabled"
      />
      <div className="settings-fields">
        <DateTimeField control={control} name="maintenance.startAt" label={t('maintenance.startAt')} />
        <DateTimeField
          control={control}
          name="maintenance.endAt"
          label={t('maintenance.endAt')}
          hint={t('maintenance.windowHint')}
        />
      </div>
    </SettingsCard>
  );
}

/** Countries that may not visit, and addresses always let in or kept out. */
export function RegionSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { control } = draft;
  return (
    <SettingsCard title={t('region.title')} testId="settings-region">
      <SwitchField
        control={control}
        name="regionRestriction.enabled"
        label={t('region.enabled')}
        hint={t('region.enabledHint')}
      />
      <div className="settings-fields">
        <PlainTextField
          control={control}
          name="regionRestriction.blockedCountries"
          type="note"
          label={t('region.blockedCountries')}
          hint={t('region.blockedCountriesHint')}
        />
        {(['ipAllowList', 'ipDenyList'] as const).map((name) => (
          <PlainTextField
            key={name}
            control={control}
            name={`regionRestriction.${name}`}
            type="note"
            label={t(`region.${name}`)}
            hint={t('region.ipHint')}
          />
        ))}
      </div>
    </SettingsCard>
  );
}

/** The withdrawals' whole-number settings (their bounds are the settings schema's). */
const WITHDRAWAL_COUNTS = ['autoReceiptMinutes', 'depositTurnoverPercent', 'recoveryHoldHours'] as const;

/** The currency, and the withdrawal limits in it (minor units on the wire, major units here). */
export function MoneySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { control } = draft;
  const { currency } = draft.value!;
  // A market sets the currency and the languages together; the operator may still change each.
  const applyMarket = (code: MarketCode) => {
    const preset = MARKET_PRESETS[code];
    draft.setSection('currency', { ...preset.currency });
    draft.setSection('locale', {
      defaultLanguage: preset.locale.defaultLanguage,
      languages: [...preset.locale.languages],
    });
  };
  const list = (name: 'withdrawals.banks' | 'wallet.transferVendors', key: 'banks' | 'transferVendors') => (
    <PlainTextField control={control} name={name} type="note" label={t(`money.${key}`)} hint={t(`money.${key}Hint`)} />
  );
  return (
    <SettingsCard title={t('money.title')} hint={t('money.currencyHint')} testId="settings-money">
      <div className="settings-fields">
        <SelectInput
          label={t('money.market')}
          hint={t('money.marketHint')}
          value={marketOf(draft.value!) ?? ''}
          blank={t('money.marketCustom')}
          options={MARKET_CODES.map((code) => ({ value: code, label: t(`money.markets.${code}`) }))}
          onChange={applyMarket}
          testId="settings-market"
        />
        <TextField
          control={control}
          name="currency.code"
          label={t('money.code')}
          maxLength={3}
          normalize={(text) => text.toUpperCase()}
          plain
        />
        <TextField control={control} name="currency.symbol" label={t('money.symbol')} maxLength={4} />
        <NumberField control={control} name="currency.decimals" label={t('money.decimals')} />
      </div>
      <h3 className="settings-subtitle">{t('money.withdrawals')}</h3>
      <div className="settings-fields">
        {(['minMinor', 'maxMinor', 'dailyMaxMinor'] as const).map((name) => (
          <MoneyField
            key={name}
            control={control}
            name={`withdrawals.${name}`}
            label={t(`money.${name}`, { currency: currency.code })}
            testId={`withdrawals-${name}`}
          />
        ))}
        {WITHDRAWAL_COUNTS.map((name) => (
          <NumberField
            key={name}
            control={control}
            name={`withdrawals.${name}`}
            label={t(`money.${name}`)}
            hint={t(`money.${name}Hint`)}
          />
        ))}
        <NumberField
          control={control}
          name="responsibleGaming.coolingOffHours"
          label={t('money.coolingOffHours')}
          hint={t('money.coolingOffHoursHint')}
        />
        {list('withdrawals.banks', 'banks')}
        {list('wallet.transferVendors', 'transferVendors')}
      </div>
    </SettingsCard>
  );
}

/** Analytics and the addresses images and game launches are served from. */
export function DeliverySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsCard title={t('delivery.title')} testId="settings-delivery">
      <div className="settings-fields">
        <TextField
          control={draft.control}
          name="delivery.analyticsGtagId"
          label={t('delivery.analyticsGtagId')}
          maxLength={40}
          normalize={(text) => text.trim()}
          plain
        />
        {(['imageCDNs', 'launchGameCDNs'] as const).map((name) => (
          <PlainTextField
            key={name}
            control={draft.control}
            name={`delivery.${name}`}
            type="note"
            label={t(`delivery.${name}`)}
            hint={t('delivery.urlHint')}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
