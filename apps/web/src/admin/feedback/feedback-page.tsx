import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackAdminView,
  type FeedbackStatus,
  type FeedbackType,
} from '@portal/shared/contracts/feedback';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { ActionStatus } from '../ui/action-status';
import { choicesOf, FilterSearch, FilterSelect } from '../ui/list-filters';
import { MorePagesPager } from '../ui/more-pages-pager';
import { PageHeader } from '../ui/page-header';
import { useAdminImage } from '../ui/use-admin-image';
import { LoadState } from '../../ui/load-state';
import { FEEDBACK_QUEUE_PAGE_SIZE, useFeedbackQueue, useReplyFeedback, type FeedbackFilters } from './feedback-api';
import './feedback.css';
import { useListParams } from '../../lib/use-list-params';

const STATUS_BADGE: Record<FeedbackStatus, string> = {
  open: 'admin-badge admin-badge--warn',
  replied: 'admin-badge admin-badge--good',
  closed: 'admin-badge',
};

/**
 * Support's feedback queue: members' suggestions and complaints by status, type and member, open
 * ones oldest first; each with its images (large on a click) and the reply, sent alone or closing it.
 */
export default function FeedbackPage() {
  const { t } = useTranslation(['admin-communication', 'admin']);
  const [filters, setFilters] = useListParams<FeedbackFilters>({ page: 1, status: 'open' }, ['type', 'username']);
  const [username, setUsername] = useState(filters.username ?? '');
  const [viewing, setViewing] = useState<{ path: string; n: number } | null>(null);
  const queue = useFeedbackQueue(filters);

  /** A changed filter starts the queue again on its first page. */
  const filter = (change: Partial<FeedbackFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    filter({ username: username.trim() || undefined });
  };

  return (
    <>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <form className="admin-filters fb-filters" onSubmit={search} data-testid="fb-filters">
        <FilterSelect
          label={t('admin:fields.status')}
          all={t('admin:fields.all')}
          value={filters.status}
          choices={choicesOf(FEEDBACK_STATUSES, (status) => t(`feedback.statuses.${status}`))}
          onChange={(status) => filter({ status: status as FeedbackStatus | undefined })}
          testId="fb-filter-status"
        />
        <FilterSelect
          label={t('feedback.type')}
          all={t('admin:fields.all')}
          value={filters.type}
          choices={choicesOf(FEEDBACK_TYPES, (type) => t(`feedback.types.${type}`))}
          onChange={(type) => filter({ type: type as FeedbackType | undefined })}
          testId="fb-filter-type"
        />
        <FilterSearch
          label={t('admin:fields.member')}
          value={username}
          onChange={setUsername}
          placeholder={t('feedback.usernamePlaceholder')}
          maxLength={40}
          testId="fb-filter-username"
        />
        <div className="admin-actions">
          <Button type="submit" size="sm" data-testid="fb-filter-search">
            {t('admin:actions.search')}
          </Button>
          {filters.username && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setUsername('');
                filter({ username: undefined });
              }}
            >
              {t('admin:actions.clear')}
            </Button>
          )}
        </div>
      </form>
      <div className="fb-list" data-testid="fb-list" aria-busy={queue.isFetching || undefined}>
        <LoadState
          query={queue}
          isEmpty={(page) => page.list.length === 0}
          empty={
            <p className="fb-state admin-muted" data-testid="fb-empty">
              {t(filters.status ? `feedback.empty.${filters.status}` : 'feedback.empty.any')}
            </p>
          }
        >
          {(page) =>
            page.list.map((item) => (
              <FeedbackCard key={item.id} item={item} onOpenImage={(path, n) => setViewing({ path, n })} />
            ))
          }
        </LoadState>
      </div>
      <MorePagesPager
        list={queue.data && { ...queue.data, pageSize: FEEDBACK_QUEUE_PAGE_SIZE }}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      />
      {viewing && (
        <Modal open onClose={() => setViewing(null)} title={t('feedback.image', { n: viewing.n + 1 })} size="lg">
          <FeedbackImage path={viewing.path} n={viewing.n} large />
        </Modal>
      )}
    </>
  );
}

