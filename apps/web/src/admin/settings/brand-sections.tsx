import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@portal/shared/languages';
import { MARKET_CODES, MARKET_PRESETS, marketOf, type MarketCode } from '@portal/shared/market-presets';
import { CheckField } from '../ui/check-field';
import { FieldFrame } from '../../ui/form/form-fields';
import { InputField } from '../ui/input-field';
import { AgeConfirmationField } from './age-confirmation-field';
import { otherCurrencyIn } from './bonus-text';
import { DraftList, DraftMoney, DraftNumber, DraftText, useDraftIssue } from './draft-fields';
import { SelectInput, Toggle } from './settings-controls';
import type { SettingsDraft } from './use-settings-draft';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** The brand's name, contact and display details. */
export function BrandSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const error = useDraftIssue(draft);
  const brand = draft.value!.brand;
  const set = (changes: Partial<typeof brand>) => draft.set('brand', changes);
  const currency = draft.value!.currency.code;
  const otherCurrency = otherCurrencyIn(brand.registerBonusText, currency);
  return (
    <section className="admin-card" data-testid="settings-brand">
      <h2>{t('brand.title')}</h2>
      <div className="settings-fields">
        <DraftText
          draft={draft}
          section="brand"
          name="name"
          label={t('brand.name')}
          maxLength={60}
          testId="brand-name"
        />
        <DraftText
          draft={draft}
          section="brand"
          name="merchantCode"
          label={t('brand.merchantCode')}
          hint={t('brand.merchantCodeHint')}
          maxLength={40}
        />
        <DraftText
          draft={draft}
          section="brand"
          name="supportEmail"
          label={t('brand.supportEmail')}
          type="email"
          maxLength={120}
        />
        <FieldFrame label={t('brand.chatHeaderColor')} error={error('brand.chatHeaderColor')}>
          {(aria) => (
            <input
              {...aria}
              type="color"
              className="settings-color"
              value={brand.chatHeaderColor}
              onChange={(e) => set({ chatHeaderColor: e.target.value })}
            />
          )}
        </FieldFrame>
        <DraftText
          draft={draft}
          section="brand"
          name="registerBonusText"
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
        <DraftText draft={draft} section="brand" name="lotteryType" label={t('brand.lotteryType')} maxLength={20} />
        <DraftList
          draft={draft}
          section="brand"
          name="esportsProviders"
          label={t('brand.esportsProviders')}
          hint={t('listHint')}
          codes
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
  const error = useDraftIssue(draft);
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
      <SelectInput
        label={t('locale.defaultLanguage')}
        error={error('locale.defaultLanguage')}
        value={locale.defaultLanguage}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        onChange={(defaultLanguage) => draft.set('locale', { defaultLanguage })}
        testId="locale-default"
      />
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
  const error = useDraftIssue(draft);
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
  const error = useDraftIssue(draft);
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
        <DraftList
          draft={draft}
          section="regionRestriction"
          name="blockedCountries"
          label={t('region.blockedCountries')}
          hint={t('region.blockedCountriesHint')}
          codes
        />
        {(['ipAllowList', 'ipDenyList'] as const).map((name) => (
          <DraftList
            key={name}
            draft={draft}
            section="regionRestriction"
            name={name}
            label={t(`region.${name}`)}
            hint={t('region.ipHint')}
          />
        ))}
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
  const { currency } = draft.value!;
  // A market sets the currency and the languages together; the operator may still change each.
  const applyMarket = (code: MarketCode) => {
    const preset = MARKET_PRESETS[code];
    draft.setSections({
      currency: { ...preset.currency },
      locale: { defaultLanguage: preset.locale.defaultLanguage, languages: [...preset.locale.languages] },
    });
  };
  return (
    <section className="admin-card" data-testid="settings-money">
      <h2>{t('money.title')}</h2>
      <p className="admin-muted">{t('money.currencyHint')}</p>
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
        <DraftText
          draft={draft}
          section="currency"
          name="code"
          label={t('money.code')}
          maxLength={3}
          normalize={(text) => text.toUpperCase()}
        />
        <DraftText draft={draft} section="currency" name="symbol" label={t('money.symbol')} maxLength={4} />
        <DraftNumber draft={draft} section="currency" name="decimals" label={t('money.decimals')} min={0} max={4} />
      </div>
      <h3 className="settings-subtitle">{t('money.withdrawals')}</h3>
      <div className="settings-fields">
        {(['minMinor', 'maxMinor', 'dailyMaxMinor'] as const).map((name) => (
          <DraftMoney
            key={name}
            draft={draft}
            section="withdrawals"
            name={name}
            label={t(`money.${name}`, { currency: currency.code })}
            testId={`withdrawals-${name}`}
          />
        ))}
        {WITHDRAWAL_COUNTS.map(([name, min, max]) => (
          <DraftNumber
            key={name}
            draft={draft}
            section="withdrawals"
            name={name}
            label={t(`money.${name}`)}
            hint={t(`money.${name}Hint`)}
            min={min}
            max={max}
          />
        ))}
        <DraftNumber
          draft={draft}
          section="responsibleGaming"
          name="coolingOffHours"
          label={t('money.coolingOffHours')}
          hint={t('money.coolingOffHoursHint')}
          min={24}
          max={720}
        />
        <DraftList
          draft={draft}
          section="withdrawals"
          name="banks"
          label={t('money.banks')}
          hint={t('money.banksHint')}
        />
        <DraftList
          draft={draft}
          section="wallet"
          name="transferVendors"
          label={t('money.transferVendors')}
          hint={t('money.transferVendorsHint')}
          codes
        />
      </div>
    </section>
  );
}

/** Analytics and the addresses images and game launches are served from. */
export function DeliverySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  return (
    <section className="admin-card" data-testid="settings-delivery">
      <h2>{t('delivery.title')}</h2>
      <div className="settings-fields">
        <DraftText
          draft={draft}
          section="delivery"
          name="analyticsGtagId"
          label={t('delivery.analyticsGtagId')}
          maxLength={40}
          normalize={(text) => text.trim()}
        />
        {(['imageCDNs', 'launchGameCDNs'] as const).map((name) => (
          <DraftList
            key={name}
            draft={draft}
            section="delivery"
            name={name}
            label={t(`delivery.${name}`)}
            hint={t('delivery.urlHint')}
          />
        ))}
      </div>
    </section>
  );
}
