import { useNavigate, useSearchParams } from 'react-router';
import { SocialComplete } from '../../features/social/components/social-complete';
import { useUiStore } from '../stores/ui-store';
import { useSignIn } from '../layout/use-sign-in';
import './parts/page.css';
import './auth-page.css';

/** /social/complete: where a social sign-in comes back; signed in, the visitor goes where it began. */
export default function SocialCompletePage() {
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const backToLogin = () => {
    void navigate('/', { replace: true });
    useUiStore.getState().openModal('login');
  };
  return (
    <main className="page auth-page" data-testid="page-social-complete">
      <section className="auth-card page-card">
        <SocialComplete
          code={params.get('code')}
          error={params.get('error')}
          onSignedIn={(value) => signIn(value, 'social', value.returnTo)}
          onBackToLogin={backToLogin}
        />
      </section>
    </main>
  );
}
