import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { LoginForm } from '../../features/auth/components/login-form';
import { LotusMark } from '../../ui/brand-logo';
import { useSignIn } from '../layout/use-sign-in';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './auth-page.css';
import { SocialSignIn } from '../../features/social/components/social-sign-in';

/** /login: the sign-in form in a card; a successful login goes home like the popup does. */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  const { directRegistration } = useFlags();
  const signIn = useSignIn();
  return (
    <main className="page auth-page" data-testid="page-login">
      <section className="auth-card page-card">
        <div className="auth-card__brand">
          <LotusMark size={40} />
          {status ? <span>{status.brand.name}</span> : null}
        </div>
        <h1 className="auth-card__title">{t('login.title')}</h1>
        <LoginForm onSignedIn={(value) => signIn(value, 'password')} otherWays={<SocialSignIn />} />
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
