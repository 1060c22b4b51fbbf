import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useCancelSlip, useMySlips } from '../api/lottery-api';
import { useMoneyFormat } from '../../../lib/currency';

/** The member's slips of the game, newest first, each bet with its status and payout; open ones can be cancelled. */
export function MySlips({ token, gameCode, openIssues }: { token: string; gameCode: string; openIssues: string[] }) {
  const { t } = useTranslation('lottery');
  const slips = useMySlips(token, gameCode);
  const cancel = useCancelSlip();
  // Major units, as the lottery's API carries them, in the brand's currency.
  const { major: money } = useMoneyFormat();

  if (slips.isPending) return null;
  if (slips.isError) return <p className="lottery-error">{slips.error.message}</p>;
  if (slips.data.items.length === 0) return <p className="lottery-muted">{t('mine.empty')}</p>;
  return (
    <ul className="lottery-slips" data-testid="my-slips">
      {slips.data.items.map((slip) => {
        const settled = slip.bets.every((b) => b.status !== 'pending');
        return (
          <li
            key={slip.slipId}
            className="lottery-slips__item page-card"
            data-testid="my-slip"
            data-slip-id={slip.slipId}
            data-issue={slip.issue}
            data-status={slip.status}
            data-settled={settled}
            data-payout={slip.payout}
            data-stake={slip.stake}
          >
            <div className="lottery-slips__head">
              <span>{t('period.issue', { issue: slip.issue })}</span>
              <span>
                {t('mine.stake')} {money(slip.stake)}
              </span>
              <span data-testid="my-slip-payout">
                {slip.status === 'cancelled'
                  ? t('mine.cancelled')
                  : settled
                    ? `${t('mine.payout')} ${money(slip.payout)}`
                    : t('mine.pending')}
              </span>
              {slip.status === 'placed' && !settled && openIssues.includes(slip.issue) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(slip.slipId)}
                  data-testid="my-slip-cancel"
                >
                  {t('mine.cancel')}
                </Button>
              ) : null}
            </div>
            <ul className="lottery-slips__bets">
              {slip.bets.map((bet) => (
                <li key={bet.betId} data-status={bet.status}>
                  {t(`betTypes.${bet.type}`, { defaultValue: bet.type })} {bet.picks}
                  {bet.position !== null ? ` (${t('slip.ball', { n: bet.position })})` : ''} · {money(bet.stake)} →{' '}
                  {bet.status === 'pending' ? t('mine.pending') : money(bet.payout)}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
