import type { Announcement } from '@portal/shared/contracts/announcements';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import { timeText } from '../lib/dates';
import { AnnouncementText } from './lazy-markdown';

/** One announcement in full: its title, when it went live, and its text (plain or Markdown). */
export function AnnouncementDetail({
  announcement,
  heading = true,
}: {
  announcement: Announcement;
  heading?: boolean;
}) {
  const { i18n } = useTranslation('announcements');
  return (
    <article className="announcement-detail" data-testid="announcement-detail" data-id={announcement.id}>
      {heading ? <h3 className="announcement-detail__title">{announcement.title}</h3> : null}
      <time className="announcement-detail__time" dateTime={announcement.timestamp}>
        {timeText(announcement.timestamp, i18n.language)}
      </time>
      <AnnouncementText text={announcement.content} />
    </article>
  );
}

/** An announcement opened from the marquee or a notices block, in a modal of its own. */
export function AnnouncementDetailModal({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose(): void;
}) {
  return (
    <Modal open={announcement !== null} onClose={onClose} title={announcement?.title ?? ''} testId="announcement-modal">
      {announcement ? <AnnouncementDetail announcement={announcement} heading={false} /> : null}
    </Modal>
  );
}
