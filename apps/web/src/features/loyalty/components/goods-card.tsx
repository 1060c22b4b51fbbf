import { useTranslation } from 'react-i18next';
import type { GoodsView } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { GiftIcon, WalletIcon } from '../../../ui/icons';
import { LazyImage } from '../../../ui/lazy-image';
import { redeemBlocker } from '../lib/mall';
import { pointsText } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * One good of the mall: picture (or a neutral drawing), name, description, price in points, the
 * turnover it asks against the member's, stock and the member's limit; Redeem, or why not.
 */
export function GoodsCard({
  goods,
  points,
  turnover30d,
  onRedeem,
}: {
  goods: GoodsView;
  points: number;
  turnover30d: number;
  onRedeem(goods: GoodsView): void;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const { major: money } = useMoneyFormat();
  const blocker = redeemBlocker(goods, points, turnover30d);
  const Icon = goods.kind === 'cash' ? WalletIcon : GiftIcon;
  const drawn = (
    <span className="loyalty-goods__drawn" aria-hidden="true">
      <Icon size={40} />
    </span>
  );
  return (
    <li className="loyalty-goods surface-card" data-testid="goods-card" data-blocked={blocker ?? undefined}>
      <div className="loyalty-goods__media">
        {goods.imageUrl ? (
          <LazyImage src={goods.imageUrl} alt="" className="loyalty-goods__image" fallback={drawn} />
        ) : (
          drawn
        )}
        {goods.kind === 'cash' && goods.cashValue !== null ? (
          <span className="loyalty-pill tone-pill loyalty-goods__cash">{money(goods.cashValue)}</span>
        ) : null}
      </div>
      <div className="loyalty-goods__body">
        <p className="loyalty-goods__name">{goods.name}</p>
        {goods.description ? <p className="loyalty-goods__description">{goods.description}</p> : null}
        <p className="loyalty-goods__price" data-testid="goods-points">
          {t('mall.price', { points: pointsText(goods.points, lang) })}
        </p>
        <ul className="loyalty-goods__facts plain-list">
          {goods.amountRequirement > 0 ? (
            <li data-short={turnover30d < goods.amountRequirement ? 'true' : undefined} data-testid="goods-turnover">
              {t('mall.turnoverNeed', { need: money(goods.amountRequirement), have: money(turnover30d) })}
            </li>
          ) : null}
          <li data-testid="goods-stock">
            {goods.stockLeft === null ? t('mall.stockUnlimited') : t('mall.stockLeft', { count: goods.stockLeft })}
          </li>
          {goods.perMemberLimit !== null ? (
            <li data-testid="goods-limit">
              {t('mall.limit', { redeemed: goods.redeemedByMe, limit: goods.perMemberLimit })}
            </li>
          ) : goods.redeemedByMe > 0 ? (
            <li data-testid="goods-limit">{t('mall.redeemedByMe', { count: goods.redeemedByMe })}</li>
          ) : null}
        </ul>
        <div className="loyalty-goods__action">
          <Button
            variant="gold"
            size="sm"
            disabled={blocker !== null}
            data-testid="goods-redeem"
            onClick={() => onRedeem(goods)}
          >
            {t('mall.redeem')}
          </Button>
          {blocker ? (
            <span className="loyalty-goods__why" data-testid="goods-blocker">
              {t(`mall.blockers.${blocker}`)}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
