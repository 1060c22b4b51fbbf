import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedemptionView } from '@portal/shared/contracts/loyalty';
import { EmptyState } from '../../../ui/empty-state';
import { ReceiptIcon } from '../../../ui/icons';
import { useRedemptions } from '../api/points';
import { dateTimeText, pointsText } from '../lib/format';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import '../../../ui/patterns.css';

const TONES = { processing: 'wait', approved: 'go', rejected: 'bad' } as const;

/** The member's redemptions, newest first: in process, approved, or rejected with the operator's remark. */
export function RedemptionHistory({ token }: { token: string | null }) {
  const [page, setPage] = useState(1);
  const query = useRedemptions(token, page);
  return (
    <LoadState query={query}>
      {query.data ? (
        <>
          <RedemptionList list={query.data.list} />
          <Pager page={query.data.page} totalPages={query.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </LoadState>
  );
}

export function RedemptionList({ list }: { list: readonly RedemptionView[] }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  if (list.length === 0) {
    return (
      <div data-testid="redemptions-empty">
        <EmptyState icon={<ReceiptIcon size={40} />} title={t('history.redemptionsEmpty')} />
      </div>
    );
  }
  return (
    <ul className="loyalty-history plain-list" data-testid="redemptions">
      {list.map((r) => (
        <li key={r.id} className="loyalty-history__item" data-status={r.status} data-testid="redemption-row">
          <div className="loyalty-history__head">
            <strong>{r.goodsName}</strong>
            <span className="loyalty-pill tone-pill" data-tone={TONES[r.status]}>
              {t(`history.statuses.${r.status}`)}
            </span>
          </div>
          <p className="loyalty-history__line">
            <span>{t('history.pointsSpent', { points: pointsText(r.points, lang) })}</span>
            <time dateTime={r.createdAt}>{dateTimeText(r.createdAt, lang)}</time>
          </p>
          {r.status === 'rejected' && r.remark ? (
            <p className="loyalty-history__remark" data-testid="redemption-remark">
              {t('history.remark', { remark: r.remark })}
            </p>
          ) : null}
          {r.status === 'rejected' ? <p className="loyalty-muted">{t('history.refunded')}</p> : null}
        </li>
      ))}
    </ul>
  );
}
