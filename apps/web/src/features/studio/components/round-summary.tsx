import { useTranslation } from 'react-i18next';
import type { StudioRound } from '@portal/shared/contracts/studio';
import { MoneyText } from '../../../ui/money-text';

/** The last round's money: stake, win and what is still on its way (a win the portal has not confirmed). */
export function RoundSummary({ round, decimals }: { round: StudioRound; decimals: number }) {
  const { t } = useTranslation('studio');
  return (
    <p className="studio-summary" data-testid="round-summary" data-payout={round.payoutMinor ?? ''}>
      <span>
        {t('stake')}: <MoneyText minor={round.stakeMinor} decimals={decimals} />
      </span>
      {round.payoutMinor !== null && (
        <span className={round.payoutMinor > 0 ? 'studio-win' : undefined}>
          {t('win')}: <MoneyText minor={round.payoutMinor} decimals={decimals} />
        </span>
      )}
      {round.status === 'settling' && <span className="studio-muted">{t('status.settling')}</span>}
    </p>
  );
}
