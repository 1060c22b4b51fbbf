import { useTranslation } from 'react-i18next';
import type { WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { useMoneyFormat } from '../../../lib/currency';
import { WageringFigures } from '../../../ui/wagering-figures';

/**
 * The bonus wallet as a withdrawal meets it: what is locked there, its wagering (the figures the
 * bonus pages show, from the same server presenter) and what a withdrawal now would do to it.
 */
export function BonusWallet({ options }: { options: WithdrawalOptions }) {
  const { t } = useTranslation('withdraw');
  const { major } = useMoneyFormat();
  const { bonus, decimals } = options;
  const amount = major(bonus.activeAmount, { decimals });
  return (
    <section className="withdraw-bonus" aria-label={t('bonus.title')} data-testid="withdraw-bonus">
      <p className="withdraw-bonus__head">
        <span>{t('bonus.locked')}</span>
        <strong data-testid="withdraw-bonus-amount">{amount}</strong>
      </p>
      <WageringFigures figures={bonus.wagering} compact testId="withdraw-bonus-wagering" />
      <p className="withdraw-bonus__note" role="status" data-testid="withdraw-bonus-notice">
        {t(bonus.refuses ? 'bonus.refuses' : 'bonus.forfeits', { amount })}
      </p>
    </section>
  );
}
