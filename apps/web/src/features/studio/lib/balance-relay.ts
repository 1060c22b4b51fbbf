/*
 * The game runs in the portal's /game iframe on the same origin: after a round moved money it
 * tells the page around it, whose header then reloads the balance (app/studio-balance-relay.tsx).
 */
export const BALANCE_CHANGED_MESSAGE = 'studio:balance-changed';

export function notifyBalanceChanged() {
  if (window.parent !== window) window.parent.postMessage({ type: BALANCE_CHANGED_MESSAGE }, window.location.origin);
}

/** Listens for the studio's notice from a same-origin frame; returns the unsubscribe. */
export function onBalanceChanged(listener: () => void): () => void {
  const handle = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    if ((event.data as { type?: unknown } | null)?.type === BALANCE_CHANGED_MESSAGE) listener();
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
