import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { DROPDOWN_HIDE_DELAY_MS } from '@portal/shared/constants';
import './dropdown.css';

interface DropdownProps {
  /** The trigger's content (an avatar, a label). */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  children: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  testId?: string;
}

/**
 * A disclosure dropdown. It hides DROPDOWN_HIDE_DELAY_MS after focus leaves it, so
 * a click on an item that moves focus still lands; it also closes on Escape, on an outside press
 * and after an item is chosen.
 */
export function Dropdown({
  trigger,
  label,
  children,
  align = 'end',
  triggerClassName,
  panelClassName,
  testId,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_HIDE_DELAY_MS);
  };

  return (
    <div
      ref={rootRef}
      className="dropdown"
      onBlur={onBlur}
      onFocus={() => window.clearTimeout(hideTimer.current)}
      data-testid={testId}
    >
      <button
        ref={triggerRef}
        type="button"
        className={clsx('dropdown__trigger', triggerClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* The label leads the name and the trigger's visible text follows it (WCAG 2.5.3). */}
        <span className="visually-hidden">{label} </span>
        {trigger}
      </button>
      <div
        id={panelId}
        className={clsx('dropdown__panel', `dropdown__panel--${align}`, panelClassName)}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a,button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
