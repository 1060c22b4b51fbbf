import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/contracts/announcements';
import type { AnnouncementType } from '@portal/shared/contracts/content-admin';
import { ChevronRightIcon, MegaphoneIcon } from '../../../ui/icons';
import { useAnnouncementPage, useMarkAnnouncementRead } from '../api/announcements';
import { timeText } from '../lib/dates';
import { clip, plainText } from '../lib/plain-text';
import { AnnouncementDetailModal } from './announcement-detail';
import './announcements.css';
import '../../../ui/patterns.css';

/**
 * A short block of notices: the home page's type-H announcements, the promotions page's type PR.
 * The newest few, each opening in a modal; nothing shows while there is none.
 */
export function AnnouncementNotices({
  token,
  type,
  max = 3,
  testId,
}: {
  token: string | null;
  type: Extract<AnnouncementType, 'H' | 'PR'>;
  max?: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation('announcements');
  const { data } = useAnnouncementPage(token, type, 1, { pageSize: max, language: i18n.language });
  const markRead = useMarkAnnouncementRead();
  const [open, setOpen] = useState<Announcement | null>(null);
  const items = data?.list ?? [];
  if (items.length === 0) return null;
  const choose = (announcement: Announcement) => {
    setOpen(announcement);
    if (token !== null && !announcement.read) markRead.mutate(announcement.id);
  };
  return (
    <section className="notices" aria-label={t(type === 'H' ? 'homeNotices' : 'promotionNotices')} data-testid={testId}>
      <ul className="notices__list plain-list">
        {items.map((announcement) => (
          <li key={announcement.id}>
            <button
              type="button"
              className="notices__item"
              data-testid="notice-item"
              onClick={() => choose(announcement)}
            >
              <MegaphoneIcon size={16} className="notices__icon" />
              <span className="notices__text">
                <strong>{announcement.title}</strong>
                <span className="notices__preview">{clip(plainText(announcement.content), 80)}</span>
              </span>
              <time className="notices__time" dateTime={announcement.timestamp}>
                {timeText(announcement.timestamp, i18n.language)}
              </time>
              <ChevronRightIcon size={16} className="notices__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <AnnouncementDetailModal announcement={open} onClose={() => setOpen(null)} />
    </section>
  );
}
