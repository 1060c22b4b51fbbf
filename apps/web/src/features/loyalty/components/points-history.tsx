import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ReceiptIcon } from '../../../ui/icons';
import { usePointsHistory, type PointsMovement } from '../api/points';
import { dateTimeText, pointsText } from '../lib/format';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import '../../../ui/patterns.css';

/** The points wallet's movements: earned, redeemed, refunded, converted, adjusted, with the balance after. */
export function PointsHistory({ token }: { token: string | null }) {
  const [page, setPage] = useState(1);
  const query = usePointsHistory(token, page);
  return (
    <LoadState query={query}>
      {query.data ? (
        <>
          <MovementList list={query.data.list} />
          <Pager page={query.data.page} totalPages={query.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </LoadState>
  );
}

/** A signed amount: "+120" in, "−50" out (a true minus sign). */
export const signedPoints = (points: number, language: string) =>
  points > 0 ? `+${pointsText(points, language)}` : points < 0 ? `\u2212${pointsText(-points, language)}` : '0';

export function MovementList({ list }: { list: readonly PointsMovement[] }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  if (list.length === 0) {
    return (
      <div data-testid="points-history-empty">
        <EmptyState icon={<ReceiptIcon size={40} />} title={t('history.movementsEmpty')} />
      </div>
    );
  }
  return (
    <ul className="loyalty-history plain-list" data-testid="points-history">
      {list.map((m) => (
        <li key={m.id} className="loyalty-history__item" data-kind={m.kind} data-testid="movement-row">
          <div className="loyalty-history__head">
            <strong>{t(`history.kinds.${m.kind}`)}</strong>
            <strong className="loyalty-history__points" data-sign={m.points < 0 ? 'out' : 'in'}>
              {signedPoints(m.points, lang)}
            </strong>
          </div>
          <p className="loyalty-history__line">
            <span>{t('history.balanceAfter', { points: pointsText(m.balanceAfter, lang) })}</span>
            <time dateTime={m.createdAt}>{dateTimeText(m.createdAt, lang)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
