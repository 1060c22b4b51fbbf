import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useMarkAnnouncementRead, usePopupAnnouncements } from '../api/announcements';
import { timeText } from '../lib/dates';
import { AnnouncementText } from './lazy-markdown';

/**
 * The popup announcements after sign-in (and on load when signed in already): one at a time,
 * oldest first. Closing one marks it read on the server, so it never shows again; the next one
 * follows. `paused` holds them back while another dialog (a sign-in step, a welcome) is open.
 */
export function AnnouncementPopup({ token, paused }: { token: string | null; paused: boolean }) {
  const { t, i18n } = useTranslation('announcements');
  const { data } = usePopupAnnouncements(token, i18n.language);
  const markRead = useMarkAnnouncementRead();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const current = (data ?? []).find((a) => !closed.has(a.id)) ?? null;
  const [shown, setShown] = useState(current);
  // The last one stays rendered while the modal plays its closing animation.
  if (current && current !== shown) setShown(current);

  const close = () => {
    if (!current) return;
    markRead.mutate(current.id);
    setClosed((before) => new Set(before).add(current.id));
  };

  return (
    <Modal
      open={current !== null && !paused && token !== null}
      onClose={close}
      title={shown?.title ?? ''}
      closeOnBackdrop={false}
      testId="announcement-popup"
      footer={
        <Button variant="primary" data-testid="announcement-popup-close" onClick={close}>
          {t('popupClose')}
        </Button>
      }
    >
      {shown ? (
        <div className="announcement-popup">
          <time className="announcement-detail__time" dateTime={shown.timestamp}>
            {timeText(shown.timestamp, i18n.language)}
          </time>
          <AnnouncementText text={shown.content} />
        </div>
      ) : null}
    </Modal>
  );
}
