import { useTranslation } from 'react-i18next';
import { badgeText } from '../../member-center';
import './loyalty-badges.css';

/** Missions waiting to be claimed, as a small red pill; nothing at all when there are none. */
export function MissionCountBadge({ count, testId = 'mission-badge' }: { count: number; testId?: string }) {
  // The shell draws this before the loyalty texts load: it must not suspend the menu around it.
  const { t } = useTranslation('loyalty', { useSuspense: false });
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="loyalty-count" data-testid={testId} aria-label={t('missions.badge', { count })}>
      {text}
    </span>
  );
}
