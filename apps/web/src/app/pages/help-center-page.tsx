import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../features/system/api/get-status';
import { LotusMark } from '../../ui/brand-logo';
import { HelpCenter } from '../../features/system/components/help-center';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './help-center-page.css';

/** /helpmc: the help center alone, without the site's header or menus; ?article= opens one article. */
export default function HelpCenterPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  const [search] = useSearchParams();
  const article = Number(search.get('article'));
  return (
    <main className="page help-center-page" data-testid="page-help-center">
      <header className="help-center-page__bar">
        <Link to="/" className="help-center-page__brand" aria-label={t('common.backHome')}>
          <LotusMark size={32} />
          {status ? <span>{status.brand.name}</span> : null}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.backHome')}
        </Link>
      </header>
      <div className="help-center-page__hero">
        <h1 className="page-heading__title">{t('helpCenter.title')}</h1>
        <p className="page-heading__subtitle">{t('helpCenter.subtitle')}</p>
      </div>
      <HelpCenter initialArticleId={Number.isInteger(article) && article > 0 ? article : undefined} />
    </main>
  );
}
