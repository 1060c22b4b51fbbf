import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void) {
  if (typeof matchMedia === 'undefined') return () => {};
  const list = matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * True when the player asked the system for less motion: games then show results without
 * animation, and the banners stay on the first until the player moves them.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia !== 'undefined' && matchMedia(QUERY).matches,
    () => false,
  );
}
