import { useEffect, useRef } from 'react';
import { formatCountdown, remainingMs } from '../lib/countdown';
import { useNow } from '../../../lib/use-now';

/** The moments a screen reader hears about, not every second's tick (WCAG 4.1.3). */
const MILESTONES_MS = [60_000, 10_000, 0];

/** The last milestone `left` has reached (none above the first). */
export const milestoneOf = (left: number) => MILESTONES_MS.filter((ms) => left <= ms).at(-1) ?? null;

/**
 * Time left to a server instant, ticking on this device. `onElapsed` runs once when it reaches
 * zero: a fallback reload for when the pushed event is late (the stream reconnecting). With
 * `announce`, a polite live region says the time left at one minute and ten seconds, and the end.
 */
export function Countdown({
  to,
  offsetMs,
  onElapsed,
  announce,
  testId,
}: {
  to: string;
  offsetMs: number;
  onElapsed?: () => void;
  /** The sentence for a milestone: the seconds left (0 at the end). */
  announce?: (secondsLeft: number) => string;
  testId?: string;
}) {
  const now = useNow();
  const left = remainingMs(to, now, offsetMs);
  const milestone = milestoneOf(left);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (left === 0 && fired.current !== to) {
      fired.current = to;
      onElapsed?.();
    }
  }, [left, to, onElapsed]);
  return (
    <>
      <time className="lottery-countdown" dateTime={to} data-testid={testId} data-left-ms={left}>
        {formatCountdown(left)}
      </time>
      {announce ? (
        <span className="visually-hidden" role="status" data-testid={testId && `${testId}-status`}>
          {milestone === null ? '' : announce(milestone / 1000)}
        </span>
      ) : null}
    </>
  );
}
