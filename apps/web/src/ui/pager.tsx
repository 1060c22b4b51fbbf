import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import { pageItems } from '../lib/pagination';
import './pager.css';

/**
 * Page numbers with previous / next (product spec §9: range 3, margin 1); nothing when everything
 * fits one page. `capped`: the total is only a floor, so more pages may follow the last one counted.
 */
export function Pager({
  page,
  totalPages,
  capped = false,
  onPage,
  testId = 'pager',
}: {
  page: number;
  totalPages: number;
  capped?: boolean;
  onPage(page: number): void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1 && !capped) return null;
  const hasNext = page < totalPages || capped;
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
      {pageItems(page, totalPages, { capped }).map((item) =>
        item.type === 'break' ? (
          <span key={item.key} className="pager__break" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pager__page"
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item.page })}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__step"
        aria-label={t('pager.next')}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
