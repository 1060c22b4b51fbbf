import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_CLAIM_STATUSES, type PromotionApplication } from '@portal/shared/contracts/promotions';
import { toMinor } from '@portal/shared/money';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { useAdminImage } from '../ui/use-admin-image';
import { DataTable } from '../../ui/data-table';
import { MorePagesPager } from '../ui/more-pages-pager';
import { DecisionButtons } from '../ui/decision-buttons';
import { ListMessages, PressedChoices } from '../ui/list-tab';
import { useMoney } from '../ui/use-money';
import { ReviewDialog } from './review-dialog';
import { applicationImagePath, useApplications, type ApplicationFilters } from './promotions-api';
import { useListParams } from '../../lib/use-list-params';

const STATUS_BADGE: Record<PromotionApplication['status'], string> = {
  applying: 'admin-badge admin-badge--warn',
  issued: 'admin-badge admin-badge--good',
  claimed: 'admin-badge admin-badge--good',
  rejected: 'admin-badge admin-badge--bad',
};

/**
 * Members' applications by status, waiting ones oldest first: the member, the promotion, the
 * remark and the images (large on a click); finance approves with an amount or rejects with a note.
 */
export function ApplicationsTab({ canDecide }: { canDecide: boolean }) {
  const { t, i18n } = useTranslation(['admin-promotions', 'admin']);
  const money = useMoney();
  const [filters, setFilters] = useListParams<ApplicationFilters>({ page: 1, status: 'applying' });
  const [deciding, setDeciding] = useState<{
    application: PromotionApplication;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [viewing, setViewing] = useState<{ id: number; n: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useApplications(filters);
  const amountText = (amount: number | null) => {
    if (amount === null) return '—';
    const minor = toMinor(amount, money.decimals);
    return minor.ok ? money.format(minor.minor) : String(amount);
  };

  return (
    <div className="promo-tab" data-testid="promo-applications">
      <div className="admin-filters">
        <PressedChoices
          label={t('admin:fields.status')}
          value={filters.status}
          onPick={(status) => {
            setNotice(null);
            setFilters({ page: 1, status });
          }}
          options={PROMOTION_CLAIM_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          testIdOf={(status) => `promo-status-${status}`}
        />
      </div>
      <ListMessages notice={notice} noticeTestId="promo-review-notice" error={list.error} />
      <div className="admin-queue promo-queue">
        <DataTable
          testId="promo-applications-list"
          rows={list.data?.items}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={t(`applications.empty.${filters.status}`)}
          columns={[
            {
              key: 'created',
              header: t('admin:fields.createdAt'),
              cell: (row) =>
                new Date(row.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
            },
            { key: 'member', header: t('admin:fields.member'), cell: (row) => row.username },
            {
              key: 'promotion',
              header: t('applications.promotion'),
              cell: (row) => <span className="promo-wrap">{row.promotionTitle}</span>,
            },
            {
              key: 'remark',
              header: t('applications.remark'),
              cell: (row) => (
                <span className="promo-remark" data-testid={`promo-remark-${row.id}`}>
                  {row.remark || '—'}
                </span>
              ),
            },
            {
              key: 'images',
              header: t('applications.images'),
              cell: (row) =>
                row.imageCount === 0 ? (
                  <span className="admin-muted">—</span>
                ) : (
                  <span className="promo-thumbs">
                    {Array.from({ length: row.imageCount }, (_, n) => (
                      <Thumbnail key={n} id={row.id} n={n} onOpen={() => setViewing({ id: row.id, n })} />
                    ))}
                  </span>
                ),
            },
            {
              key: 'status',
              header: t('admin:fields.status'),
              cell: (row) => (
                <span className="promo-stack">
                  <span className={STATUS_BADGE[row.status]}>{t(`statuses.${row.status}`)}</span>
                  {row.reviewNote && <small className="admin-muted">{row.reviewNote}</small>}
                </span>
              ),
            },
            // Only a decided application has an amount.
            ...(filters.status === 'issued' || filters.status === 'claimed'
              ? [
                  {
                    key: 'amount',
                    header: t('admin:fields.amount'),
                    numeric: true,
                    cell: (row: PromotionApplication) => amountText(row.amount),
                  },
                ]
              : []),
            {
              key: 'actions',
              header: '',
              cell: (row) =>
                canDecide && row.status === 'applying' ? (
                  <DecisionButtons
                    className="promo-row-actions"
                    onDecide={(decision) => setDeciding({ application: row, decision })}
                    testIdOf={(decision) => `promo-${decision}-${row.id}`}
                  />
                ) : row.reviewedBy ? (
                  <small className="admin-muted">{row.reviewedBy}</small>
                ) : null,
            },
          ]}
        />
      </div>
      <MorePagesPager list={list.data} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
      {deciding && (
        <ReviewDialog
          application={deciding.application}
          decision={deciding.decision}
          currency={money.code}
          onClose={(message) => {
            setDeciding(null);
            if (message) setNotice(message);
          }}
        />
      )}
      {viewing && (
        <Modal open onClose={() => setViewing(null)} title={t('applications.image', { n: viewing.n + 1 })} size="lg">
          <ApplicationImage id={viewing.id} n={viewing.n} large />
        </Modal>
      )}
    </div>
  );
}

function ApplicationImage({ id, n, large = false }: { id: number; n: number; large?: boolean }) {
  const { t } = useTranslation('admin-promotions');
  const image = useAdminImage(applicationImagePath(id, n));
  if (!image) return <Spinner size={large ? 28 : 16} />;
  if (!image.url) return <span className="admin-error">{t('applications.imageFailed')}</span>;
  return (
    <img
      className={large ? 'promo-image-large' : 'promo-image-thumb'}
      src={image.url}
      alt={t('applications.image', { n: n + 1 })}
      data-testid={large ? 'promo-image-large' : `promo-image-${id}-${n}`}
    />
  );
}

function Thumbnail({ id, n, onOpen }: { id: number; n: number; onOpen: () => void }) {
  const { t } = useTranslation('admin-promotions');
  return (
    <button type="button" className="promo-thumb-button" onClick={onOpen} title={t('applications.open')}>
      <ApplicationImage id={id} n={n} />
    </button>
  );
}
