import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { IssueTextProvider, type SayIssue } from '../../ui/form/issue-text';
import { ListMessages } from './list-tab';
import './editor-shell.css';

/**
 * A console editor's frame: back and title, what stands above the form (finance's approval), the
 * form with its failure and save/cancel, and beside it the preview of what members will see.
 */
export function EditorShell(props: {
  testId: string;
  title: string;
  onClose: () => void;
  backTestId?: string;
  above?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** The section's words for an issue code, for the fields inside. */
  sayIssue: SayIssue;
  failure: string | null;
  failureTestId: string;
  /** Some field has an issue: the form says so when the server said nothing. */
  hasIssues: boolean;
  fixText: string;
  saving: boolean;
  saveTestId: string;
  children: ReactNode;
  preview: { label: string; testId: string; body: ReactNode };
}) {
  const { t } = useTranslation('admin');
  const { saving, preview } = props;
  return (
    <div className="admin-editor" data-testid={props.testId}>
      <div className="admin-editor__head">
        <Button size="sm" variant="ghost" onClick={props.onClose} data-testid={props.backTestId}>
          {t('actions.back')}
        </Button>
        <h2>{props.title}</h2>
      </div>
      {props.above}
      <div className="admin-editor__body">
        <form className="admin-card admin-editor__form" onSubmit={props.onSubmit} noValidate>
          <IssueTextProvider value={props.sayIssue}>{props.children}</IssueTextProvider>
          <FormMessages
            failure={props.failure}
            failureTestId={props.failureTestId}
            hasIssues={props.hasIssues}
            fixText={props.fixText}
          />
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid={props.saveTestId}>
              {saving ? t('states.loading') : t('actions.save')}
            </Button>
            <Button variant="ghost" onClick={props.onClose} disabled={saving}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card admin-editor__preview" aria-label={preview.label} data-testid={preview.testId}>
          <h2>{preview.label}</h2>
          {preview.body}
        </section>
      </div>
    </div>
  );
}

/**
 * Under a console form: the server's refusal, else a word that some field needs attention, and
 * what the last save did.
 */
export function FormMessages(props: {
  failure: string | null;
  failureTestId: string;
  hasIssues: boolean;
  fixText: string;
  notice?: string | null;
  noticeTestId?: string;
}) {
  return (
    <>
      {props.failure && (
        <p className="admin-error" role="alert" data-testid={props.failureTestId}>
          {props.failure}
        </p>
      )}
      {props.hasIssues && !props.failure && (
        <p className="admin-error" role="alert">
          {props.fixText}
        </p>
      )}
      {props.noticeTestId && <ListMessages notice={props.notice ?? null} noticeTestId={props.noticeTestId} />}
    </>
  );
}

/** A settings form's last two buttons: back to what is saved, and save; both wait for a change. */
export function DiscardSaveButtons(props: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  discardLabel: string;
  saveLabel: string;
  saveTestId: string;
}) {
  const { t } = useTranslation('admin');
  const { dirty, saving } = props;
  return (
    <>
      <Button variant="ghost" onClick={props.onDiscard} disabled={!dirty || saving}>
        {props.discardLabel}
      </Button>
      <Button
        type="submit"
        variant="primary"
        disabled={!dirty || saving}
        aria-busy={saving || undefined}
        data-testid={props.saveTestId}
      >
        {saving ? t('states.loading') : props.saveLabel}
      </Button>
    </>
  );
}

/** A titled group of an editor's fields. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="admin-editor__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
