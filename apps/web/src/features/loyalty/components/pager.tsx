import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../ui/icons';

/** Previous / "page 2 of 5" / next; nothing when one page holds everything. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const { t } = useTranslation('loyalty');
  if (totalPages <= 1) return null;
  return (
    <nav className="loyalty-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="loyalty-pager__step loyalty-pager__step--back"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
      <span className="loyalty-pager__where">{t('pager.where', { page, pages: totalPages })}</span>
      <button
        type="button"
        className="loyalty-pager__step"
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
