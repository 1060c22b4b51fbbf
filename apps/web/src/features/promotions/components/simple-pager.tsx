import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../ui/icons';

/** Previous / "page 2 of 5" / next; nothing when one page holds everything. */
export function SimplePager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('promotions');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="promo-pager" aria-label={t('pager.label')} data-testid="promo-pager">
      <button
        type="button"
        className="promo-pager__step promo-pager__step--back"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
      <span className="promo-pager__where">{t('pager.where', { page, pages })}</span>
      <button
        type="button"
        className="promo-pager__step"
        aria-label={t('pager.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
