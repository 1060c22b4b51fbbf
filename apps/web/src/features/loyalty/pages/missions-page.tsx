import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionPeriod, MissionView } from '@portal/shared/contracts/loyalty';
import { EmptyState } from '../../../ui/empty-state';
import { TargetIcon } from '../../../ui/icons';
import { useLeaderboard, useMissions } from '../api/missions';
import { MissionCountBadge } from '../components/count-badge';
import { FeatureOff } from '../components/feature-off';
import { LeaderboardTable } from '../components/leaderboard';
import { LoadState } from '../../../ui/load-state';
import { PillTabs } from '../../../ui/pill-tabs';
import { MissionCard } from '../components/mission-card';
import { useNow } from '../../../lib/use-now';
import '../components/loyalty.css';
import '../../../ui/patterns.css';

type Tab = MissionPeriod | 'leaderboard';

/**
 * The member center's missions page ('missionLeaderboard'): daily and weekly missions with their
 * Claim buttons, and this week's leaderboard. `enabled`: the brand's missions flag.
 */
export function MissionsPage({ token, enabled }: { token: string | null; enabled: boolean }) {
  const { t } = useTranslation('loyalty');
  const [tab, setTab] = useState<Tab>('daily');
  const missions = useMissions(token, enabled);
  if (!enabled) return <FeatureOff feature="missions" />;
  const list = missions.data?.list ?? [];
  const claimable = (period: MissionPeriod) =>
    list.filter((m) => m.period === period && m.state === 'claimable').length;
  return (
    <div className="loyalty-mc" data-testid="missions-page">
      <PillTabs<Tab>
        tabTestId={(id) => `loyalty-tab-${id}`}
        label={t('missions.tabsLabel')}
        value={tab}
        onChange={setTab}
        testId="missions-tabs"
        tabs={[
          {
            id: 'daily',
            label: t('missions.tabs.daily'),
            extra: <MissionCountBadge count={claimable('daily')} testId="tab-badge-daily" />,
          },
          {
            id: 'weekly',
            label: t('missions.tabs.weekly'),
            extra: <MissionCountBadge count={claimable('weekly')} testId="tab-badge-weekly" />,
          },
          { id: 'leaderboard', label: t('missions.tabs.leaderboard') },
        ]}
      />
      {tab === 'leaderboard' ? (
        <LeaderboardView token={token} />
      ) : (
        <LoadState query={missions}>
          <MissionList missions={list.filter((m) => m.period === tab)} period={tab} />
        </LoadState>
      )}
    </div>
  );
}

/** One period's missions; ready ones first, then running, then claimed (the server's order within each). */
export function MissionList({ missions, period }: { missions: readonly MissionView[]; period: MissionPeriod }) {
  const { t } = useTranslation('loyalty');
  const now = useNow(30_000);
  if (missions.length === 0) {
    return (
      <div data-testid="missions-empty">
        <EmptyState
          icon={<TargetIcon size={40} />}
          title={t(`missions.empty.${period}`)}
          description={t('missions.emptyHint')}
        />
      </div>
    );
  }
  const order = { claimable: 0, progress: 1, claimed: 2 } as const;
  const sorted = [...missions].sort((a, b) => order[a.state] - order[b.state]);
  return (
    <ul className="loyalty-missions plain-list" data-testid="missions-list">
      {sorted.map((mission) => (
        <MissionCard key={mission.id} mission={mission} now={now} />
      ))}
    </ul>
  );
}

function LeaderboardView({ token }: { token: string | null }) {
  const board = useLeaderboard(token);
  return <LoadState query={board}>{board.data ? <LeaderboardTable board={board.data} /> : null}</LoadState>;
}
