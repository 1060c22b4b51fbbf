import { useEffect, useState } from 'react';

/** How long after the page's load event a part waits for an idle moment at most. */
const SETTLE_TIMEOUT_MS = 2_000;

let settled = false;

/**
 * True once the page has loaded (its load event) and then had an idle moment: for motion that
 * can wait (the home page's running strip). A looping animation makes the compositor draw every
 * frame, and on a cheap phone that work competes with the first screen's scripts for the same
 * cores (issue 33). Once settled, it stays settled for the session's later pages.
 */
export function usePageSettled(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    const settle = () => {
      settled = true;
      setReady(true);
    };
    const afterLoad = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(settle, { timeout: SETTLE_TIMEOUT_MS })
          : window.setTimeout(settle, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);
  return ready;
}
