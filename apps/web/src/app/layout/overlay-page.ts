import { useEffect, useState } from 'react';
import { isTrialAccount } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';

/** The page an overlay shows: the open one, or the last one while the overlay plays its closing animation. */
export function useShownPage<P>(page: P | null, first: P): P {
  const [shown, setShown] = useState<P>(page ?? first);
  if (page && page !== shown) setShown(page);
  return page ?? shown;
}

/**
 * Closes a member's overlay when the member signs out (logout, an expired token) or turns out to
 * be a trial account (told why in its own popup), or someone `allowed` refuses.
 */
export function useOverlayGuard({
  open,
  token,
  memberType,
  close,
  allowed = () => true,
}: {
  open: boolean;
  token: string | null;
  /** The member's type; undefined while member info loads. */
  memberType: number | null | undefined;
  close(): void;
  allowed?(memberType: number | null): boolean;
}) {
  useEffect(() => {
    if (!open) return;
    if (!token) close();
    else if (memberType !== undefined && isTrialAccount(memberType)) {
      close();
      useUiStore.getState().openModal('trialWarning');
    } else if (memberType !== undefined && !allowed(memberType)) close();
    // `allowed` is a plain function, new on each render: the checks rerun on what they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, token, memberType, close]);
}
