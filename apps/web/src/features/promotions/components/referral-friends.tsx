import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFriendView, ReferralOverview } from '@portal/shared/contracts/promotions';
import { Button } from '../../../ui/button';
import { failureMessage } from '../../../lib/field-messages';
import { useClaimReferralReward } from '../api/referral';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { dateText } from '../lib/format';
import { maskName } from '../lib/mask';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

type Rule = ReferralOverview['rules'][number];

/** The invited friends: masked name, registered, deposited or not, and each rule's reward state. */
export function ReferralFriends({ friends, rules }: { friends: ReferralFriendView[]; rules: Rule[] }) {
  const { t, i18n } = useTranslation('promotions');
  if (friends.length === 0) {
    return (
      <p className="promo-muted" data-testid="referral-no-friends">
        {t('referral.noFriends')}
      </p>
    );
  }
  return (
    <ul className="promo-friends plain-list" data-testid="referral-friends">
      {friends.map((friend) => (
        <li key={friend.id} className="promo-friend surface-card" data-testid="referral-friend">
          <div className="promo-friend__head">
            <strong className="promo-friend__name">{maskName(friend.username)}</strong>
            <span className="promo-muted">
              {t('referral.registered', { date: dateText(friend.registeredAt, i18n.language) })}
            </span>
            <span className="promo-badge tone-pill" data-tone={friend.hasDeposited ? 'go' : 'done'}>
              {friend.hasDeposited ? t('referral.deposited') : t('referral.notDeposited')}
            </span>
          </div>
          <ul className="promo-friend__rewards plain-list">
            {friend.rewards.map((reward) => (
              <FriendReward
                key={reward.ruleId}
                inviteeId={friend.id}
                reward={reward}
                rule={rules.find((r) => r.id === reward.ruleId)}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function FriendReward({
  inviteeId,
  reward,
  rule,
}: {
  inviteeId: number;
  reward: ReferralFriendView['rewards'][number];
  rule: Rule | undefined;
}) {
  const { t } = useTranslation('promotions');
  const claim = useClaimReferralReward();
  const key = useAttemptKey('ref-');
  const [error, setError] = useState<string | null>(null);
  const { major: money } = useMoneyFormat();
  const name = rule ? t(`referral.events.${rule.event}`, { threshold: money(rule.threshold) }) : reward.ruleId;
  return (
    <li className="promo-friend__reward" data-state={reward.state} data-testid="referral-reward">
      <span className="promo-friend__rule">{name}</span>
      <span className="promo-friend__amount">{money(reward.amount)}</span>
      {reward.state === 'claimable' ? (
        <Button
          size="sm"
          variant="gold"
          disabled={claim.isPending}
          data-testid="referral-claim"
          onClick={() => {
            setError(null);
            claim.mutate(
              { inviteeId, ruleId: reward.ruleId, key: key.take() },
              {
                onSuccess: () => key.settle(),
                onError: (cause) => {
                  key.settle(cause);
                  setError(failureMessage(cause, t('errors.network')));
                },
              },
            );
          }}
        >
          {t('rewards.claim')}
        </Button>
      ) : (
        <span
          className="promo-badge tone-pill"
          data-tone={reward.state === 'claimed' ? 'go' : reward.state === 'blocked' ? 'bad' : 'wait'}
        >
          {t(`referral.rewardStates.${reward.state}`)}
        </span>
      )}
      {error ? (
        <p className="promo-action__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
