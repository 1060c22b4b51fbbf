import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/contracts/announcements';
import { MegaphoneIcon } from '../../../ui/icons';
import { usePageSettled } from '../../../lib/use-page-settled';
import { useAnnouncementPage, useMarkAnnouncementRead } from '../api/announcements';
import { marqueeSeconds, plainText } from '../lib/plain-text';
import { AnnouncementDetailModal } from './announcement-detail';
import './announcements.css';

/** How many running announcements the strip carries at once. */
const MARQUEE_SIZE = 10;

/**
 * The home page's running strip of type-B announcements: titles scroll past, pause under the
 * pointer or focus, and stand still (scrollable by hand) for a reader who asks for less motion.
 * One opens in a modal. Nothing shows while there is none. The strip starts running once the page
 * has loaded and settled: until then it stands still, and the compositor draws no frames for it.
 */
export function HomeMarquee({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('announcements');
  const { data, isPending } = useAnnouncementPage(token, 'B', 1, { pageSize: MARQUEE_SIZE, language: i18n.language });
  const markRead = useMarkAnnouncementRead();
  const [open, setOpen] = useState<Announcement | null>(null);
  const running = usePageSettled();
  const items = data?.list ?? [];
  // Its room is kept while it loads, so the categories below do not jump down when it arrives.
  if (isPending) return <div className="marquee marquee--pending" aria-hidden="true" />;
  if (items.length === 0) return null;

  const line = items.map((a) => `${a.title} ${plainText(a.content)}`).join(' ');
  const choose = (announcement: Announcement) => {
    setOpen(announcement);
    if (token !== null && !announcement.read) markRead.mutate(announcement.id);
  };
  const entries = (copy: boolean) =>
    items.map((announcement) => (
      <button
        key={`${copy ? 'copy-' : ''}${announcement.id}`}
        type="button"
        className="marquee__item"
        tabIndex={copy ? -1 : undefined}
        onClick={() => choose(announcement)}
      >
        <strong>{announcement.title}</strong>
        <span className="marquee__text">{plainText(announcement.content)}</span>
      </button>
    ));

  return (
    <section className="marquee" aria-label={t('marquee')} data-testid="home-marquee">
      <span className="marquee__icon">
        <MegaphoneIcon size={18} />
      </span>
      <div className="marquee__viewport">
        <div
          className={running ? 'marquee__track marquee__track--running' : 'marquee__track'}
          style={{ ['--marquee-duration' as string]: `${marqueeSeconds(line)}s` }}
        >
          <div className="marquee__group">{entries(false)}</div>
          {/* The copy makes the loop seamless; screen readers and the keyboard meet each entry once. */}
          <div className="marquee__group marquee__group--copy" aria-hidden="true">
            {entries(true)}
          </div>
        </div>
      </div>
      <AnnouncementDetailModal announcement={open} onClose={() => setOpen(null)} />
    </section>
  );
}
