import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronRightIcon } from './icons';
import './inbox-row.css';

/**
 * One row of an inbox-like list (announcements, platform messages): an unread dot, the title and a
 * one-line preview, the time, a chevron; the whole row opens the item. `columns` puts the time in a
 * column of its own on wide screens (under the preview on phones); otherwise it sits under the preview.
 */
export function InboxRow({
  title,
  preview,
  time,
  unread,
  unreadLabel,
  current = false,
  layout = 'stacked',
  testId,
  kind,
  onOpen,
}: {
  title: ReactNode;
  preview: ReactNode;
  time: { iso: string; text: string };
  unread: boolean;
  /** Says "unread" for the dot to screen readers. */
  unreadLabel: string;
  /** The row whose item is open beside the list. */
  current?: boolean;
  layout?: 'stacked' | 'columns';
  testId: string;
  /** The item's kind, as data-kind. */
  kind?: string;
  onOpen(): void;
}) {
  const timeElement = (
    <time className="inbox-row__time" dateTime={time.iso}>
      {time.text}
    </time>
  );
  return (
    <button
      type="button"
      className={clsx('inbox-row', layout === 'columns' && 'inbox-row--columns')}
      aria-current={current ? 'true' : undefined}
      data-testid={testId}
      data-unread={unread ? 'true' : 'false'}
      data-kind={kind}
      onClick={onOpen}
    >
      {unread ? (
        <span className="inbox-row__dot" role="img" aria-label={unreadLabel} />
      ) : (
        <span className="inbox-row__dot inbox-row__dot--read" aria-hidden="true" />
      )}
      <span className="inbox-row__text">
        <span className="inbox-row__title">{title}</span>
        <span className="inbox-row__preview">{preview}</span>
        {layout === 'stacked' ? timeElement : null}
      </span>
      {layout === 'columns' ? timeElement : null}
      <ChevronRightIcon size={16} className="inbox-row__chevron" />
    </button>
  );
}
