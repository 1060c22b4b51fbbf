import { useEffect, useState, type ReactNode } from 'react';

/** How long a part waits for an idle moment at most: it never waits on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Renders its children once the page's first render has painted and the main thread is idle:
 * a part below the fold (the footer) becomes its own short task instead of lengthening the first
 * one, which a phone's player waits through before the page answers a tap.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? <>{children}</> : null;
}
