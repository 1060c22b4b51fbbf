import { useTranslation } from 'react-i18next';
import { useBonusPage } from '../api/bonuses';

import './promotions.css';
import { useMoneyFormat } from '../../../lib/currency';

/**
 * Above the withdrawal form: a bonus still wagering is forfeited (or the withdrawal refused) if
 * the member withdraws now. Nothing while loading, on failure, or with no active bonus.
 */
export function BonusWageringNotice({ token }: { token: string | null }) {
  const { t } = useTranslation('promotions');
  const { major } = useMoneyFormat();
  const { data } = useBonusPage(token, { status: 'active', page: 1, pageSize: 5 });
  if (!data || data.activeAmount <= 0) return null;
  const refuses = data.list.some((bonus) => bonus.onWithdrawal === 'refuse');
  const amount = major(data.activeAmount);
  return (
    <p className="promo-notice promo-notice--warn" role="status" data-testid="withdraw-bonus-notice">
      {t(refuses ? 'bonuses.withdrawRefused' : 'bonuses.withdrawForfeits', { amount })}
    </p>
  );
}
