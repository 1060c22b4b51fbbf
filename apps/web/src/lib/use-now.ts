import { useEffect, useState } from 'react';

/**
 * This device's clock, re-read every `everyMs` while the component is shown: the countdowns' local
 * tick (no server call). One timer per list, not one per card.
 */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
