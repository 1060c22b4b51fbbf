import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/contracts/announcements';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { MegaphoneIcon } from '../../../ui/icons';
import { InboxRow } from '../../../ui/inbox-row';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { useAnnouncementPage, useMarkAllAnnouncementsRead, useMarkAnnouncementRead } from '../api/announcements';
import { timeText } from '../lib/dates';
import { clip, plainText } from '../lib/plain-text';
import { AnnouncementDetail } from './announcement-detail';
import './announcements.css';
import '../../../ui/patterns.css';

/**
 * The announcements list (type PL, nine a page) with its detail pane: side by side on a wide
 * screen, list then detail on a phone. A member sees unread dots, "mark all read", and an
 * announcement turns read when opened; a visitor sees the list without read state.
 */
export function AnnouncementBrowser({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('announcements');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAnnouncementPage(token, 'PL', page, { language: i18n.language });
  const markRead = useMarkAnnouncementRead();
  const markAll = useMarkAllAnnouncementsRead();
  const isMember = token !== null;
  const rows = list.data?.list ?? [];
  const open = rows.find((a) => a.id === openId) ?? null;
  const unread = isMember ? (list.data?.unread ?? 0) : 0;

  const choose = (announcement: Announcement) => {
    setOpenId(announcement.id);
    if (isMember && !announcement.read) markRead.mutate(announcement.id);
  };

  return (
    <LoadState
      query={list}
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState icon={<MegaphoneIcon size={36} />} title={t('empty')} description={t('emptyHint')} />}
    >
      <div className="announcements" data-view={open ? 'detail' : 'list'}>
        <div className="announcements__list-pane">
          {isMember ? (
            <div className="announcements__toolbar">
              <span className="announcements__unread" data-testid="announcements-unread">
                {unread > 0 ? t('unread', { count: unread }) : t('allRead')}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={unread === 0 || markAll.isPending}
                data-testid="announcements-read-all"
                onClick={() => markAll.mutate('PL')}
              >
                {t('markAllRead')}
              </Button>
            </div>
          ) : null}
          <ul className="inbox-list plain-list">
            {rows.map((announcement) => (
              <li key={announcement.id}>
                <InboxRow
                  title={announcement.title}
                  preview={clip(plainText(announcement.content), 90)}
                  time={{ iso: announcement.timestamp, text: timeText(announcement.timestamp, i18n.language) }}
                  unread={isMember && !announcement.read}
                  unreadLabel={t('unreadMark')}
                  current={announcement.id === openId}
                  testId="announcement-row"
                  onOpen={() => choose(announcement)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={list.data?.totalPages ?? 1}
            onPage={(next) => {
              setPage(next);
              setOpenId(null);
            }}
            testId="announcements-pager"
          />
        </div>
        <div className="announcements__detail-pane">
          {open ? (
            <>
              <BackButton className="announcements__back" onClick={() => setOpenId(null)}>
                {t('back')}
              </BackButton>
              <AnnouncementDetail announcement={open} />
            </>
          ) : (
            <p className="announcements__choose">{t('choose')}</p>
          )}
        </div>
      </div>
    </LoadState>
  );
}
