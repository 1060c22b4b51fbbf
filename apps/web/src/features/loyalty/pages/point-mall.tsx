import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsView } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { GiftIcon, LoginIcon, StarIcon } from '../../../ui/icons';
import { useGoods, usePoints } from '../api/points';
import { ConvertForm } from '../components/convert-form';
import { FeatureOff } from '../components/feature-off';
import { GoodsCard } from '../components/goods-card';
import { LoadState } from '../../../ui/load-state';
import { PillTabs } from '../../../ui/pill-tabs';
import { PointsHistory } from '../components/points-history';
import { PointsSummary } from '../components/points-summary';
import { RedeemDialog } from '../components/redeem-dialog';
import { RedemptionHistory } from '../components/redemption-history';
import '../components/loyalty.css';
import '../../../ui/patterns.css';

export interface PointMallProps {
  token: string | null;
  decimals: number;
  /** The brand's pointsMall flag. */
  enabled: boolean;
  onLogin(): void;
  /** Where a member without a payment password sets one (the withdrawal page). */
  onSetPaymentPassword(): void;
}

type HistoryTab = 'redemptions' | 'points';

/**
 * The points mall's body: the member's points and earn rates, the conversion to money (when the
 * brand converts), the goods with their Redeem dialog, and the two histories. A visitor is asked
 * to log in; with the flag off the mall says it is not available.
 */
export function PointMall({ token, decimals, enabled, onLogin, onSetPaymentPassword }: PointMallProps) {
  const { t } = useTranslation('loyalty');
  if (!enabled) return <FeatureOff feature="pointsMall" />;
  if (token === null) {
    return (
      <div data-testid="mall-signed-out">
        <EmptyState
          icon={<StarIcon size={40} />}
          title={t('mall.signedOut')}
          description={t('mall.signedOutHint')}
          action={
            <Button variant="primary" icon={<LoginIcon size={16} />} onClick={onLogin} data-testid="mall-login">
              {t('mall.logIn')}
            </Button>
          }
        />
      </div>
    );
  }
  return <MemberMall token={token} decimals={decimals} onSetPaymentPassword={onSetPaymentPassword} />;
}

function MemberMall({
  token,
  decimals,
  onSetPaymentPassword,
}: {
  token: string;
  decimals: number;
  onSetPaymentPassword(): void;
}) {
  const { t } = useTranslation('loyalty');
  const points = usePoints(token);
  const goods = useGoods(token);
  const [redeeming, setRedeeming] = useState<GoodsView | null>(null);
  const [history, setHistory] = useState<HistoryTab>('redemptions');
  const balance = points.data?.points ?? 0;
  return (
    <div className="loyalty-mall" data-testid="point-mall">
      <LoadState query={points}>
        {points.data ? (
          <div className="loyalty-mall__top">
            <PointsSummary overview={points.data} />
            {points.data.pointsPerUnit !== null && points.data.pointsPerUnit > 0 ? (
              <ConvertForm
                overview={points.data}
                pointsPerUnit={points.data.pointsPerUnit}
                decimals={decimals}
                onSetPaymentPassword={onSetPaymentPassword}
              />
            ) : null}
          </div>
        ) : null}
      </LoadState>

      <section className="loyalty-section" aria-labelledby="mall-goods-title">
        <h2 className="loyalty-section__title loyalty-section__title--page" id="mall-goods-title">
          <GiftIcon size={20} /> {t('mall.goodsTitle')}
        </h2>
        <LoadState query={goods}>
          {goods.data && goods.data.list.length > 0 ? (
            <ul className="loyalty-goods-grid plain-list" data-testid="goods-grid">
              {goods.data.list.map((item) => (
                <GoodsCard
                  key={item.id}
                  goods={item}
                  points={balance}
                  turnover30d={goods.data.turnover30d}
                  onRedeem={setRedeeming}
                />
              ))}
            </ul>
          ) : (
            <div data-testid="goods-empty">
              <EmptyState
                icon={<GiftIcon size={40} />}
                title={t('mall.goodsEmpty')}
                description={t('mall.goodsEmptyHint')}
              />
            </div>
          )}
        </LoadState>
      </section>

      <section className="loyalty-section" aria-labelledby="mall-history-title">
        <h2 className="loyalty-section__title loyalty-section__title--page" id="mall-history-title">
          {t('history.title')}
        </h2>
        <PillTabs<HistoryTab>
          tabTestId={(id) => `loyalty-tab-${id}`}
          label={t('history.title')}
          value={history}
          onChange={setHistory}
          testId="mall-history-tabs"
          tabs={[
            { id: 'redemptions', label: t('history.tabs.redemptions') },
            { id: 'points', label: t('history.tabs.points') },
          ]}
        />
        {history === 'redemptions' ? <RedemptionHistory token={token} /> : <PointsHistory token={token} />}
      </section>

      <RedeemDialog
        goods={redeeming}
        points={balance}
        onClose={() => setRedeeming(null)}
        onSetPaymentPassword={() => {
          setRedeeming(null);
          onSetPaymentPassword();
        }}
      />
    </div>
  );
}
