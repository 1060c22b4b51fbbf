import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/contracts/announcements';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ChevronRightIcon, MegaphoneIcon } from '../../../ui/icons';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { useAnnouncementPage, useMarkAllAnnouncementsRead, useMarkAnnouncementRead } from '../api/announcements';
import { timeText } from '../lib/dates';
import { clip, plainText } from '../lib/plain-text';
import { AnnouncementDetail } from './announcement-detail';
import './announcements.css';

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
          <ul className="announcements__list">
            {rows.map((announcement) => {
              const isUnread = isMember && !announcement.read;
              return (
                <li key={announcement.id}>
                  <button
                    type="button"
                    className="announcements__row"
                    aria-current={announcement.id === openId ? 'true' : undefined}
                    data-testid="announcement-row"
                    data-unread={isUnread ? 'true' : 'false'}
                    onClick={() => choose(announcement)}
                  >
                    {isUnread ? (
                      <span className="announcements__dot" aria-label={t('unreadMark')} role="img" />
                    ) : (
                      <span className="announcements__dot announcements__dot--read" aria-hidden="true" />
                    )}
                    <span className="announcements__row-text">
                      <span className="announcements__row-title">{announcement.title}</span>
                      <span className="announcements__row-preview">{clip(plainText(announcement.content), 90)}</span>
                      <time className="announcements__row-time" dateTime={announcement.timestamp}>
                        {timeText(announcement.timestamp, i18n.language)}
                      </time>
                    </span>
                    <ChevronRightIcon size={16} className="announcements__row-chevron" />
                  </button>
                </li>
              );
            })}
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
              <button type="button" className="announcements__back" onClick={() => setOpenId(null)}>
                <ChevronRightIcon size={16} />
                {t('back')}
              </button>
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
