import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { MARKET_CODES, MARKET_PRESETS, marketOf, type MarketCode } from '@portal/shared/market-presets';
import { CheckField } from '../ui/check-field';
import { Field } from '../ui/field';
import { InputField } from '../ui/input-field';
import { otherCurrencyIn } from './bonus-text';
import { issueAt } from './settings-draft';
import { ListInput, MoneyInput, NumberInput, Toggle, useIssueText } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

function useFieldTools(draft: SettingsDraft) {
  const issueText = useIssueText();
  return (path: string) => issueText(issueAt(draft.issues, path));
}

/** The brand's name, contact and display details. */
export function BrandSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const brand = draft.value!.brand;
  const set = (changes: Partial<typeof brand>) => draft.set('brand', changes);
  const currency = draft.value!.currency.code;
  const otherCurrency = otherCurrencyIn(brand.registerBonusText, currency);
  return (
    <section className="admin-card" data-testid="settings-brand">
      <h2>{t('brand.title')}</h2>
      <div className="settings-fields">
        <InputField
          label={t('brand.name')}
          error={error('brand.name')}
          maxLength={60}
          value={brand.name}
          onChange={(value) => set({ name: value })}
          testId="brand-name"
        />
        <Field label={t('brand.merchantCode')} hint={t('brand.merchantCodeHint')} error={error('brand.merchantCode')}>
          <input value={brand.merchantCode} maxLength={40} onChange={(e) => set({ merchantCode: e.target.value })} />
        </Field>
        <InputField
          label={t('brand.supportEmail')}
          error={error('brand.supportEmail')}
          type="email"
          maxLength={120}
          value={brand.supportEmail}
          onChange={(value) => set({ supportEmail: value })}
        />
        <Field label={t('brand.chatHeaderColor')} error={error('brand.chatHeaderColor')}>
          <input
            type="color"
            className="settings-color"
            value={brand.chatHeaderColor}
            onChange={(e) => set({ chatHeaderColor: e.target.value })}
          />
        </Field>
        <InputField
          label={t('brand.registerBonusText')}
          hint={
            otherCurrency
              ? t('brand.registerBonusTextCurrency', { named: otherCurrency, currency })
              : t('brand.registerBonusTextHint', { currency })
          }
          error={error('brand.registerBonusText')}
          maxLength={40}
          value={brand.registerBonusText}
          onChange={(value) => set({ registerBonusText: value })}
          testId="brand-register-bonus"
        />
        <NumberInput
          label={t('brand.ageConfirmation')}
          hint={t('brand.ageConfirmationHint')}
          value={brand.ageConfirmation}
          min={0}
          max={25}
          error={error('brand.ageConfirmation')}
          onChange={(ageConfirmation) => set({ ageConfirmation })}
          testId="brand-age"
        />
        <Field label={t('brand.lotteryType')} error={error('brand.lotteryType')}>
          <input value={brand.lotteryType} maxLength={20} onChange={(e) => set({ lotteryType: e.target.value })} />
        </Field>
        <ListInput
          key={`esports-${draft.revision}`}
          label={t('brand.esportsProviders')}
          hint={t('listHint')}
          values={brand.esportsProviders}
          codes
          error={error('brand.esportsProviders')}
          onChange={(esportsProviders) => set({ esportsProviders })}
        />
      </div>
      <fieldset className="settings-group">
        <legend>{t('brand.prizeModes')}</legend>
        <p className="admin-muted">{t('brand.prizeModesHint')}</p>
        <div className="settings-toggles">
          {PRIZE_MODES.map((mode) => (
            <Toggle
              key={mode}
              label={t(`brand.prizeModeNames.${mode}`)}
              hint={t(`brand.prizeModeHints.${mode}`)}
              checked={brand.prizeModes.includes(mode)}
              onChange={(checked) =>
                set({
                  prizeModes: checked
                    ? PRIZE_MODES.filter((m) => m === mode || brand.prizeModes.includes(m))
                    : brand.prizeModes.filter((m) => m !== mode),
                })
              }
              testId={`prize-mode-${mode}`}
            />
          ))}
        </div>
        {error('brand.prizeModes') && <small className="admin-field__error">{error('brand.prizeModes')}</small>}
      </fieldset>
    </section>
  );
}

