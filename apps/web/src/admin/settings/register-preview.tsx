import { useEffect, useState, type SyntheticEvent } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import type { BrandSettings } from '@portal/shared/settings';
import { registerSettingsQuery, RegisterForm, type RegisterMode } from '../../features/auth';
import { otherCurrencyIn } from './bonus-text';

/** What GET /wps/system/setting/register would answer once the draft is saved (system.presenter.ts). */
export function registerSettingsOf(s: BrandSettings): RegisterSettingsValue {
  return {
    rules: s.registerRules,
    usernameRegistration: s.flags.usernameRegistration,
    mobileRegistration: s.flags.mobileRegistration,
    smsVerification: s.flags.registrationSmsVerification,
    captcha: s.flags.registerCaptcha,
    affiliateCodeCheck: s.flags.affiliateCodeCheck,
    ageConfirmation: s.brand.ageConfirmation,
    bonusText: s.brand.registerBonusText,
    minimumAge: s.kyc.minimumAge,
    cpfRequired: s.kyc.cpfRequired,
  };
}

/** The methods the player's register panel offers for these flags (app/layout/register-panel.tsx). */
export function registerModes(s: BrandSettings): RegisterMode[] {
  const { usernameRegistration, mobileRegistration } = s.flags;
  return [
    ...(usernameRegistration || !mobileRegistration ? (['username'] as const) : []),
    ...(mobileRegistration ? (['mobile'] as const) : []),
  ];
}

const FORM_QUERY_KEY = registerSettingsQuery().queryKey;

/** Nothing leaves the preview: no registration, no SMS code. */
const stop = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * The player's own register form fed the draft instead of the server's rules: its private query
 * cache holds the draft under the form's query key and never refetches, and submitting or
 * sending a code is stopped here, so the operator can type into it and see the messages a player
 * would see without anything being sent.
 */
export function RegisterPreview({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('admin-settings');
  const { t: tAuth } = useTranslation('auth');
  const [client] = useState(() => {
    const preview = new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
        mutations: { retry: false },
      },
    });
    preview.setQueryData(FORM_QUERY_KEY, registerSettingsOf(settings));
    return preview;
  });
  useEffect(() => {
    client.setQueryData(FORM_QUERY_KEY, registerSettingsOf(settings));
  }, [client, settings]);

  const modes = registerModes(settings);
  const otherCurrency = otherCurrencyIn(settings.brand.registerBonusText, settings.currency.code);
  const [chosen, setChosen] = useState<RegisterMode>('username');
  const mode = modes.includes(chosen) ? chosen : modes[0]!;

  return (
    <div className="settings-preview" data-testid="register-preview">
      <div className="settings-preview__bar">
        <strong>{t('register.previewTitle')}</strong>
        <small className="admin-muted">{t('register.previewHint')}</small>
        {/* A console note, outside the player's screen below. */}
        {otherCurrency && (
          <small className="admin-field__error" role="note" data-testid="register-preview-bonus-currency">
            {t('brand.registerBonusTextCurrency', { named: otherCurrency, currency: settings.currency.code })}
          </small>
        )}
      </div>
      <div
        className="settings-preview__screen"
        onSubmitCapture={stop}
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest('[data-testid^="send-code-"]')) stop(event);
        }}
      >
        {settings.brand.registerBonusText && (
          <p className="settings-preview__bonus" data-testid="register-preview-bonus">
            {settings.brand.registerBonusText}
          </p>
        )}
        {modes.length > 1 && (
          <div className="auth-tabs auth-tabs--small" role="tablist" aria-label={tAuth('methods.label')}>
            {modes.map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                className="auth-tabs__tab"
                aria-selected={mode === m}
                data-testid={`preview-tab-${m}`}
                onClick={() => setChosen(m)}
              >
                {tAuth(`methods.${m}`)}
              </button>
            ))}
          </div>
        )}
        <QueryClientProvider client={client}>
          <RegisterForm
            key={mode}
            mode={mode}
            smsVerification={settings.flags.registrationSmsVerification}
            onRegistered={() => undefined}
          />
        </QueryClientProvider>
      </div>
    </div>
  );
}
