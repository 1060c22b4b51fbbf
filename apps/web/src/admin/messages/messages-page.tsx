import { useState } from 'react';
import { Controller, useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_LIMITS, type MessageSend, type SentMessage } from '@portal/shared/contracts/messages';
import { LANGUAGE_NAMES, isLanguage, type Language } from '@portal/shared/languages';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ActionStatus } from '../ui/action-status';
import { DataTable } from '../../ui/data-table';
import { LocalizedTextInput } from '../../ui/form/localized-text-input';
import { PrevNextPager } from '../ui/list-tab';
import { PageHeader } from '../ui/page-header';
import { AudiencePicker, useReach } from './audience-picker';
import {
  audienceOf,
  composeSchema,
  emptyAudience,
  issuesOf,
  readPercent,
  textFor,
  type ComposeValues,
} from './message-draft';
import { MessagePreview } from './message-preview';
import { useSendMessage, useSentMessages } from './messages-api';
import { useAudienceWords } from './use-audience-words';
import './messages.css';
import { usePageParam } from '../../lib/use-list-params';

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
  const { control, watch, handleSubmit, formState } = useForm<ComposeValues, unknown, MessageSend>({
    defaultValues: { title: {}, content: {}, audience: emptyAudience() },
    resolver: formResolver(composeSchema),
  });
  const [title, content, audienceDraft] = watch(['title', 'content', 'audience']);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  // The checked body waiting for the operator's yes.
  const [confirming, setConfirming] = useState<MessageSend | null>(null);
  const send = useSendMessage();
  const reach = useReach(audienceOf(audienceDraft));
  const refused = send.error instanceof ApiError ? send.error : null;
  const issues = issuesOf((refused?.value as { fields?: Record<string, string> } | null)?.fields);
  /** Any change drops the last refusal and the "sent" notice. */
  const edited = () => {
    if (send.isError) send.reset();
    onEdit();
  };

  const deliver = (body: MessageSend) =>
    send.mutate(body, {
      onSuccess: (sent) => onSent(sent.recipients),
      onSettled: () => setConfirming(null),
    });

  // One member is one message; anything wider is asked once more, with the count.
  const checked = (body: MessageSend) => {
    if (send.isPending) return;
    if (body.audience.kind === 'member') deliver(body);
    else setConfirming(body);
  };

  const otherError = refused && refused.code !== 'VALIDATION_FAILED' ? refused.message : null;

  return (
    <form
      className="admin-card msg-compose"
      onSubmit={(event) => void handleSubmit(checked)(event)}
      noValidate
      data-testid="msg-compose"
    >
      <h2>{t('compose.title')}</h2>
      <div className="msg-compose__body">
        <div className="msg-compose__form">
          {(['title', 'content'] as const).map((name) => (
            <MessageTextField key={name} control={control} name={name} required={issues[name]} onEdit={edited} />
          ))}
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <AudiencePicker
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  edited();
                }}
                reach={reach}
                sendIssue={issues.audience}
              />
            )}
          />
          {formState.errors.audience && (
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
        open={confirming !== null}
        title={t('compose.confirmTitle')}
        message={
          reach.recipients !== null
            ? t('compose.confirmMessage', { count: reach.recipients })
            : t('compose.confirmUncounted')
        }
        confirmLabel={t('compose.send')}
        cancelLabel={t('admin:actions.cancel')}
        onConfirm={() => confirming && deliver(confirming)}
        onCancel={() => setConfirming(null)}
        busy={send.isPending}
      />
    </form>
  );
}

/**
 * The title or the text of the notice in the six languages, with its issue underneath: none
 * written (the form's check), or the languages the server requires (`msg-<name>-issue`).
 */
function MessageTextField({
  control,
  name,
  required,
  onEdit,
}: {
  control: Control<ComposeValues, unknown, MessageSend>;
  name: 'title' | 'content';
  /** The languages the server's refusal found blank. */
  required: Language[];
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin-communication');
  const { field, fieldState } = useController({ control, name });
  const issue = fieldState.error
    ? t(`compose.${name}Missing`)
    : required.length
      ? t('compose.requiredIn', { languages: required.map((code) => LANGUAGE_NAMES[code]).join(', ') })
      : null;
  return (
    <div className="msg-text-field">
      <LocalizedTextInput
        label={t(name === 'title' ? 'compose.fieldTitle' : 'compose.fieldContent')}
        value={field.value}
        onChange={(next) => {
          field.onChange(next);
          onEdit();
        }}
        multiline={name === 'content'}
        maxLength={MESSAGE_TEXT_LIMITS[name]}
        testId={`msg-field-${name}`}
      />
      {issue && (
        <small className="admin-field__error" data-testid={`msg-${name}-issue`}>
          {issue}
        </small>
      )}
    </div>
  );
}

/** The notices sent, newest first: the title, who it went to, how many got and read it, who sent it, when. */
function SentList() {
  const { t, i18n } = useTranslation(['admin-communication', 'admin']);
  const [page, setPage] = usePageParam();
  const sent = useSentMessages(page);
  const audienceWords = useAudienceWords();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const totalPages = sent.data?.totalPages ?? 1;

  return (
    <section className="admin-card msg-sent" data-testid="msg-sent">
      <h2>{t('sent.title')}</h2>
      <ActionStatus error={sent.error?.message} />
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
      <PrevNextPager
        page={page}
        hasMore={page < totalPages}
        onPage={setPage}
        label={t('sent.page', { page, pages: totalPages })}
      />
    </section>
  );
}
