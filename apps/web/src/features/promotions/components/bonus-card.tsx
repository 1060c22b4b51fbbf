import { useTranslation } from 'react-i18next';
import type { BonusView } from '@portal/shared/contracts/promotions';
import { WageringFigures } from '../../../ui/wagering-figures';
import { dateText } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/** One bonus: its name, amount, status, the wagering bar with required / done / left, and when it expires or ended. */
export function BonusCard({ bonus }: { bonus: BonusView }) {
  const { t, i18n } = useTranslation('promotions');
  const lang = i18n.language;
  const { major: money } = useMoneyFormat();
  const title = bonus.title.trim() || t(`bonuses.sources.${bonus.source}`);
  return (
    <li className="promo-bonus surface-card" data-testid="bonus-card" data-status={bonus.status}>
      <div className="promo-bonus__head">
        <p className="promo-bonus__title">{title}</p>
        <span
          className="promo-badge tone-pill"
          data-tone={bonus.status === 'active' ? 'wait' : bonus.status === 'converted' ? 'go' : 'done'}
        >
          {t(`bonuses.statuses.${bonus.status}`)}
        </span>
      </div>
      <p className="promo-bonus__amount" data-testid="bonus-amount">
        {money(bonus.amount)}
      </p>
      {bonus.wageringRequired > 0 ? (
        <div className="promo-progress">
          <div
            className="progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bonus.progressPercent}
            aria-label={t('bonuses.progress')}
          >
            <span style={{ width: `${bonus.progressPercent}%` }} />
          </div>
          <p className="progress-figures">
            <span>{t('bonuses.progress')}</span>
            <strong>{bonus.progressPercent}%</strong>
          </p>
          <WageringFigures figures={bonus.wagering} compact testId="bonus-wagering" />
        </div>
      ) : (
        <p className="promo-muted">{t('bonuses.noWagering')}</p>
      )}
      <p className="promo-bonus__dates">
        {bonus.status === 'active'
          ? t('bonuses.expires', { date: dateText(bonus.expiresAt, lang) })
          : bonus.settledAt
            ? t('bonuses.settled', { date: dateText(bonus.settledAt, lang) })
            : null}
        {bonus.status === 'active' && bonus.onWithdrawal === 'forfeit' ? ` · ${t('bonuses.forfeitShort')}` : null}
        {bonus.status === 'active' && bonus.onWithdrawal === 'refuse' ? ` · ${t('bonuses.refuseShort')}` : null}
      </p>
    </li>
  );
}
