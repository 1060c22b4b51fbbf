import { useTranslation } from 'react-i18next';
import { useClubLabelSync, useVip } from '../api/vip';
import { BirthdaySection } from '../components/birthday-form';
import { FeatureOff } from '../components/feature-off';
import { LoadState } from '../../../ui/load-state';
import { VipLadder } from '../components/vip-ladder';
import { VipStatus } from '../components/vip-status';
import '../components/loyalty.css';

/**
 * The member center's VIP page ('playerRank'): the member's level and progress, the birthday
 * behind the birthday bonus, and the whole ladder with its benefits. `enabled`: the brand's vip flag.
 */
export function VipPage({ token, enabled }: { token: string | null; enabled: boolean }) {
  const { t } = useTranslation('loyalty');
  const query = useVip(token, enabled);
  useClubLabelSync(query.data?.level.rankLevel);
  if (!enabled) return <FeatureOff feature="vip" />;
  return (
    <div className="loyalty-mc" data-testid="vip-page">
      <LoadState query={query}>
        {query.data ? (
          <>
            <VipStatus overview={query.data} />
            <BirthdaySection birthday={query.data.birthday} />
            <section className="loyalty-section">
              <h4 className="loyalty-section__title">{t('vip.ladder.title')}</h4>
              <VipLadder levels={query.data.levels} currentRank={query.data.level.rankLevel} />
            </section>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
