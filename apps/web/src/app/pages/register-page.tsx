import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { PageBanners } from '../../features/system/components/page-banners';
import { LotusMark } from '../../ui/brand-logo';
import { EmptyState } from '../../ui/empty-state';
import { PageSection } from './parts/page-heading';
import { GiftIcon, PhoneIcon, UserIcon } from './parts/icons';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './auth-page.css';

type RegisterTab = 'username' | 'mobile';

/**
 * /register: 'create account' with the brand's bonus in the title, username and mobile tabs (mobile only
 * when the brand enables it) and the new-player offers. The form itself arrives with the accounts issue.
 */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  const { usernameRegistration, mobileRegistration } = useFlags();
  const [search] = useSearchParams();
  const referralCode = search.get('referralCode')?.trim() ?? '';
  const tabs: RegisterTab[] = [
    ...(usernameRegistration || !mobileRegistration ? (['username'] as const) : []),
    ...(mobileRegistration ? (['mobile'] as const) : []),
  ];
  const [chosen, setChosen] = useState<RegisterTab>(tabs[0]!);
  const active = tabs.includes(chosen) ? chosen : tabs[0]!;
  const baseId = useId();
  const bonus = status?.brand.registerBonusText;

  return (
    <main className="page auth-page auth-page--register" data-testid="page-register">
      <section className="auth-card page-card" aria-labelledby={`${baseId}-title`}>
        <div className="auth-card__brand">
          <LotusMark size={40} />
          {status ? <span>{status.brand.name}</span> : null}
        </div>
        <h1 className="auth-card__title" id={`${baseId}-title`} data-testid="register-title">
          {t('register.title')}
          {bonus ? (
            <span className="auth-card__bonus" data-testid="register-bonus">
              <GiftIcon size={16} />
              {t('register.bonus', { bonus })}
            </span>
          ) : null}
        </h1>

        <div className="page-tabs auth-card__tabs" role="tablist" aria-label={t('register.methods')}>
          {tabs.map((tab) => (
            <button
              key={tab}
              id={`${baseId}-${tab}-tab`}
              type="button"
              role="tab"
              className="page-tab"
              aria-selected={active === tab}
              aria-controls={`${baseId}-${tab}-panel`}
              data-testid={`register-tab-${tab}`}
              onClick={() => setChosen(tab)}
            >
              {t(`register.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <div
          id={`${baseId}-${active}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${active}-tab`}
          data-testid={`register-panel-${active}`}
        >
          <EmptyState
            icon={active === 'mobile' ? <PhoneIcon size={44} /> : <UserIcon size={44} />}
            title={t('register.unavailable')}
            description={t(active === 'mobile' ? 'register.unavailableMobile' : 'register.unavailableUsername')}
          />
        </div>
        {referralCode ? (
          <p className="auth-card__referral" data-testid="register-referral">
            {t('register.referral')} <strong>{referralCode}</strong>
          </p>
        ) : null}
        <div className="auth-card__actions">
          <Link className={buttonClass('secondary')} to="/" data-testid="register-back-home">
            {t('common.backHome')}
          </Link>
        </div>
      </section>

      <PageSection
        title={t('register.offers')}
        icon={<GiftIcon />}
        className="auth-page__offers"
        testId="register-offers"
      >
        <PageBanners
          group="register"
          empty={
            <EmptyState
              icon={<GiftIcon size={44} />}
              title={t('register.noOffers')}
              description={t('register.noOffersHint')}
            />
          }
        />
      </PageSection>
    </main>
  );
}
