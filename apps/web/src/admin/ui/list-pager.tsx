import { useTranslation } from 'react-i18next';
import { Pager as SitePager } from '../../ui/pager';

/** Where the operator is in a paged list, and the site's pager (page numbers, previous / next). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="admin-pager">
      <span className="admin-muted">{t('pager.summary', { page, pages, total })}</span>
      <SitePager page={page} totalPages={pages} onPage={onPage} testId="admin-pager" />
    </div>
  );
}