function FeedbackCard({
  item,
  onOpenImage,
}: {
  item: FeedbackAdminView;
  onOpenImage: (path: string, n: number) => void;
}) {
  const { t, i18n } = useTranslation('admin-communication');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const [answering, setAnswering] = useState(item.status === 'open');

  return (
    <article className="fb-card" data-testid={`fb-item-${item.id}`} data-status={item.status}>
      <header className="fb-card__head">
        <Link className="fb-card__member" to={`/members/${item.memberId}`} data-testid={`fb-member-${item.id}`}>
          {item.username}
        </Link>
        <span className="admin-badge">{t(`feedback.types.${item.type}`)}</span>
        <span className={STATUS_BADGE[item.status]} data-testid={`fb-status-${item.id}`}>
          {t(`feedback.statuses.${item.status}`)}
        </span>
        <time className="admin-muted fb-card__time" dateTime={item.createdAt}>
          {when(item.createdAt)}
        </time>
      </header>
      <p className="fb-card__content" data-testid={`fb-content-${item.id}`}>
        {item.content}
      </p>
      {item.images.length > 0 && (
        <div className="fb-thumbs" aria-label={t('feedback.images')}>
          {item.images.map((path, n) => (
            <button
              key={path}
              type="button"
              className="fb-thumb"
              onClick={() => onOpenImage(path, n)}
              title={t('feedback.openImage')}
              data-testid={`fb-thumb-${item.id}-${n}`}
            >
              <FeedbackImage path={path} n={n} />
            </button>
          ))}
        </div>
      )}
      {item.reply !== null && (
        <div className="fb-reply" data-testid={`fb-reply-${item.id}`}>
          <small className="admin-muted">
            {t('feedback.repliedBy', {
              operator: item.repliedBy ?? '—',
              time: item.repliedAt ? when(item.repliedAt) : '',
            })}
          </small>
          <p>{item.reply}</p>
        </div>
      )}
      {item.status !== 'closed' &&
        (answering ? (
          <ReplyForm item={item} onCancel={item.status === 'open' ? undefined : () => setAnswering(false)} />
        ) : (
          <div className="admin-actions">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setAnswering(true)}
              data-testid={`fb-reply-again-${item.id}`}
            >
              {t('feedback.replyAgain')}
            </Button>
          </div>
        ))}
    </article>
  );
}

/** The reply box: "reply" leaves the feedback replied (the member may write again), "reply and close" ends it. */
function ReplyForm({ item, onCancel }: { item: FeedbackAdminView; onCancel?: () => void }) {
  const { t } = useTranslation(['admin-communication', 'admin']);
  const reply = useReplyFeedback();
  const [text, setText] = useState(item.reply ?? '');
  const [tried, setTried] = useState(false);
  const empty = text.trim() === '';

  const answer = (close: boolean) => {
    setTried(true);
    if (empty || reply.isPending) return;
    reply.mutate({ id: item.id, reply: text.trim(), close });
  };

  const error =
    reply.error instanceof ApiError && reply.error.code === 'CONFLICT'
      ? t('feedback.alreadyClosed')
      : reply.error?.message;

  return (
    <form
      className="fb-reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        answer(false);
      }}
      noValidate
    >
      <label className="fb-reply-form__label">
        <span>{t('feedback.replyLabel')}</span>
        <textarea
          rows={3}
          maxLength={FEEDBACK_REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={(tried && empty) || undefined}
          data-testid={`fb-reply-text-${item.id}`}
        />
      </label>
      <div className="fb-reply-form__foot">
        <small className={tried && empty ? 'admin-field__error' : 'admin-muted'}>
          {tried && empty
            ? t('feedback.replyMissing')
            : item.reply !== null
              ? t('feedback.replaceHint')
              : t('feedback.replyHint')}
        </small>
        <span className="admin-actions">
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {t('admin:actions.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending} data-testid={`fb-reply-send-${item.id}`}>
            {t('feedback.reply')}
          </Button>
          <Button
            size="sm"
            variant="primary"
            disabled={reply.isPending}
            onClick={() => answer(true)}
            data-testid={`fb-reply-close-${item.id}`}
          >
            {t('feedback.replyAndClose')}
          </Button>
        </span>
      </div>
      <ActionStatus error={error} />
    </form>
  );
}

function FeedbackImage({ path, n, large = false }: { path: string; n: number; large?: boolean }) {
  const { t } = useTranslation('admin-communication');
  const image = useAdminImage(path);
  if (!image) return <Spinner size={large ? 28 : 16} />;
  if (!image.url) return <span className="admin-error fb-image-failed">{t('feedback.imageFailed')}</span>;
  return (
    <img
      className={large ? 'fb-image-large' : 'fb-image-thumb'}
      src={image.url}
      alt={t('feedback.image', { n: n + 1 })}
      data-testid={large ? 'fb-image-large' : undefined}
    />
  );
}
