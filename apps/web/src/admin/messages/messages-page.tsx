import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_LIMITS, type SentMessage } from '@portal/shared/contracts/messages';
import { LANGUAGE_NAMES, isLanguage, type Language } from '@portal/shared/languages';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ActionStatus } from '../ui/action-status';
import { DataTable } from '../../ui/data-table';
import { LocalizedField } from '../ui/localized-field';
import { PageHeader } from '../ui/page-header';
import { AudiencePicker, useReach } from './audience-picker';
import {
  audienceOf,
  bodyOf,
  emptyAudience,
  hasText,
  issuesOf,
  readPercent,
  textFor,
  type AudienceDraft,
  type LocalizedValue,
} from './message-draft';
import { MessagePreview } from './message-preview';
import { useSendMessage, useSentMessages } from './messages-api';
import { useAudienceWords } from './use-audience-words';
import './messages.css';

/**
 * Platform messages in the back office (support): a notice written in the six languages with the
 * member's view beside it, sent to one member, VIP levels, an agent's team, countries or everyone
 * after seeing how many it reaches; below, the notices sent with how many have read each.
 */
export default function MessagesPage() {
  const { t } = useTranslation('admin-communication');
  const [sentNote, setSentNote] = useState<string | null>(null);
  // A new key clears the form after a send (the inputs keep their own tab and typing state).
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <PageHeader title={t('messages.title')} subtitle={t('messages.subtitle')} />
      {sentNote && (
        <p className="msg-notice" role="status" data-testid="msg-sent-notice">
          {sentNote}
        </p>
      )}
      <ComposeCard
        key={formKey}
        onSent={(recipients) => {
          setSentNote(t('compose.sent', { count: recipients }));
          setFormKey((key) => key + 1);
        }}
        onEdit={() => setSentNote(null)}
      />
      <SentList />
    </>
  );
}

function ComposeCard({ onSent, onEdit }: { onSent: (recipients: number) => void; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['admin-communication', 'admin']);
  const [title, setTitle] = useState<LocalizedValue>({});
  const [content, setContent] = useState<LocalizedValue>({});
  const [audienceDraft, setAudienceDraft] = useState<AudienceDraft>(emptyAudience);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const send = useSendMessage();
  const audience = audienceOf(audienceDraft);
  const reach = useReach(audience);
  const refused = send.error instanceof ApiError ? send.error : null;
  const issues = issuesOf((refused?.value as { fields?: Record<string, string> } | null)?.fields);
  const missingTitle = tried && !hasText(title);
  const missingContent = tried && !hasText(content);
  /** Any change drops the last refusal and the "sent" notice. */
  const edit =
    <Value,>(setValue: (next: Value) => void) =>
    (next: Value) => {
      setValue(next);
      if (send.isError) send.reset();
      onEdit();
    };

  const deliver = () => {
    if (!audience) return;
    send.mutate(bodyOf(title, content, audience), {
      onSuccess: (sent) => onSent(sent.recipients),
      onSettled: () => setConfirming(false),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!hasText(title) || !hasText(content) || !audience || send.isPending) return;
    // One member is one message; anything wider is asked once more, with the count.
    if (audience.kind === 'member') deliver();
    else setConfirming(true);
  };

  const languageIssue = (languages: Language[]) =>
    languages.length
      ? t('compose.requiredIn', { languages: languages.map((code) => LANGUAGE_NAMES[code]).join(', ') })
      : null;
  const titleIssue = missingTitle ? t('compose.titleMissing') : languageIssue(issues.title);
  const contentIssue = missingContent ? t('compose.contentMissing') : languageIssue(issues.content);
  const otherError = refused && refused.code !== 'VALIDATION_FAILED' ? refused.message : null;

  return (
    <form className="admin-card msg-compose" onSubmit={submit} noValidate data-testid="msg-compose">
      <h2>{t('compose.title')}</h2>
      <div className="msg-compose__body">
        <div className="msg-compose__form">
          <div className="msg-text-field">
            <LocalizedField
              label={t('compose.fieldTitle')}
              value={title}
              onChange={edit(setTitle)}
              maxLength={MESSAGE_TEXT_LIMITS.title}
              testId="msg-field-title"
              error={titleIssue}
              errorTestId="msg-title-issue"
            />
          </div>
          <div className="msg-text-field">
            <LocalizedField
              label={t('compose.fieldContent')}
              value={content}
              onChange={edit(setContent)}
              multiline
              maxLength={MESSAGE_TEXT_LIMITS.content}
              testId="msg-field-content"
              error={contentIssue}
              errorTestId="msg-content-issue"
            />
          </div>
          <AudiencePicker
            value={audienceDraft}
            onChange={edit(setAudienceDraft)}
            reach={reach}
            sendIssue={issues.audience}
          />
          {tried && !audience && (
            <small className="admin-field__error" data-testid="msg-audience-missing">
              {t('compose.audienceMissing')}
            </small>
          )}
          <ActionStatus error={otherError} />
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={send.isPending} data-testid="msg-send">
              {send.isPending ? t('compose.sending') : t('compose.send')}
            </Button>
          </div>
        </div>
        <MessagePreview title={title} content={content} language={previewLanguage} onLanguage={setPreviewLanguage} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('compose.confirmTitle')}
        message={
          reach.recipients !== null
            ? t('compose.confirmMessage', { count: reach.recipients })
            : t('compose.confirmUncounted')
        }
        confirmLabel={t('compose.send')}
        cancelLabel={t('admin:actions.cancel')}
        onConfirm={deliver}
        onCancel={() => setConfirming(false)}
        busy={send.isPending}
      />
    </form>
  );
}

