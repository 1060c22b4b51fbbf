import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CHAT_MUTE_MINUTES, CHAT_TEXT_MAX, type ChatAdminMessage } from '@portal/shared/contracts/chat';
import { LANGUAGE_NAMES } from '@portal/shared/languages';
import { Button } from '../../ui/button';
import { SectionPage } from '../ui/section-page';
import { useSectionTab } from '../ui/section-tabs';
import {
  useChatLobbies,
  useChatQueue,
  useChatRestrictions,
  useChatRoom,
  useDeleteMessage,
  useMarkHandled,
  useReply,
  useRestrict,
  useSaveWords,
  useWordFilters,
} from './chat-api';
import './chat.css';

const MUTE_CHOICES = [10, 60, 24 * 60, 7 * 24 * 60].filter(
  (m) => m >= CHAT_MUTE_MINUTES.min && m <= CHAT_MUTE_MINUTES.max,
);

function useTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}

/**
 * Live chat in the back office (role support): the support queue (the longest waiting first) with
 * the conversation and its answer box, the lobby rooms with delete, mute and ban on each message,
 * and the moderation lists (who is muted or banned, the masked words). The tab is in the address.
 */
export default function ChatPage() {
  const section = useSectionTab(['queue', 'lobbies', 'moderation'] as const);
  const { tab } = section;
  return (
    <SectionPage namespace="admin-chat" section={section} testIdPrefix="chat-admin-tab-">
      {tab === 'queue' && <QueueTab />}
      {tab === 'lobbies' && <LobbiesTab />}
      {tab === 'moderation' && <ModerationTab />}
    </SectionPage>
  );
}

function QueueTab() {
  const { t } = useTranslation('admin-chat');
  const time = useTime();
  const queue = useChatQueue();
  return (
    <RoomList
      title={t('queue.title')}
      testId="chat-queue"
      rooms={queue.data}
      status={
        <>
          {queue.isError && <p className="admin-error">{queue.error.message}</p>}
          {queue.data?.length === 0 && <p className="admin-muted">{t('queue.empty')}</p>}
        </>
      }
      pickHint={t('queue.pick')}
      closeOnHandled
      itemTestId={(item) => `chat-queue-${item.username}`}
      item={(item) => (
        <>
          <span className="chat-admin-item__top">
            <strong>{item.username}</strong>
            <span className={item.awaitingReply ? 'admin-badge admin-badge--warn' : 'admin-badge admin-badge--good'}>
              {item.awaitingReply ? t('queue.waiting') : t('queue.answered')}
            </span>
          </span>
          <span className="chat-admin-item__preview">{item.lastMessage || t('image')}</span>
          <small className="admin-muted">
            {t('queue.since', { time: time(item.waitingSince ?? item.lastMessageAt) })}
          </small>
        </>
      )}
    />
  );
}

function LobbiesTab() {
  const { t } = useTranslation('admin-chat');
  const time = useTime();
  const lobbies = useChatLobbies();
  return (
    <RoomList
      title={t('lobbies.title')}
      testId="chat-lobbies"
      rooms={lobbies.data}
      pickHint={t('lobbies.pick')}
      itemTestId={(room) => `chat-lobby-${room.language}`}
      item={(room) => (
        <>
          <span className="chat-admin-item__top">
            <strong>{LANGUAGE_NAMES[room.language]}</strong>
            <span className="admin-badge">{t('lobbies.online', { count: room.online })}</span>
          </span>
          <small className="admin-muted">{t('lobbies.last', { time: time(room.lastMessageAt) })}</small>
        </>
      )}
    />
  );
}