/** The languages players may choose and the one a new visitor gets. */
export function LocaleSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const locale = draft.value!.locale;
  const toggle = (language: Language, on: boolean) =>
    draft.set('locale', {
      languages: on
        ? LANGUAGES.filter((l) => l === language || locale.languages.includes(l))
        : locale.languages.filter((l) => l !== language),
    });
  return (
    <section className="admin-card" data-testid="settings-locale">
      <h2>{t('locale.title')}</h2>
      <Field label={t('locale.defaultLanguage')} error={error('locale.defaultLanguage')}>
        <select
          value={locale.defaultLanguage}
          onChange={(e) => draft.set('locale', { defaultLanguage: e.target.value as Language })}
          data-testid="locale-default"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="settings-group">
        <legend>{t('locale.languages')}</legend>
        <div className="settings-checks">
          {LANGUAGES.map((language) => (
            <CheckField
              key={language}
              label={LANGUAGE_NAMES[language]}
              checked={locale.languages.includes(language)}
              onChange={(checked) => toggle(language, checked)}
            />
          ))}
        </div>
        {error('locale.languages') && <small className="admin-field__error">{error('locale.languages')}</small>}
      </fieldset>
    </section>
  );
}

/** Maintenance now, or during a window: players see the maintenance page meanwhile. */
export function MaintenanceSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const maintenance = draft.value!.maintenance;
  return (
    <section className="admin-card" data-testid="settings-maintenance">
      <h2>{t('maintenance.title')}</h2>
      <Toggle
        label={t('maintenance.enabled')}
        hint={t('maintenance.enabledHint')}
        checked={maintenance.enabled}
        error={error('maintenance.enabled')}
        onChange={(enabled) => draft.set('maintenance', { enabled })}
        testId="maintenance-enabled"
      />
      <div className="settings-fields">
        <InputField
          label={t('maintenance.startAt')}
          error={error('maintenance.startAt')}
          type="datetime-local"
          value={toLocalInput(maintenance.startAt)}
          onChange={(value) => draft.set('maintenance', { startAt: fromLocalInput(value) })}
        />
        <InputField
          label={t('maintenance.endAt')}
          hint={t('maintenance.windowHint')}
          error={error('maintenance.endAt')}
          type="datetime-local"
          value={toLocalInput(maintenance.endAt)}
          onChange={(value) => draft.set('maintenance', { endAt: fromLocalInput(value) })}
        />
      </div>
    </section>
  );
}

/** Countries that may not visit, and addresses always let in or kept out. */
export function RegionSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const region = draft.value!.regionRestriction;
  const set = (changes: Partial<typeof region>) => draft.set('regionRestriction', changes);
  return (
    <section className="admin-card" data-testid="settings-region">
      <h2>{t('region.title')}</h2>
      <Toggle
        label={t('region.enabled')}
        hint={t('region.enabledHint')}
        checked={region.enabled}
        error={error('regionRestriction.enabled')}
        onChange={(enabled) => set({ enabled })}
      />
      <div className="settings-fields">
        <ListInput
          key={`countries-${draft.revision}`}
          label={t('region.blockedCountries')}
          hint={t('region.blockedCountriesHint')}
          values={region.blockedCountries}
          codes
          error={error('regionRestriction.blockedCountries')}
          onChange={(blockedCountries) => set({ blockedCountries })}
        />
        <ListInput
          key={`allow-${draft.revision}`}
          label={t('region.ipAllowList')}
          hint={t('region.ipHint')}
          values={region.ipAllowList}
          error={error('regionRestriction.ipAllowList')}
          onChange={(ipAllowList) => set({ ipAllowList })}
        />
        <ListInput
          key={`deny-${draft.revision}`}
          label={t('region.ipDenyList')}
          hint={t('region.ipHint')}
          values={region.ipDenyList}
          error={error('regionRestriction.ipDenyList')}
          onChange={(ipDenyList) => set({ ipDenyList })}
        />
      </div>
    </section>
  );
}

/** The bounds settings.ts puts on the withdrawals' whole-number settings. */
const WITHDRAWAL_COUNTS: ['autoReceiptMinutes' | 'depositTurnoverPercent' | 'recoveryHoldHours', number, number][] = [
  ['autoReceiptMinutes', 1, 43_200],
  ['depositTurnoverPercent', 0, 10_000],
  ['recoveryHoldHours', 0, 720],
];