/** The notices sent, newest first: the title, who it went to, how many got and read it, who sent it, when. */
function SentList() {
  const { t, i18n } = useTranslation(['admin-communication', 'admin']);
  const [page, setPage] = useState(1);
  const sent = useSentMessages(page);
  const audienceWords = useAudienceWords();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const totalPages = sent.data?.totalPages ?? 1;

  return (
    <section className="admin-card msg-sent" data-testid="msg-sent">
      <h2>{t('sent.title')}</h2>
      {sent.isError && (
        <p className="admin-error" role="alert">
          {sent.error.message}
        </p>
      )}
      <DataTable<SentMessage>
        testId="msg-sent-list"
        rows={sent.data?.list}
        rowKey={(row) => row.id}
        loading={sent.isPending}
        empty={t('sent.empty')}
        columns={[
          {
            key: 'title',
            header: t('sent.notice'),
            cell: (row) => (
              <span className="msg-sent__text" data-testid={`msg-sent-row-${row.id}`}>
                <strong>{textFor(row.title, language).text}</strong>
                <small className="admin-muted">{textFor(row.content, language).text}</small>
              </span>
            ),
          },
          {
            key: 'audience',
            header: t('sent.audience'),
            cell: (row) => <span className="msg-sent__audience">{audienceWords(row.audience)}</span>,
          },
          { key: 'recipients', header: t('sent.recipients'), numeric: true, cell: (row) => row.recipients },
          {
            key: 'read',
            header: t('sent.read'),
            numeric: true,
            cell: (row) => (
              <span className="msg-sent__read">
                {t('sent.readCount', {
                  count: row.readCount,
                  percent: readPercent(row.readCount, row.recipients).toLocaleString(i18n.language),
                })}
                <span className="msg-sent__bar" aria-hidden="true">
                  <span style={{ width: `${readPercent(row.readCount, row.recipients)}%` }} />
                </span>
              </span>
            ),
          },
          { key: 'sender', header: t('sent.sender'), cell: (row) => row.sentBy },
          {
            key: 'time',
            header: t('sent.time'),
            cell: (row) =>
              new Date(row.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
          },
        ]}
      />
      {totalPages > 1 && (
        <div className="admin-pager">
          <span className="admin-muted">{t('sent.page', { page, pages: totalPages })}</span>
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin:pager.previous')}
          </Button>
          <Button size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('admin:pager.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
