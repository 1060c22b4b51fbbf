import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { CompassIcon } from '../../ui/icons';
import { buttonClass } from '../../ui/button';
import './parts/page.css';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <main className="page" data-testid="page-not-found">
      <h1 className="visually-hidden">{t('notFound.title')}</h1>
      <EmptyState
        icon={<CompassIcon size={44} />}
        title={t('notFound.title')}
        description={t('notFound.hint')}
        action={
          <Link className={buttonClass('primary')} to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </main>
  );
}
