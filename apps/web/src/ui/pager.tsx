import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import './pager.css';

/** Previous / "page 2 of 5" / next; nothing when one page holds everything. */
export function Pager({
  page,
  totalPages,
  onPage,
  testId = 'pager',
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      <button
        type="button"
        className="pager__step pager__step--back"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
      <span className="pager__where">{t('pager.where', { page, pages: totalPages })}</span>
      <button
        type="button"
        className="pager__step"
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
