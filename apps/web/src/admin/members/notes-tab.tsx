import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { NOTE_MAX_LENGTH } from '@portal/shared/contracts/member-admin';
import { Button } from '../../ui/button';
import { ApiError } from '../../lib/api-client';
import { adminApi } from '../lib/admin-api';
import { TextAreaField } from '../ui/text-area-field';
import { useDateTime } from './member-labels';
import { MemberListTab } from './member-list-tab';
import { useRefreshMember, type MemberNote } from './members-api';

/** Operators' notes: a new one on top, the history (free notes and the reasons of actions) below. */
export function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin-members');
  const { t: ta } = useTranslation('admin');
  const date = useDateTime();
  const refresh = useRefreshMember(memberId);
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useMutation({
    mutationFn: () => adminApi(`/admin/api/members/${memberId}/notes`, { method: 'POST', body: { body: body.trim() } }),
    onSuccess: async () => {
      setBody('');
      setTouched(false);
      await refresh();
    },
  });
  const empty = body.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) add.mutate();
  };

  return (
    <div className="members-stack">
      <form className="members-note-form" onSubmit={submit} data-testid="member-note-form">
        <TextAreaField
          label={t('notes.new')}
          hint={t('notes.hint', { max: NOTE_MAX_LENGTH })}
          error={touched && empty ? t('dialog.required') : undefined}
          maxLength={NOTE_MAX_LENGTH}
          value={body}
          onChange={setBody}
          testId="member-note-body"
        />
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
