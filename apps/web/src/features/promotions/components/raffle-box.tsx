import { useTranslation } from 'react-i18next';
import type { PromotionDetail, RaffleView } from '@portal/shared/contracts/promotions';
import { useMoneyFormat } from '../../../lib/currency';
import { dateTimeText } from '../lib/format';
import '../../../ui/patterns.css';

/**
 * A raffle's draw on its detail page: the member's tickets and the draw time while it runs, the
 * prizes, the seed's hash committed from the start; once drawn, the pool, the winners (masked)
 * and the seed, with the record anyone can re-draw from.
 */
export function RaffleBox({
  promotion,
  raffle,
  signedIn,
}: {
  promotion: PromotionDetail;
  raffle: RaffleView;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation('promotions');
  const { major: money } = useMoneyFormat();
  const lang = i18n.language;
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  const won = promotion.state === 'issued' && promotion.claimableAmount !== null;

  return (
    <section className="promo-section raffle surface-card" aria-labelledby="raffle-title" data-testid="raffle-box">
      <h2 className="promo-section__title" id="raffle-title">
        {t('raffle.title')}
      </h2>
      {won ? (
        <p className="promo-notice" role="status" data-testid="raffle-won">
          {t('raffle.youWon', { amount: money(promotion.claimableAmount ?? 0) })}
        </p>
      ) : null}
      <dl className="fact-list fact-list--grid raffle__facts">
        <div>
          <dt>{t('raffle.myTickets')}</dt>
          <dd data-testid="raffle-my-tickets">
            {signedIn && raffle.myTickets !== null ? count(raffle.myTickets) : t('raffle.logIn')}
          </dd>
        </div>
        {raffle.drawAt ? (
          <div>
            <dt>{t('raffle.drawAt')}</dt>
            <dd>{dateTimeText(raffle.drawAt, lang)}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="raffle__subtitle">{t('raffle.prizes')}</h3>
      <ol className="raffle__prizes plain-list">
        {raffle.prizes.map((prize) => (
          <li key={prize.rank}>
            <span>{t('raffle.rank', { rank: prize.rank })}</span>
            <strong>{money(prize.amount)}</strong>
          </li>
        ))}
      </ol>

      {raffle.drawnAt === null && promotion.endsAt !== null && Date.parse(promotion.endsAt) <= Date.now() ? (
        <p className="promo-muted" role="status" data-testid="raffle-drawing">
          {t('raffle.drawing')}
        </p>
      ) : null}

      {raffle.drawnAt !== null ? (
        <div data-testid="raffle-result">
          <h3 className="raffle__subtitle">{t('raffle.winners')}</h3>
          <p className="promo-muted">
            {t('raffle.pool', { tickets: count(raffle.totalTickets ?? 0), entrants: count(raffle.entrants ?? 0) })}
          </p>
          {raffle.winners.length === 0 ? (
            <p className="promo-muted">{t('raffle.noWinners')}</p>
          ) : (
            <table className="promo-rules raffle__winners" data-testid="raffle-winners">
              <thead>
                <tr>
                  <th scope="col">{t('raffle.player')}</th>
                  <th scope="col">{t('raffle.ticket')}</th>
                  <th scope="col">{t('raffle.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {raffle.winners.map((winner) => (
                  <tr key={winner.rank}>
                    <td>
                      {t('raffle.rank', { rank: winner.rank })} · {winner.username}
                    </td>
                    <td>#{winner.ticket}</td>
                    <td>{money(winner.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : null}

      <div className="raffle__proof">
        <p>{t('raffle.fair')}</p>
        <code data-testid="raffle-seed-hash">{raffle.seedHash}</code>
        {raffle.seed ? (
          <>
            <p>{t('raffle.seed')}</p>
            <code data-testid="raffle-seed">{raffle.seed}</code>
            <a href={`/wps/promotions/${promotion.id}/raffle/draw`} target="_blank" rel="noreferrer">
              {t('raffle.check')}
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
