import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../ui/icons';
import { pageItems } from '../lib/pagination';

/** Page numbers with previous / next (range 3, margin 1); nothing when everything fits one page. */
export function Pager({
  page,
  totalPages,
  capped,
  onPage,
}: {
  page: number;
  totalPages: number;
  capped: boolean;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('wallet');
  if (totalPages <= 1 && !capped) return null;
  const hasNext = page < totalPages || capped;
  return (
    <nav className="records-pager" aria-label={t('records.pages')} data-testid="records-pager">
      <button
        type="button"
        className="records-pager__step records-pager__step--back"
        aria-label={t('records.previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
      {pageItems(page, totalPages, { capped }).map((item) =>
        item.type === 'break' ? (
          <span key={item.key} className="records-pager__break" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="records-pager__page"
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('records.page', { page: item.page })}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="records-pager__step"
        aria-label={t('records.nextPage')}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
