import { useTranslation } from 'react-i18next';
import './loyalty-badges.css';

/** The text of a count badge: nothing at zero or below, capped so the pill stays small. */
export const countBadgeText = (count: number): string | null =>
  count > 0 ? (count > 99 ? '99+' : String(count)) : null;

/** Missions waiting to be claimed, as a small red pill; nothing at all when there are none. */
export function MissionCountBadge({ count, testId = 'mission-badge' }: { count: number; testId?: string }) {
  // The shell draws this before the loyalty texts load: it must not suspend the menu around it.
  const { t } = useTranslation('loyalty', { useSuspense: false });
  const text = countBadgeText(count);
  if (text === null) return null;
  return (
    <span className="loyalty-count" data-testid={testId} aria-label={t('missions.badge', { count })}>
      {text}
    </span>
  );
}
