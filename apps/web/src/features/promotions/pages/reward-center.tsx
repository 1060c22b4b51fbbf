import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RewardView } from '@portal/shared/contracts/promotions';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { TrophyIcon } from '../../../ui/icons';
import { failureMessage } from '../../../lib/field-messages';
import { useClaimReward, useRewards } from '../api/rewards';
import { LoadState } from '../../../ui/load-state';
import { useAttemptKey } from '../../../lib/use-attempt-key';

import { rewardTitle } from '../lib/reward-title';
import '../components/promotions.css';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * The reward center (member center 'rewardCenter'): every reward the member can take now, each
 * with its Claim button. `onOpenLink` lets the overlay close before a reward's page opens.
 */
export function RewardCenter({ token, onOpenLink }: { token: string | null; onOpenLink?(): void }) {
  const { t } = useTranslation('promotions');
  const query = useRewards(token);
  const list = query.data?.list ?? [];
  return (
    <div className="promo-mc" data-testid="reward-center">
      <LoadState query={query}>
        {list.length === 0 ? (
          <div data-testid="reward-empty">
            <EmptyState
              icon={<TrophyIcon size={40} />}
              title={t('rewards.empty')}
              description={t('rewards.emptyHint')}
            />
          </div>
        ) : (
          <ul className="promo-rewards plain-list">
            {list.map((reward) => (
              <RewardRow key={reward.key} reward={reward} onOpenLink={onOpenLink} />
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
}

/**
 * VIP and mission rewards are claimed here too: their feature's own figures (missions, levels,
 * points) refresh after, by its documented key prefix (features do not import each other).
 */
const LOYALTY_KEY = ['loyalty'] as const;

function RewardRow({ reward, onOpenLink }: { reward: RewardView; onOpenLink?(): void }) {
  const { t } = useTranslation('promotions');
  const { major } = useMoneyFormat();
  const queryClient = useQueryClient();
  const claim = useClaimReward();
  const key = useAttemptKey('reward-');
  const [error, setError] = useState<string | null>(null);
  const internal = reward.href.startsWith('/');
  return (
    <li className="promo-reward surface-card" data-testid="reward-row" data-key={reward.key}>
      <div className="promo-reward__text">
        <span className="promo-reward__source">{t(`rewards.sources.${reward.source}`)}</span>
        <p className="promo-reward__title">{rewardTitle(reward, t)}</p>
        {internal ? (
          <Link className="promo-link" to={reward.href} onClick={onOpenLink}>
            {t('rewards.details')}
          </Link>
        ) : null}
      </div>
      <div className="promo-reward__side">
        {reward.amount !== null ? <strong className="promo-reward__amount">{major(reward.amount)}</strong> : null}
        <Button
          variant="gold"
          size="sm"
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
          data-testid="reward-claim"
          onClick={() => {
            setError(null);
            // The promise, not mutate's callbacks: a claimed reward leaves the list (the row
            // unmounts) before those would run, and the loyalty figures must refresh anyway.
            void claim
              .mutateAsync({ reward, key: key.take() })
              .then(
                () => key.settle(),
                (cause: unknown) => {
                  key.settle(cause);
                  setError(failureMessage(cause, t('errors.network')));
                },
              )
              .finally(() => {
                if (reward.source === 'vip' || reward.source === 'mission') {
                  void queryClient.invalidateQueries({ queryKey: LOYALTY_KEY });
                  void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.memberInfo });
                }
              });
          }}
        >
          {claim.isPending ? t('rewards.claiming') : t('rewards.claim')}
        </Button>
      </div>
      {error ? (
        <p className="promo-action__error promo-reward__error" role="alert" data-testid="reward-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
