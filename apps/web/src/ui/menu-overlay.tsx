import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { Modal } from './modal';
import type { IconProps } from './icons';
import './menu-overlay.css';
import './patterns.css';

/** One menu entry: its page, icon, label and test id, and a badge (unread, an offer) when there is one. */
export interface MenuOverlayEntry<P extends string> {
  page: P;
  icon: ComponentType<IconProps>;
  label: string;
  testId: string;
  badge?: ReactNode;
}

/**
 * A large modal for a menu-and-page overlay (the member center, the agent center): wider and taller
 * than a dialog, never dragged, full screen on phones. The class names the feature's size.
 */
export function MenuOverlayModal({
  open,
  onClose,
  title,
  className,
  testId,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      draggable={false}
      className={clsx('menu-overlay-modal', className)}
      testId={testId}
    >
      {children}
    </Modal>
  );
}

/**
 * The overlay's content: a menu column on wide screens (a row of chips on phones) and the chosen
 * page in a pane that scrolls on its own, under its heading.
 */
export function MenuOverlayBody<P extends string>({
  menuLabel,
  entries,
  active,
  onNavigate,
  page,
  heading,
  paneTestId,
  children,
}: {
  menuLabel: string;
  entries: readonly MenuOverlayEntry<P>[];
  /** The highlighted entry (none for a page the menu does not list). */
  active: P | null;
  onNavigate(page: P): void;
  /** The shown page, as the pane's data-page. */
  page: string;
  heading: string;
  paneTestId: string;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const paneRef = useRef<HTMLElement>(null);

  // A new page starts at its top, wherever the previous one was scrolled to.
  useEffect(() => {
    paneRef.current?.scrollTo?.({ top: 0 });
  }, [page]);

  // On a phone the active chip may sit off screen in the row: bring it (and its badge) to the middle.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  return (
    <div className="menu-overlay">
      <nav className="menu-overlay__menu" aria-label={menuLabel}>
        <ul ref={listRef} className="menu-overlay__list plain-list">
          {entries.map(({ page: entry, icon: Icon, label, testId, badge }) => (
            <li key={entry}>
              <button
                type="button"
                className="menu-overlay__entry"
                aria-current={entry === active ? 'page' : undefined}
                data-testid={testId}
                onClick={() => onNavigate(entry)}
              >
                <Icon size={18} />
                <span className="menu-overlay__label">{label}</span>
                {badge}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section
        ref={paneRef}
        className="menu-overlay__pane"
        aria-label={heading}
        data-testid={paneTestId}
        data-page={page}
      >
        <h3 className="menu-overlay__heading">{heading}</h3>
        {children}
      </section>
    </div>
  );
}