/** The currency, and the withdrawal limits in it (minor units on the wire, major units here). */
export function MoneySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const { currency, withdrawals, wallet, responsibleGaming } = draft.value!;
  // Stored minor units mean what the saved decimals say; a decimals change applies after saving.
  const decimals = draft.saved!.currency.decimals;
  // A market sets the currency and the languages together; the operator may still change each.
  const applyMarket = (code: MarketCode) => {
    const preset = MARKET_PRESETS[code];
    draft.setSections({
      currency: { ...preset.currency },
      locale: { defaultLanguage: preset.locale.defaultLanguage, languages: [...preset.locale.languages] },
    });
  };
  const money = (key: 'minMinor' | 'maxMinor' | 'dailyMaxMinor') => (
    <MoneyInput
      key={`${key}-${draft.revision}`}
      label={t(`money.${key}` as 'money.minMinor', { currency: currency.code })}
      minor={withdrawals[key]}
      decimals={decimals}
      error={error(`withdrawals.${key}`)}
      onChange={(minor) => draft.set('withdrawals', { [key]: minor })}
      onUnreadable={(issue) => draft.markUnreadable(`withdrawals.${key}`, issue)}
      testId={`withdrawals-${key}`}
    />
  );
  return (
    <section className="admin-card" data-testid="settings-money">
      <h2>{t('money.title')}</h2>
      <p className="admin-muted">{t('money.currencyHint')}</p>
      <div className="settings-fields">
        <Field label={t('money.market')} hint={t('money.marketHint')}>
          <select
            data-testid="settings-market"
            value={marketOf(draft.value!) ?? ''}
            onChange={(event) => applyMarket(event.target.value as MarketCode)}
          >
            <option value="" disabled>
              {t('money.marketCustom')}
            </option>
            {MARKET_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`money.markets.${code}`)}
              </option>
            ))}
          </select>
        </Field>
        <InputField
          label={t('money.code')}
          error={error('currency.code')}
          maxLength={3}
          value={currency.code}
          onChange={(value) => draft.set('currency', { code: value.toUpperCase() })}
        />
        <InputField
          label={t('money.symbol')}
          error={error('currency.symbol')}
          maxLength={4}
          value={currency.symbol}
          onChange={(value) => draft.set('currency', { symbol: value })}
        />
        <NumberInput
          label={t('money.decimals')}
          value={currency.decimals}
          min={0}
          max={4}
          error={error('currency.decimals')}
          onChange={(value) => draft.set('currency', { decimals: value })}
        />
      </div>
      <h3 className="settings-subtitle">{t('money.withdrawals')}</h3>
      <div className="settings-fields">
        {money('minMinor')}
        {money('maxMinor')}
        {money('dailyMaxMinor')}
        {WITHDRAWAL_COUNTS.map(([key, min, max]) => (
          <NumberInput
            key={key}
            label={t(`money.${key}`)}
            hint={t(`money.${key}Hint`)}
            value={withdrawals[key]}
            min={min}
            max={max}
            error={error(`withdrawals.${key}`)}
            onChange={(value) => draft.set('withdrawals', { [key]: value })}
          />
        ))}
        <NumberInput
          label={t('money.coolingOffHours')}
          hint={t('money.coolingOffHoursHint')}
          value={responsibleGaming.coolingOffHours}
          min={24}
          max={720}
          error={error('responsibleGaming.coolingOffHours')}
          onChange={(coolingOffHours) => draft.set('responsibleGaming', { coolingOffHours })}
        />
        <ListInput
          key={`banks-${draft.revision}`}
          label={t('money.banks')}
          hint={t('money.banksHint')}
          values={withdrawals.banks}
          error={error('withdrawals.banks')}
          onChange={(banks) => draft.set('withdrawals', { banks })}
        />
        <ListInput
          key={`transfer-${draft.revision}`}
          label={t('money.transferVendors')}
          hint={t('money.transferVendorsHint')}
          values={wallet.transferVendors}
          codes
          error={error('wallet.transferVendors')}
          onChange={(transferVendors) => draft.set('wallet', { transferVendors })}
        />
      </div>
    </section>
  );
}

/** Analytics and the addresses images and game launches are served from. */
export function DeliverySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useFieldTools(draft);
  const delivery = draft.value!.delivery;
  return (
    <section className="admin-card" data-testid="settings-delivery">
      <h2>{t('delivery.title')}</h2>
      <div className="settings-fields">
        <InputField
          label={t('delivery.analyticsGtagId')}
          error={error('delivery.analyticsGtagId')}
          maxLength={40}
          value={delivery.analyticsGtagId}
          onChange={(value) => draft.set('delivery', { analyticsGtagId: value.trim() })}
        />
        <ListInput
          key={`images-${draft.revision}`}
          label={t('delivery.imageCDNs')}
          hint={t('delivery.urlHint')}
          values={delivery.imageCDNs}
          error={error('delivery.imageCDNs')}
          onChange={(imageCDNs) => draft.set('delivery', { imageCDNs })}
        />
        <ListInput
          key={`launch-${draft.revision}`}
          label={t('delivery.launchGameCDNs')}
          hint={t('delivery.urlHint')}
          values={delivery.launchGameCDNs}
          error={error('delivery.launchGameCDNs')}
          onChange={(launchGameCDNs) => draft.set('delivery', { launchGameCDNs })}
        />
      </div>
    </section>
  );
}
