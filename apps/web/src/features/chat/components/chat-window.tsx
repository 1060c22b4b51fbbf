import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { readableColors } from '../../../lib/readable-colors';
import type { ChatMessage, ChatRoom } from '@portal/shared/contracts/chat';
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX } from '@portal/shared/constants';
import { isLanguage, LANGUAGE_NAMES, DEFAULT_LANGUAGE } from '@portal/shared/languages';
import { ApiError } from '../../../lib/api-client';
import { IconButton } from '../../../ui/button';
import { CloseIcon, CollapseIcon, ExpandIcon, ImageOffIcon } from '../../../ui/icons';
import { uploadChatImage, useChatInfo } from '../api/chat-api';
import { useChatStore } from '../lib/chat-store';
import './chat-window.css';

const TYPING_SEND_GAP_MS = 2500;
const NO_MESSAGES: ChatMessage[] = [];

export interface ChatWindowProps {
  token: string;
  onClose(): void;
  /** A title and header colour asked by the chat page's address, instead of the usual and the brand's. */
  look?: { title?: string; headerColor?: string };
}

/**
 * The chat window (spec: toggles from the side menu, can be enlarged or shrunk, header in the
 * brand's chat colour): the lobby of the page's language and the member's support conversation,
 * live over the socket, older messages on scrolling up.
 */
