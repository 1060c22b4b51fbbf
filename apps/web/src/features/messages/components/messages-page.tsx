import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@portal/shared/contracts/messages';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { ChipGroup } from '../../../ui/chip-group';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { InboxRow } from '../../../ui/inbox-row';
import { LoadState } from '../../../ui/load-state';
import { MailIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { useDeleteMessage, useMarkAllMessagesRead, useMarkMessageRead, useMessagePage } from '../api/messages';
import type { CurrencyDisplay } from '@portal/shared/money';
import { messageWording, type MessageLink } from '../lib/message-text';
import './messages.css';
import { useCurrency } from '../../../lib/currency';
import '../../../ui/patterns.css';

const timeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

interface MessagesPageProps {
  token: string | null;
  /** Opens the member center page a system message leads to. */
  onOpenPage(page: MessageLink): void;
  /** Shown under the list's toolbar: the device's notifications switch, from the app layer. */
  footer?: ReactNode;
}

/**
 * Platform messages (the member center's messageV2): the inbox newest first with paging and an
 * unread/all filter, a message opened in place (which marks it read), delete, mark all read.
 */
export function MessagesPage({ token, onOpenPage, footer }: MessagesPageProps) {
  const currency = useCurrency();
  const { t, i18n } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [open, setOpen] = useState<MessageView | null>(null);
  const inbox = useMessagePage(token, page, unreadOnly, i18n.language);
  const markRead = useMarkMessageRead();
  const markAll = useMarkAllMessagesRead();
  const unread = inbox.data?.unread ?? 0;

  const choose = (message: MessageView) => {
    setOpen(message);
    if (!message.read) markRead.mutate(message.id);
  };
  const filter = (next: boolean) => {
    setUnreadOnly(next);
    setPage(1);
  };

  if (open) {
    return (
      <div className="messages" data-testid="messages-page">
        <MessageOpened
          message={open}
          currency={currency}
          onBack={() => setOpen(null)}
          onDeleted={() => setOpen(null)}
          onOpenPage={onOpenPage}
        />
      </div>
    );
  }

  const body = (
    <LoadState
      query={inbox}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <EmptyState
          icon={<MailIcon size={36} />}
          title={unreadOnly ? t('emptyUnread') : t('empty')}
          description={unreadOnly ? t('emptyUnreadHint') : t('emptyHint')}
        />
      }
    >
      {(data) => (
        <>
          <ul className="inbox-list plain-list">
            {data.list.map((message) => {
              const wording = messageWording(message, t, currency, i18n.language);
              return (
                <li key={message.id}>
                  <InboxRow
                    layout="columns"
                    title={wording.title}
                    preview={wording.body}
                    time={{ iso: message.createdAt, text: timeText(message.createdAt, i18n.language) }}
                    unread={!message.read}
                    unreadLabel={t('unreadMark')}
                    testId="message-row"
                    kind={message.kind}
                    onOpen={() => choose(message)}
                  />
                </li>
              );
            })}
          </ul>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} testId="messages-pager" />
        </>
      )}
    </LoadState>
  );

  return (
    <div className="messages" data-testid="messages-page">
      <div className="messages__toolbar">
        <ChipGroup
          className="messages__filter"
          chipClassName="messages__filter-option"
          activeClassName="is-active"
          label={t('filter.label')}
          options={[false, true]}
          value={unreadOnly}
          onChange={filter}
          text={(only) => (only ? t('filter.unread') : t('filter.all'))}
          testId={(only) => (only ? 'messages-filter-unread' : 'messages-filter-all')}
        />
        <span className="messages__unread">{unread > 0 ? t('unreadCount', { count: unread }) : null}</span>
        <Button
          size="sm"
          variant="ghost"
          disabled={unread === 0 || markAll.isPending}
          data-testid="messages-read-all"
          onClick={() => markAll.mutate(undefined)}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {body}
      {footer}
    </div>
  );
}

/** One message in full, with the way to where it happened and a delete that asks first. */
function MessageOpened({
  message,
  currency,
  onBack,
  onDeleted,
  onOpenPage,
}: {
  message: MessageView;
  currency: CurrencyDisplay;
  onBack(): void;
  onDeleted(): void;
  onOpenPage(page: MessageLink): void;
}) {
  const { t, i18n } = useTranslation('messages');
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const wording = messageWording(message, t, currency, i18n.language);
  return (
    <article className="messages__open" data-testid="message-open" data-kind={message.kind}>
      <BackButton className="messages__back" onClick={onBack} testId="message-back">
        {t('back')}
      </BackButton>
      <header className="messages__open-head">
        {message.kind === 'notice' ? <span className="messages__kind">{t('notice')}</span> : null}
        <h4 className="messages__open-title" data-testid="message-open-title">
          {wording.title}
        </h4>
        <time className="messages__open-time" dateTime={message.createdAt}>
          {timeText(message.createdAt, i18n.language)}
        </time>
      </header>
      <p className="messages__open-body" data-testid="message-open-body">
        {wording.body}
      </p>
      {remove.isError ? (
        <p className="messages__error" role="alert">
          {t('actionFailed')}
        </p>
      ) : null}
      <div className="messages__open-actions">
        {wording.link ? (
          <Button variant="primary" size="sm" data-testid="message-link" onClick={() => onOpenPage(wording.link!)}>
            {t(`links.${wording.link}`)}
          </Button>
        ) : null}
        <Button variant="danger" size="sm" data-testid="message-delete" onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(message.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </article>
  );
}
