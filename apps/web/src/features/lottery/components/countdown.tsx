import { useEffect, useRef } from 'react';
import { formatCountdown, remainingMs } from '../lib/countdown';
import { useNow } from '../../../lib/use-now';

/**
 * Time left to a server instant, ticking on this device. `onElapsed` runs once when it reaches
 * zero: a fallback reload for when the pushed event is late (the stream reconnecting).
 */
export function Countdown({
  to,
  offsetMs,
  onElapsed,
  testId,
}: {
  to: string;
  offsetMs: number;
  onElapsed?: () => void;
  testId?: string;
}) {
  const now = useNow();
  const left = remainingMs(to, now, offsetMs);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (left === 0 && fired.current !== to) {
      fired.current = to;
      onElapsed?.();
    }
  }, [left, to, onElapsed]);
  return (
    <time className="lottery-countdown" dateTime={to} data-testid={testId} data-left-ms={left}>
      {formatCountdown(left)}
    </time>
  );
}
