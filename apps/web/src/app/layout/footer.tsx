import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { useStatus } from '../../features/system/api/get-status';
import { BrandLogo } from '../../ui/brand-logo';
import { buttonClass } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { ShieldIcon, UsersIcon } from '../../ui/icons';
import './footer.css';

const PAYMENTS = [
  { file: 'payments-pix.svg', labelKey: 'footer.payments.pix' },
  { file: 'payments-bank.svg', labelKey: 'footer.payments.bank' },
  { file: 'payments-usdt.svg', labelKey: 'footer.payments.usdt' },
  { file: 'payments-card.svg', labelKey: 'footer.payments.card' },
] as const;

const PROVIDERS = [
  { file: 'providers-pgsoft.svg', labelKey: 'footer.providers.pgsoft' },
  { file: 'providers-inhouse.svg', labelKey: 'footer.providers.inhouse' },
  { file: 'providers-pge.svg', labelKey: 'footer.providers.pge' },
  { file: 'providers-tcg.svg', labelKey: 'footer.providers.tcg' },
] as const;

/** The site footer: brand, the agent programme (/affiliate), payments, providers, responsible gaming, copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  const { data: status } = useStatus();
  const brand = status?.brand.name ?? DEFAULT_SETTINGS.brand.name;
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__top">
        <section className="site-footer__brand" aria-label={brand}>
          <BrandLogo name={brand} size={36} />
          <p className="site-footer__about">{t('footer.about', { brand })}</p>
          {status?.brand.supportEmail && (
            <p className="site-footer__contact">
              {t('footer.contact')} <a href={`mailto:${status.brand.supportEmail}`}>{status.brand.supportEmail}</a>
            </p>
          )}
        </section>

        <nav className="site-footer__links" aria-label={t('footer.linksLabel')}>
          <h2 className="site-footer__heading">{t('footer.help')}</h2>
          <Link to="/helpmc">{t('menu.service.helpCenter')}</Link>
          <Link to="/help">{t('footer.terms')}</Link>
          <Link to="/promotions">{t('menu.promotions')}</Link>
        </nav>

        <section className="site-footer__affiliate" aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate" className="site-footer__heading">
            {t('footer.affiliate.title')}
          </h2>
          <p>{t('footer.affiliate.text')}</p>
          <Link className={buttonClass('gold', 'md')} to="/affiliate" data-testid="affiliate-start">
            <UsersIcon size={18} />
            {t('footer.affiliate.start')}
          </Link>
        </section>
      </div>

      <LogoRow id="footer-payments" title={t('footer.payments.title')} logos={PAYMENTS} />

      <LogoRow id="footer-providers" title={t('footer.providers.title')} logos={PROVIDERS} />

      <section className="site-footer__responsible" aria-labelledby="footer-responsible">
        <span className="site-footer__age" aria-hidden="true">
          18+
        </span>
        <div>
          <h2 id="footer-responsible" className="site-footer__heading">
            <ShieldIcon size={16} /> {t('footer.responsible.title')}
          </h2>
          <p>{t('footer.responsible.text', { age: 18 })}</p>
        </div>
      </section>

      <p className="site-footer__copyright">{t('footer.copyright', { year, brand })}</p>
    </footer>
  );
}

/** A titled row of footer badges (payment methods, game providers). */
function LogoRow({
  id,
  title,
  logos,
}: {
  id: string;
  title: string;
  logos: readonly { file: string; labelKey: string }[];
}) {
  const { t } = useTranslation('common');
  return (
    <section className="site-footer__row" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__logos">
        {logos.map(({ file, labelKey }) => (
          <li key={file}>
            <LazyImage
              src={`/media/footer/${file}`}
              alt={t(labelKey)}
              width={112}
              height={40}
              className="site-footer__logo"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
