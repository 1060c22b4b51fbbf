import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { MODAL_WRAPPER } from '@portal/shared/constants';
import { lockScroll } from './scroll-lock';
import { CloseIcon } from './icons';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The corner close button (spec: optional). */
  showClose?: boolean;
  closeOnBackdrop?: boolean;
  /** Dragging by the header; phones show a bottom sheet that never drags. */
  draggable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
}

const PHONE_QUERY = '(max-width: 768px)';
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/** Open modals, topmost last: Escape closes only the top one. */
const stack: symbol[] = [];

/**
 * The modal wrapper of every dialog: portal, page scroll locked and restored, closes on a
 * backdrop click and on Escape, optional close button, draggable by its header, opening and
 * closing over MODAL_WRAPPER.delayMs. Focus moves into the dialog, Tab stays inside it, and focus
 * returns to where it was when the dialog closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  showClose = true,
  closeOnBackdrop = true,
  draggable = true,
  size = 'md',
  className,
  testId = 'modal',
}: ModalProps) {
  const { t } = useTranslation('common');
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const backdropDown = useRef(false);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number; pointer: number } | null>(null);
  const offset = useRef({ x: 0, y: 0 });

  // Unmount only after the closing animation has played.
  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), MODAL_WRAPPER.delayMs);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);

  useLayoutEffect(() => {
    if (!open) return;
    const id = Symbol('modal');
    stack.push(id);
    const unlock = lockScroll();
    offset.current = { x: 0, y: 0 };
    if (dialogRef.current) dialogRef.current.style.translate = '';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && stack[stack.length - 1] === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(id), 1);
      unlock();
    };
  }, [open]);

  // A passive effect on purpose: React restores the pre-commit focus after layout cleanups run,
  // which would pull focus back into the closing dialog.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open]);

  if (!rendered) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0 || window.matchMedia(PHONE_QUERY).matches) return;
    if ((event.target as HTMLElement).closest('button,a,input')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { ...offset.current, startX: event.clientX, startY: event.clientY, pointer: event.pointerId };
  };

  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const dialog = dialogRef.current;
    if (!d || d.pointer !== event.pointerId || !dialog) return;
    // Keep at least the header on screen so the dialog can always be dragged back.
    const rect = dialog.getBoundingClientRect();
    const baseLeft = rect.left - offset.current.x;
    const baseTop = rect.top - offset.current.y;
    const x = clamp(d.x + event.clientX - d.startX, -baseLeft - rect.width + 80, window.innerWidth - baseLeft - 80);
    const y = clamp(d.y + event.clientY - d.startY, -baseTop, window.innerHeight - baseTop - 56);
    offset.current = { x, y };
    dialog.style.translate = `${x}px ${y}px`;
  };

  const endDrag = () => {
    drag.current = null;
  };

  const style = {
    '--modal-ms': `${MODAL_WRAPPER.delayMs}ms`,
    '--modal-min-w': `${MODAL_WRAPPER.width}px`,
    '--modal-min-h': `${MODAL_WRAPPER.height}px`,
  } as CSSProperties;

  return createPortal(
    <div
      className="modal-backdrop"
      data-state={open ? 'open' : 'closing'}
      style={style}
      onPointerDown={(event) => {
        backdropDown.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && open && backdropDown.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx('modal', `modal--${size}`, className)}
        data-testid={testId}
        onKeyDown={trapTab}
      >
        <div
          className={clsx('modal__header', draggable && 'modal__header--draggable')}
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {showClose && (
            <button
              type="button"
              className="modal__close"
              aria-label={t('actions.close')}
              title={t('actions.close')}
              data-testid="modal-close"
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
