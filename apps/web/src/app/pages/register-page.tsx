import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../features/system/api/get-status';
import { PageBanners } from '../../features/system/components/page-banners';
import { useBanners } from '../../features/system/api/get-banners';
import { LotusMark } from '../../ui/brand-logo';
import { EmptyState } from '../../ui/empty-state';
import { RegisterPanel } from '../layout/register-panel';
import { usePromotionContext } from '../layout/promotion-pages';
import { NewPlayerOffers } from '../../features/promotions/components/new-player-offers';
import { PageSection } from './parts/page-heading';
import { GiftIcon } from '../../ui/icons';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './auth-page.css';

/**
 * /register: 'create account' with the brand's bonus in the title, the registration panel (username and
 * mobile tabs, mobile only when the brand enables it; ?referralCode= pre-fills) and the new-player offers:
 * the register banners and the promotions of category 'new_player'.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation('pages');
  const { data: status } = useStatus();
  const [search] = useSearchParams();
  const referralCode = search.get('referralCode')?.trim() ?? '';
  const baseId = useId();
  const bonus = status?.brand.registerBonusText;
  const promotionContext = usePromotionContext();
  // The empty state only when neither the register banners nor a new-player promotion exist.
  const { data: banners } = useBanners('register', i18n.language);

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

        <RegisterPanel initialReferralCode={referralCode} />
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
        <PageBanners group="register" />
        <NewPlayerOffers
          context={promotionContext}
          empty={
            banners?.length === 0 ? (
              <EmptyState
                icon={<GiftIcon size={44} />}
                title={t('register.noOffers')}
                description={t('register.noOffersHint')}
              />
            ) : null
          }
        />
      </PageSection>
    </main>
  );
}
