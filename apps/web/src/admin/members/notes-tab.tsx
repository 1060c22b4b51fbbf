import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { NOTE_MAX_LENGTH, notePayloadSchema } from '@portal/shared/contracts/member-admin';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { setServerIssues } from '../../ui/form/player-fields';
import { adminApi } from '../lib/admin-api';
import { useSayMemberIssue } from './action-dialog';
import { useDateTime } from './member-labels';
import { MemberListTab } from './member-list-tab';
import { useRefreshMember, type MemberNote } from './members-api';

type Note = z.output<typeof notePayloadSchema>;
const noteResolver = formResolver(notePayloadSchema);

/** Operators' notes: a new one on top, the history (free notes and the reasons of actions) below. */
export function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const { t: ta } = useTranslation('admin');
  const date = useDateTime();
  const refresh = useRefreshMember(memberId);
  const say = useSayMemberIssue();
  const form = useForm<z.input<typeof notePayloadSchema>, unknown, Note>({
    defaultValues: { body: '' },
    resolver: noteResolver,
  });
  const add = useMutation({
    mutationFn: (note: Note) => adminApi(`/admin/api/members/${memberId}/notes`, { method: 'POST', body: note }),
    onSuccess: async () => {
      form.reset();
      await refresh();
    },
  });
  const submit = form.handleSubmit((note) => {
    if (!add.isPending) add.mutate(note, { onError: (error) => setServerIssues(error, form.setError, ['body']) });
  });

  return (
    <div className="members-stack">
      <form className="members-note-form" onSubmit={(event) => void submit(event)} data-testid="member-note-form">
        <IssueTextProvider value={say}>
          <PlainTextField
            control={form.control}
            name="body"
            type="note"
            label={t('notes.new')}
            hint={t('notes.hint', { max: NOTE_MAX_LENGTH })}
            maxLength={NOTE_MAX_LENGTH}
            testId="member-note-body"
          />
        </IssueTextProvider>
        {add.error && (
          <p className="admin-error" role="alert">
            {add.error instanceof ApiError ? add.error.message : ta('failed')}
          </p>
        )}
        <div className="admin-actions">
          <Button type="submit" variant="primary" disabled={add.isPending} data-testid="member-note-add">
            {t('notes.add')}
          </Button>
        </div>
      </form>
      <MemberListTab<MemberNote>
        memberId={memberId}
        list="notes"
        rowKey={(row) => row.id}
        empty={t('notes.none')}
        columns={[
          { key: 'at', header: t('fields.time'), cell: (row) => date(row.createdAt) },
          { key: 'author', header: t('fields.author'), cell: (row) => row.author },
          {
            key: 'action',
            header: t('fields.action'),
            cell: (row) => (row.action ? <span className="admin-badge">{t(`noteActions.${row.action}`)}</span> : '—'),
          },
          {
            key: 'body',
            header: t('fields.note'),
            cell: (row) => <span className="members-note-body">{row.body}</span>,
          },
        ]}
      />
    </div>
  );
}
