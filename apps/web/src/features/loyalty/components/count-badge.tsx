import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/count-badge';
import './loyalty-badges.css';

/** Missions waiting to be claimed, as a small red pill; nothing at all when there are none. */
export function MissionCountBadge({ count, testId = 'mission-badge' }: { count: number; testId?: string }) {
  // The shell draws this before the loyalty texts load: it must not suspend the menu around it.
  const { t } = useTranslation('loyalty', { useSuspense: false });
  // loyalty-count: the side menu's icon rail pins it to the icon's corner.
  return <CountBadge className="loyalty-count" count={count} label={t('missions.badge', { count })} testId={testId} />;
}
