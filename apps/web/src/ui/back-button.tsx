import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronRightIcon } from './icons';
import './back-button.css';
import './patterns.css';

/** A link-styled "back" button with a leftward chevron: from an opened item to its list. */
export function BackButton({
  onClick,
  className,
  testId,
  children,
}: {
  onClick(): void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={clsx('back-button link-button', className)} onClick={onClick} data-testid={testId}>
      <ChevronRightIcon size={16} />
      {children}
    </button>
  );
}
