import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WAGERING_PRODUCTS, type PromotionDetail } from '@portal/shared/contracts/promotions';
import { percentOfBps } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * The figures a member reads before taking part: what the kind pays, the wagering (multiple and
 * base, how much each product's bets count), how long the bonus lasts, and what a withdrawal
 * does meanwhile, in plain words.
 */
export function PromotionRules({ promotion }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation('promotions');
  const lang = i18n.language;
  const { major: money } = useMoneyFormat();
  const percent = (value: number) => `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value)}%`;
  const r = promotion.rules;
  const rows: [string, string, ReactNode][] = [];
  if (r.matchPercent !== undefined) rows.push(['match', t('rules.match'), percent(r.matchPercent)]);
  if (r.depositPerTicket !== undefined)
    rows.push(['depositPerTicket', t('rules.depositPerTicket'), money(r.depositPerTicket)]);
  if (r.turnoverPerTicket !== undefined)
    rows.push(['turnoverPerTicket', t('rules.turnoverPerTicket'), money(r.turnoverPerTicket)]);
  if (r.maxTickets !== undefined) rows.push(['maxTickets', t('rules.maxTickets'), String(r.maxTickets)]);
  if (r.grandPrize !== undefined) rows.push(['grandPrize', t('rules.grandPrize'), money(r.grandPrize)]);
  if (r.amount !== undefined) {
    rows.push(['amount', t(promotion.kind === 'raffle' ? 'rules.rafflePrize' : 'rules.amount'), money(r.amount)]);
  }
  if (r.winners !== undefined) rows.push(['winners', t('rules.winners'), String(r.winners)]);
  if (r.maxBonus !== undefined) rows.push(['maxBonus', t('rules.maxBonus'), money(r.maxBonus)]);
  if (r.minDeposit !== undefined) rows.push(['minDeposit', t('rules.minDeposit'), money(r.minDeposit)]);
  if (r.cashbackPercent !== undefined) rows.push(['cashback', t('rules.cashback'), percent(r.cashbackPercent)]);
  if (r.maxCashback !== undefined) rows.push(['maxCashback', t('rules.maxCashback'), money(r.maxCashback)]);
  if (r.maxClaims !== undefined) rows.push(['maxClaims', t('rules.maxClaims'), String(r.maxClaims)]);

  rows.push([
    'wagering',
    t('rules.wagering'),
    promotion.wageringMultiple === 0
      ? t('rules.noWagering')
      : t(promotion.wageringBase === 'bonus' ? 'rules.wageringBonus' : 'rules.wageringBonusDeposit', {
          multiple: promotion.wageringMultiple,
        }),
  ]);
  const counted = WAGERING_PRODUCTS.filter((p) => (promotion.contributions[p] ?? 0) > 0);
  if (promotion.wageringMultiple > 0) {
    rows.push([
      'contributions',
      t('rules.contributions'),
      counted.length === 0 ? (
        t('rules.noContributions')
      ) : (
        <ul className="promo-rules__products plain-list">
          {counted.map((product) => (
            <li key={product}>
              <span>{t(`products.${product}`)}</span>
              <strong>{percentOfBps(promotion.contributions[product] ?? 0, lang)}</strong>
            </li>
          ))}
        </ul>
      ),
    ]);
  }
  rows.push(['validity', t('rules.validity'), t('rules.validDays', { count: promotion.bonusValidDays })]);
  rows.push([
    'withdrawal',
    t('rules.withdrawal'),
    t(promotion.onWithdrawal === 'forfeit' ? 'rules.forfeit' : 'rules.refuse'),
  ]);

  return (
    <table className="promo-rules" data-testid="promo-rules">
      <tbody>
        {rows.map(([key, label, value]) => (
          <tr key={key} data-rule={key}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
