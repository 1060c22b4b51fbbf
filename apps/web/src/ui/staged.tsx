import { useEffect, useState, type ReactNode } from 'react';
import { inTurn } from '../lib/main-thread';

/**
 * A part of a page built in a task of its own, after the parts before it (`lib/main-thread`): a
 * page's render is several short tasks instead of one long one, which a phone's player would wait
 * through before the page answers a tap. Parts arrive top to bottom, so nothing above moves when
 * one does; `placeholder` holds the place meanwhile where something below is already shown.
 */
export function Staged({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => (shown ? undefined : inTurn(() => setShown(true))), [shown]);
  return <>{shown ? children : placeholder}</>;
}
