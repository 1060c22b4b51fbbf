import { useEffect, useState } from 'react';

/** This device's clock, re-read every `everyMs` while mounted: the countdowns' local tick (no server call). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