/** Rooms to pick from beside the picked one's conversation, or a hint to pick one. */
function RoomList<Room extends { roomId: number }>({
  title,
  testId,
  rooms,
  status,
  pickHint,
  closeOnHandled = false,
  itemTestId,
  item,
}: {
  title: string;
  testId: string;
  rooms: Room[] | undefined;
  /** Above the list: why it failed to load, or that it is empty. */
  status?: ReactNode;
  pickHint: string;
  /** A handled support room leaves the queue, so its conversation closes with it. */
  closeOnHandled?: boolean;
  itemTestId: (room: Room) => string;
  item: (room: Room) => ReactNode;
}) {
  const [roomId, setRoomId] = useState<number | null>(null);
  return (
    <div className="chat-admin-split">
      <div className="admin-card chat-admin-list" data-testid={testId}>
        <h2>{title}</h2>
        {status}
        <ul>
          {rooms?.map((room) => (
            <li key={room.roomId}>
              <button
                type="button"
                className={clsx('chat-admin-item', roomId === room.roomId && 'is-selected')}
                onClick={() => setRoomId(room.roomId)}
                data-testid={itemTestId(room)}
              >
                {item(room)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {roomId === null ? (
        <div className="admin-card chat-admin-pane">
          <p className="admin-muted">{pickHint}</p>
        </div>
      ) : (
        <Conversation roomId={roomId} onHandled={closeOnHandled ? () => setRoomId(null) : undefined} />
      )}
    </div>
  );
}

/** A room's newest messages with moderation on each member message, and the answer box. */
function Conversation({ roomId, onHandled }: { roomId: number; onHandled?: () => void }) {
  const { t } = useTranslation(['admin-chat', 'admin']);
  const time = useTime();
  const room = useChatRoom(roomId);
  const restrictions = useChatRestrictions();
  const reply = useReply();
  const handled = useMarkHandled();
  const [text, setText] = useState('');
  const value = room.data;
  const title =
    value?.room.kind === 'support'
      ? value.room.member?.username
      : value?.room.language
        ? LANGUAGE_NAMES[value.room.language]
        : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate({ roomId, text: text.trim() }, { onSuccess: () => setText('') });
  };

  // The newest message is at the bottom: the list opens there and follows new ones while the
  // operator reads there; scrolled up to read older ones, the poll leaves the place alone.
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = value?.items.at(-1)?.id ?? 0;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [newest, value?.items.length]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  };
  const standing = new Map(restrictions.data?.map((r) => [r.memberId, r]));

  return (
    <div className="admin-card chat-admin-pane" data-testid="chat-conversation">
      <div className="chat-admin-pane__head">
        <h2>{title}</h2>
        {value?.room.kind === 'support' && value.room.status === 'open' && (
          <Button
            variant="secondary"
            size="sm"
            disabled={handled.isPending}
            onClick={() => handled.mutate(roomId, { onSuccess: onHandled })}
            data-testid="chat-mark-handled"
          >
            {t('conversation.handled')}
          </Button>
        )}
      </div>
      {room.isError && <p className="admin-error">{room.error.message}</p>}
      <div className="chat-admin-messages" data-testid="chat-admin-messages" ref={listRef} onScroll={onScroll}>
        {value?.items.length === 0 && <p className="admin-muted">{t('conversation.empty')}</p>}
        {value?.items.map((m) => {
          const r = m.memberId === null ? undefined : standing.get(m.memberId);
          return (
            <AdminMessage
              key={m.id}
              message={m}
              time={time(m.createdAt)}
              onImageLoad={() => {
                const list = listRef.current;
                if (list && atBottom.current) list.scrollTop = list.scrollHeight;
              }}
              standing={
                r
                  ? r.banned
                    ? t('moderation.banned')
                    : t('moderation.mutedUntil', { time: time(r.mutedUntil) })
                  : null
              }
            />
          );
        })}
      </div>
      <form className="chat-admin-reply" onSubmit={submit}>
        <textarea
          value={text}
          maxLength={CHAT_TEXT_MAX}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          placeholder={
            value?.room.kind === 'support' ? t('conversation.replyPlaceholder') : t('conversation.lobbyPlaceholder')
          }
          aria-label={t('conversation.reply')}
          data-testid="chat-reply-input"
        />
        <Button
          variant="primary"
          type="submit"
          disabled={!text.trim() || reply.isPending}
          data-testid="chat-reply-send"
        >
          {t('conversation.reply')}
        </Button>
      </form>
      {reply.isError && <p className="admin-error">{reply.error.message}</p>}
    </div>
  );
}

function AdminMessage({
  message,
  time,
  standing,
  onImageLoad,
}: {
  message: ChatAdminMessage;
  time: string;
  /** The sender's mute or ban, in words; null when free to write. */
  standing: string | null;
  onImageLoad(): void;
}) {
  const { t } = useTranslation('admin-chat');
  const remove = useDeleteMessage();
  const restrict = useRestrict();
  const [minutes, setMinutes] = useState(MUTE_CHOICES[1] ?? CHAT_MUTE_MINUTES.min);
  const deleted = message.deletedAt !== null;
  return (
    <div
      className={clsx(
        'chat-admin-message',
        message.senderKind === 'operator' && 'is-operator',
        deleted && 'is-deleted',
      )}
      data-testid="chat-admin-message"
    >
      <div className="chat-admin-message__meta">
        <strong>
          {message.senderKind === 'operator' ? t('supportName', { name: message.senderName }) : message.senderName}
        </strong>
        <small className="admin-muted">{time}</small>
        {deleted && <span className="admin-badge admin-badge--bad">{t('message.deleted')}</span>}
        {standing && (
          <span className="admin-badge admin-badge--warn" data-testid="chat-admin-standing">
            {standing}
          </span>
        )}
        {!deleted && (
          <div className="chat-admin-message__actions">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove.mutate(message.id)}
              data-testid={`chat-delete-${message.id}`}
            >
              {t('message.delete')}
            </Button>
            {message.memberId !== null && (
              <>
                <select
                  className="chat-admin-message__select"
                  value={minutes}
                  onChange={(e) => setMinutes(Number(e.target.value))}
                  aria-label={t('message.muteFor')}
                >
                  {MUTE_CHOICES.map((m) => (
                    <option key={m} value={m}>
                      {t(`muteChoices.${m}`)}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => restrict.mutate({ memberId: message.memberId!, action: 'mute', minutes })}
                  data-testid={`chat-mute-${message.id}`}
                >
                  {t('message.mute')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => restrict.mutate({ memberId: message.memberId!, action: 'ban' })}
                  data-testid={`chat-ban-${message.id}`}
                >
                  {t('message.ban')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {message.imageUrl && (
        <a href={message.imageUrl} target="_blank" rel="noreferrer">
          <img src={message.imageUrl} alt={t('image')} className="chat-admin-message__image" onLoad={onImageLoad} />
        </a>
      )}
      {message.text && <p className="chat-admin-message__text">{message.text}</p>}
      {(remove.isError || restrict.isError) && (
        <p className="admin-error">{(remove.error ?? restrict.error)?.message}</p>
      )}
    </div>
  );
}

function ModerationTab() {
  const { t } = useTranslation('admin-chat');
  const time = useTime();
  const restrictions = useChatRestrictions();
  const restrict = useRestrict();
  const words = useWordFilters();
  const save = useSaveWords();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? words.data?.words.join('\n') ?? '';
  const list = text
    .split(/[\s,]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return (
    <div className="chat-admin-split">
      <div className="admin-card" data-testid="chat-restrictions">
        <h2>{t('moderation.restricted')}</h2>
        {restrictions.data?.length === 0 && <p className="admin-muted">{t('moderation.none')}</p>}
        <ul className="chat-admin-restrictions">
          {restrictions.data?.map((r) => (
            <li key={r.memberId}>
              <span>
                <strong>{r.username}</strong>{' '}
                <span className="admin-muted">
                  {r.banned ? t('moderation.banned') : t('moderation.mutedUntil', { time: time(r.mutedUntil) })}
                  {r.reason ? ` · ${r.reason}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => restrict.mutate({ memberId: r.memberId, action: r.banned ? 'unban' : 'unmute' })}
                data-testid={`chat-lift-${r.username}`}
              >
                {r.banned ? t('moderation.unban') : t('moderation.unmute')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <form
        className="admin-card chat-admin-words"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(list, { onSuccess: () => setDraft(null) });
        }}
      >
        <h2>{t('moderation.words')}</h2>
        <p className="admin-muted">{t('moderation.wordsHint')}</p>
        <textarea
          rows={8}
          value={text}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={t('moderation.words')}
          data-testid="chat-words"
        />
        <div>
          <Button variant="primary" type="submit" disabled={save.isPending} data-testid="chat-words-save">
            {t('moderation.save', { count: list.length })}
          </Button>
        </div>
        {save.isError && <p className="admin-error">{save.error.message}</p>}
        {save.isSuccess && draft === null && <p className="admin-muted">{t('moderation.saved')}</p>}
      </form>
    </div>
  );
}
