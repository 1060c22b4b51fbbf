import { useTranslation } from 'react-i18next';
import type { PromotionClaimView } from '@portal/shared/contracts/promotions';
import { dateTimeText } from '../lib/format';
import { StateBadge } from './state-badge';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/** The member's claims and applications of one promotion, newest first. */
export function ClaimHistory({ history }: { history: PromotionClaimView[] }) {
  const { t, i18n } = useTranslation('promotions');
  const { major } = useMoneyFormat();
  if (history.length === 0) {
    return (
      <p className="promo-muted" data-testid="promo-history-empty">
        {t('history.empty')}
      </p>
    );
  }
  return (
    <ol className="promo-history plain-list" data-testid="promo-history">
      {history.map((claim) => (
        <li key={claim.id} className="promo-history__item" data-status={claim.status}>
          <div className="promo-history__head">
            <time dateTime={claim.createdAt}>{dateTimeText(claim.createdAt, i18n.language)}</time>
            <StateBadge state={claim.status} />
          </div>
          {claim.amount !== null ? (
            <p className="promo-history__amount">{t('history.amount', { amount: major(claim.amount) })}</p>
          ) : null}
          {claim.remark ? <p className="promo-history__note">{t('history.remark', { remark: claim.remark })}</p> : null}
          {claim.reviewNote ? (
            <p className="promo-history__note">{t('history.reviewNote', { note: claim.reviewNote })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