export function ChatWindow({ token, onClose, look = {} }: ChatWindowProps) {
  const { t, i18n } = useTranslation('chat');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const info = useChatInfo(token, language, true);
  const [large, setLarge] = useState(false);
  const store = useChatStore();
  const [tab, setTab] = useState<'lobby' | 'support'>('lobby');
  const room = store.rooms.find((r) => r.kind === tab) ?? null;

  useEffect(() => {
    useChatStore.getState().start(token, language);
    return () => useChatStore.getState().stop();
  }, [token, language]);

  useEffect(() => {
    useChatStore.getState().view(room?.id ?? null);
    return () => useChatStore.getState().view(null);
  }, [room?.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const headerColor = look.headerColor ?? info.data?.headerColor;
  const title = look.title ?? t('title');
  const online = room ? store.online[room.id] : undefined;

  return (
    <section
      className={clsx('chat-window', large && 'chat-window--large')}
      role="dialog"
      aria-label={title}
      data-testid="chat-window"
      data-size={large ? 'large' : 'small'}
    >
      <header className="chat-window__header" style={(headerColor && readableColors(headerColor)) || undefined}>
        <div className="chat-window__title">
          <strong data-testid="chat-title">{title}</strong>
          <small data-testid="chat-status">
            {store.status === 'open'
              ? room?.kind === 'lobby' && online !== undefined
                ? t('online', { count: online })
                : t('status.open')
              : t(`status.${store.status}`)}
          </small>
        </div>
        <IconButton
          label={large ? t('shrink') : t('enlarge')}
          onClick={() => setLarge(!large)}
          data-testid="chat-resize"
          className="chat-window__tool"
        >
          {large ? <CollapseIcon size={18} /> : <ExpandIcon size={18} />}
        </IconButton>
        <IconButton label={t('close')} onClick={onClose} data-testid="chat-close" className="chat-window__tool">
          <CloseIcon size={18} />
        </IconButton>
      </header>
      <div className="chat-window__tabs" role="tablist">
        {(['lobby', 'support'] as const).map((kind) => {
          const r = store.rooms.find((x) => x.kind === kind);
          const unread = r ? (store.unread[r.id] ?? 0) : 0;
          return (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={tab === kind}
              onClick={() => setTab(kind)}
              data-testid={`chat-tab-${kind}`}
            >
              <span className="chat-window__tab-label">
                {kind === 'lobby' ? t('lobby', { language: LANGUAGE_NAMES[language] }) : t('support')}
              </span>
              {unread > 0 && tab !== kind && (
                <span className="chat-window__unread" data-testid={`chat-unread-${kind}`}>
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {store.status === 'refused' ? (
        <p className="chat-window__refused" role="alert" data-testid="chat-refused">
          {t(`errors.${store.refusal ?? 'UNAUTHORIZED'}`)}
        </p>
      ) : room ? (
        <Conversation key={room.id} room={room} />
      ) : (
        <p className="chat-window__empty">{t('status.connecting')}</p>
      )}
    </section>
  );
}

function Conversation({ room }: { room: ChatRoom }) {
  const { t, i18n } = useTranslation('chat');
  const messages = useChatStore((s) => s.messages[room.id] ?? NO_MESSAGES);
  const hasMore = useChatStore((s) => s.hasMore[room.id] ?? false);
  const typing = useChatStore((s) => s.typing[room.id]);
  const restriction = useChatStore((s) => s.restriction);
  const notice = useChatStore((s) => s.notice);
  const status = useChatStore((s) => s.status);
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [, setTick] = useState(0);

  // The typing line fades by itself: the component looks again once its time is up.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, typing.until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [typing]);

  // New messages keep the list at its bottom if the reader was there; older pages keep the place.
  const previous = useRef({ first: 0, height: 0 });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const first = messages[0]?.id ?? 0;
    if (previous.current.first && first < previous.current.first) {
      list.scrollTop += list.scrollHeight - previous.current.height;
    } else if (stick.current) {
      list.scrollTop = list.scrollHeight;
    }
    previous.current = { first, height: list.scrollHeight };
  }, [messages]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop < 40 && hasMore && !loadingOlder) {
      setLoadingOlder(true);
      void useChatStore
        .getState()
        .loadOlder(room.id)
        .finally(() => setLoadingOlder(false));
    }
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const showTyping = typing && typing.until > Date.now();

  return (
    <>
      <div
        className="chat-window__messages"
        ref={listRef}
        onScroll={onScroll}
        data-testid="chat-messages"
        aria-live="polite"
      >
        {hasMore && (
          <button
            type="button"
            className="chat-window__older"
            onClick={() => void useChatStore.getState().loadOlder(room.id)}
            data-testid="chat-older"
          >
            {loadingOlder ? t('loading') : t('older')}
          </button>
        )}
        {messages.length === 0 && (
          <p className="chat-window__empty">{room.kind === 'support' ? t('supportEmpty') : t('lobbyEmpty')}</p>
        )}
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            time={time.format(new Date(m.createdAt))}
            onImageLoad={() => {
              // A picture grows the list after it was scrolled: a reader at the bottom stays there.
              const list = listRef.current;
              if (list && stick.current) list.scrollTop = list.scrollHeight;
            }}
          />
        ))}
      </div>
      <p className="chat-window__typing" data-testid="chat-typing">
        {showTyping ? t('typing', { name: typing.name }) : ' '}
      </p>
      {notice && (
        <p className="chat-window__notice" role="alert" data-testid="chat-notice">
          {t(`errors.${notice.code}`, {
            until: notice.until ? time.format(new Date(notice.until)) : '',
            seconds: Math.ceil((notice.retryAfterMs ?? 0) / 1000),
          })}
        </p>
      )}
      <Composer
        roomId={room.id}
        disabled={status !== 'open' || restriction.banned || restriction.mutedUntil !== null}
        mutedUntil={restriction.mutedUntil ? time.format(new Date(restriction.mutedUntil)) : null}
      />
    </>
  );
}

function MessageBubble({ message, time, onImageLoad }: { message: ChatMessage; time: string; onImageLoad(): void }) {
  const { t } = useTranslation('chat');
  const [broken, setBroken] = useState(false);
  const mine = message.sender.isMe;
  const name = message.sender.kind === 'operator' ? t('supportName') : mine ? t('me') : message.sender.name;
  return (
    <div
      className={clsx(
        'chat-message',
        mine && 'chat-message--mine',
        message.sender.kind === 'operator' && 'chat-message--support',
      )}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <span className="chat-message__meta">
        <span className="chat-message__name">{name}</span> <time>{time}</time>
      </span>
      {message.imageUrl &&
        (broken ? (
          <span className="chat-message__broken">
            <ImageOffIcon size={18} /> {t('imageMissing')}
          </span>
        ) : (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img
              src={message.imageUrl}
              alt={t('image')}
              loading="lazy"
              onLoad={onImageLoad}
              onError={() => setBroken(true)}
            />
          </a>
        ))}
      {message.text && <span className="chat-message__text">{message.text}</span>}
    </div>
  );
}

function Composer({ roomId, disabled, mutedUntil }: { roomId: number; disabled: boolean; mutedUntil: string | null }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    if (useChatStore.getState().send(roomId, body)) setText('');
  };

  const onText = (value: string) => {
    setText(value);
    if (value && Date.now() - lastTyping.current > TYPING_SEND_GAP_MS) {
      lastTyping.current = Date.now();
      useChatStore.getState().sendTyping(roomId);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem(t('imageType'));
    if (file.size > CHAT_IMAGE_MAX_BYTES) return setProblem(t('imageSize'));
    setUploading(true);
    try {
      const { imageName } = await uploadChatImage(file);
      useChatStore.getState().send(roomId, text.trim(), imageName);
      setText('');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('imageFailed'));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <form className="chat-window__composer" onSubmit={submit}>
      {problem && (
        <p className="chat-window__notice" role="alert">
          {problem}
        </p>
      )}
      <div className="chat-window__row">
        <label className={clsx('chat-window__attach', (disabled || uploading) && 'is-disabled')} title={t('attach')}>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg"
            disabled={disabled || uploading}
            onChange={(e) => void onFile(e.target.files?.[0])}
            data-testid="chat-image-input"
          />
          <span aria-hidden="true">＋</span>
          <span className="visually-hidden">{t('attach')}</span>
        </label>
        <input
          className="chat-window__input"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          onChange={(e) => onText(e.target.value)}
          placeholder={mutedUntil ? t('mutedPlaceholder', { until: mutedUntil }) : t('placeholder')}
          disabled={disabled}
          aria-label={t('placeholder')}
          data-testid="chat-input"
        />
        <button type="submit" className="chat-window__send" disabled={disabled || !text.trim()} data-testid="chat-send">
          {uploading ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
