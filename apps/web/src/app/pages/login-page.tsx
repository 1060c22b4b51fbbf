import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { LotusMark } from '../../ui/brand-logo';
import { UserIcon } from './parts/icons';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './auth-page.css';

/** /login: the sign-in form arrives with the accounts issue; until then the page says so plainly. */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  const { directRegistration } = useFlags();
  return (
    <main className="page auth-page" data-testid="page-login">
      <section className="auth-card page-card">
        <div className="auth-card__brand">
          <LotusMark size={40} />
          {status ? <span>{status.brand.name}</span> : null}
        </div>
        <h1 className="auth-card__title">{t('login.title')}</h1>
        <div className="auth-card__notice">
          <span className="auth-card__notice-icon" aria-hidden="true">
            <UserIcon size={28} />
          </span>
          <p className="auth-card__notice-title">{t('login.unavailable')}</p>
          <p className="auth-card__notice-text">{t('login.unavailableHint')}</p>
        </div>
        <div className="auth-card__actions">
          {directRegistration ? (
            <Link className={buttonClass('primary')} to="/register">
              {t('login.createAccount')}
            </Link>
          ) : null}
          <Link className={buttonClass('secondary')} to="/">
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </main>
  );
}
