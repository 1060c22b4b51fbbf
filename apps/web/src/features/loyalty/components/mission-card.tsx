import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionView } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { failureMessage } from '../../../lib/field-messages';
import { useClaimMission } from '../api/missions';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { missionAmountText, pointsText } from '../lib/format';
import { progressPercent } from '../lib/progress';
import { ProgressBar } from './progress-bar';
import { TimeLeftText } from './time-left';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * One mission: what to do, the bar of progress / target (money for wager and deposit missions,
 * counts for rounds and sign-in days), the reward and its wallet, the mission points, the time
 * left, and its Claim button (one Idempotency-Key per attempt) or "Claimed".
 */
export function MissionCard({ mission, now }: { mission: MissionView; now: number }) {
  const { t, i18n } = useTranslation('loyalty');
  const { major, currency } = useMoneyFormat();
  const lang = i18n.language;
  const claim = useClaimMission();
  const key = useAttemptKey('mission-');
  const [error, setError] = useState<string | null>(null);
  const [claimedAmount, setClaimedAmount] = useState<string | null>(null);
  const shown = Math.min(Math.max(0, mission.progress), mission.target);
  const percent = mission.state === 'progress' ? progressPercent(mission.progress, mission.target) : 100;
  const amount = (value: number) => missionAmountText(mission.kind, value, currency, lang);

  const onClaim = () => {
    setError(null);
    claim.mutate(
      { id: mission.id, key: key.take() },
      {
        onSuccess: (result) => {
          key.settle();
          setClaimedAmount(major(result.amount));
        },
        onError: (cause) => {
          key.settle(cause);
          setError(failureMessage(cause, t('errors.network')));
        },
      },
    );
  };

  return (
    <li className="loyalty-card loyalty-mission surface-card" data-state={mission.state} data-testid="mission-card">
      <div className="loyalty-mission__head">
        <p className="loyalty-mission__title">{mission.title}</p>
        <span
          className="loyalty-pill tone-pill"
          data-tone={mission.state === 'claimable' ? 'go' : mission.state === 'claimed' ? 'done' : 'wait'}
          data-testid="mission-state"
        >
          {t(`missions.states.${mission.state}`)}
        </span>
      </div>
      {mission.description ? <p className="loyalty-muted">{mission.description}</p> : null}
      {mission.product ? (
        <p className="loyalty-mission__product">
          {t('missions.onlyProduct', { product: t(`products.${mission.product}`) })}
        </p>
      ) : null}

      <div className="loyalty-progress">
        <ProgressBar percent={percent} label={t('missions.progress')} testId="mission-progress" />
        <p className="progress-figures">
          <span data-testid="mission-figures">
            {t(`missions.figures.${mission.kind}`, { progress: amount(shown), target: amount(mission.target) })}
          </span>
          <strong>{t('vip.percent', { percent })}</strong>
        </p>
      </div>

      <div className="loyalty-mission__foot">
        <dl className="loyalty-mission__reward">
          <div>
            <dt>{t('missions.reward')}</dt>
            <dd data-testid="mission-reward">
              <strong>{major(mission.reward)}</strong>{' '}
              <span className="loyalty-muted">{t(`missions.wallets.${mission.rewardWallet}`)}</span>
            </dd>
          </div>
          {mission.missionPoints > 0 ? (
            <div>
              <dt>{t('missions.points')}</dt>
              <dd data-testid="mission-points">+{pointsText(mission.missionPoints, lang)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('missions.ends')}</dt>
            <dd>
              <TimeLeftText end={mission.periodEnd} now={now} />
            </dd>
          </div>
        </dl>
        <div className="loyalty-mission__action">
          {mission.state === 'claimable' ? (
            <Button
              variant="gold"
              size="sm"
              disabled={claim.isPending}
              aria-busy={claim.isPending || undefined}
              data-testid="mission-claim"
              onClick={onClaim}
            >
              {claim.isPending ? t('missions.claiming') : t('missions.claim')}
            </Button>
          ) : null}
        </div>
      </div>
      {claimedAmount ? (
        <p className="loyalty-notice" data-tone="go" role="status">
          {t('missions.claimDone', { amount: claimedAmount, wallet: t(`missions.wallets.${mission.rewardWallet}`) })}
        </p>
      ) : null}
      {error ? (
        <p className="alert-note" role="alert" data-testid="mission-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
