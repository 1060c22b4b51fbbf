import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { operatorCreateSchema, type OperatorRole } from '@portal/shared/contracts/operators';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { FieldFrame, TextField } from '../../ui/form/form-fields';
import { errorText, IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { Modal } from '../../ui/modal';
import { adminApi } from '../lib/admin-api';
import { ActionStatus } from '../ui/action-status';
import { useEditorForm } from '../ui/use-editor-form';
import { oneTimePassword } from './one-time-password';
import type { OperatorRow } from './operator-row';
import { RoleChoices } from './role-choices';

type OperatorCreate = z.output<typeof operatorCreateSchema>;
interface OperatorDraft {
  username: string;
  password: string;
  roles: OperatorRole[];
}

/**
 * A new operator: a username, roles, and a one-time password the admin hands over once; checked
 * by the route's own schema before it is sent.
 */
export function OperatorForm({ onClose, onCreated }: { onClose: () => void; onCreated: (username: string) => void }) {
  const { t } = useTranslation('admin');
  const say = useSayIssueIn('admin');
  const [password] = useState(oneTimePassword);
  const create = useMutation({
    mutationFn: ({ body }: { id: number | null; body: OperatorCreate }) =>
      adminApi<OperatorRow>('/admin/api/operators', { method: 'POST', body }),
  });
  const { form, shell } = useEditorForm<OperatorDraft, OperatorCreate, OperatorRow>({
    defaultValues: { username: '', password, roles: ['support'] },
    resolver: formResolver(operatorCreateSchema),
    save: create,
    id: null,
    onSaved: (created) => onCreated(created.username),
  });
  const roles = form.watch('roles');
  return (
    <Modal open onClose={onClose} title={t('operators.create')}>
      <form
        className="operators-form"
        onSubmit={(event) => void shell.onSubmit(event)}
        noValidate
        data-testid="operator-form"
      >
        <IssueTextProvider value={say}>
          <TextField
            control={form.control}
            name="username"
            label={t('signIn.username')}
            hint={t('operators.usernameHint')}
            maxLength={40}
            autoComplete="off"
            plain
            testId="operator-username"
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field, fieldState }) => (
              <>
                <RoleChoices value={field.value} onChange={field.onChange} />
                {fieldState.error && <small className="admin-field__error">{errorText(fieldState.error, say)}</small>}
              </>
            )}
          />
        </IssueTextProvider>
        <FieldFrame label={t('operators.oneTimePassword')} hint={t('operators.oneTimeHint')}>
          {(aria) => <input {...aria} readOnly value={password} data-testid="operator-one-time-password" />}
        </FieldFrame>
        <ActionStatus error={shell.failure} />
        <div className="admin-actions">
          <Button type="submit" variant="primary" disabled={shell.saving || roles.length === 0}>
            {t('actions.create')}
          </Button>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}
