import { useState, type ComponentType, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  checkContent,
  REQUIRED_TEXTS,
  type ContentKind,
  type ContentLanguages,
  type LocalizedText,
} from '@portal/shared/contracts/content-admin';
import type { FieldIssue } from '@portal/shared/errors';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/shared/languages';
import { ActionStatus } from '../ui/action-status';
import { PreviewLanguagePicker } from '../ui/preview-language-picker';
import { useEditorForm } from '../ui/use-editor-form';
import { checkResolver, flatIssues } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { useContentMutations, type ContentItems } from './content-api';

/** The text players see in `language`: that one, else English, else any written (as the server picks). */
export function textIn(text: LocalizedText, language: Language): { text: string; shown: Language | null } {
  for (const code of [language, 'en', ...LANGUAGES] as Language[]) {
    const value = text[code]?.trim();
    if (value) return { text: value, shown: code };
  }
  return { text: '', shown: null };
}

export type FieldErrors = Record<string, FieldIssue>;

/**
 * One record's form, checked on save by the same rule as the server (the brand's default
 * language included); the server's own refusal lands on the same fields. The kinds' fields edit
 * it through `set`, which takes a changed field's issues away.
 */
function useContentForm<K extends ContentKind, Draft extends FieldValues>(options: {
  kind: K;
  schema: z.ZodType<Draft>;
  id: number | null;
  initial: Draft;
  defaultLanguage: Language;
  onSaved: (item: ContentItems[K]) => void;
}) {
  const { save } = useContentMutations(options.kind);
  const { kind, schema, defaultLanguage } = options;
  const { form, shell } = useEditorForm({
    defaultValues: options.initial as DefaultValues<Draft>,
    resolver: checkResolver((draft: Draft) => checkContent(kind, schema, draft, defaultLanguage)),
    save,
    id: options.id,
    onSaved: options.onSaved,
  });
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    const name = field as unknown as Path<Draft>;
    form.setValue(name, value as PathValue<Draft, Path<Draft>>, { shouldDirty: true });
    form.clearErrors(name);
  };
  const draft: Draft = form.watch();
  return { draft, set, shell, errors: flatIssues(form.formState.errors) as FieldErrors };
}

/** The words for a field's issue; for a text in six languages, the languages it concerns. */
function useIssueText(errors: FieldErrors) {
  const { t } = useTranslation('admin-content');
  return (field: string): string | undefined => {
    const own = errors[field];
    if (own) return t(`issues.${own}`);
    const perLanguage = Object.entries(errors)
      .filter(([name]) => name.startsWith(`${field}.`))
      .map(([name, issue]) => {
        const code = name.slice(field.length + 1) as Language;
        return `${LANGUAGE_NAMES[code] ?? code}: ${t(`issues.${issue}`)}`;
      });
    return perLanguage.length ? perLanguage.join(' · ') : undefined;
  };
}

/** Says which language a preview text comes from when the chosen one is not written. */
export function FallbackNote({ language, shown }: { language: Language; shown: Language | null }) {
  const { t } = useTranslation('admin-content');
  if (shown === language) return null;
  return (
    <p className="admin-muted content-preview__note">
      {shown
        ? t('editor.fallback', { language: LANGUAGE_NAMES[language], shown: LANGUAGE_NAMES[shown] })
        : t('editor.noText', { language: LANGUAGE_NAMES[language] })}
    </p>
  );
}

/** What an editor's own fields get: the draft, its setter and the words of each field's issue. */
export interface ContentForm<Draft> {
  draft: Draft;
  set: <F extends keyof Draft>(field: F, value: Draft[F]) => void;
  errors: FieldErrors;
  issue: (field: string) => string | undefined;
}

/** How one kind is edited: everything but the record itself and the way back to the list. */
export interface ContentEditorConfig<K extends ContentKind, Draft extends { enabled: boolean } & FieldValues> {
  schema: z.ZodType<Draft>;
  /** A new record's draft. */
  empty: Draft;
  /** A stored record's draft: the fields the API takes back. */
  draftOf: (item: ContentItems[K]) => Draft;
  /** The key of the heading while a stored record is open (a new one says the kind's "new" words). */
  editTitle: string;
  preview: (draft: Draft, language: Language) => ReactNode;
  /** The kind's own fields; the enabled switch and the save buttons are the frame's. */
  Fields: ComponentType<{ form: ContentForm<Draft>; meta: ContentLanguages }>;
}

/**
 * One record's editor: the form on one side, the player's view in a chosen language on the other
 * (stacked on a phone). Saving checks the draft by the server's rule and hands back to the list.
 */
export function ContentEditor<K extends ContentKind, Draft extends { enabled: boolean } & FieldValues>({
  kind,
  meta,
  item,
  done,
  config: { schema, empty, draftOf, editTitle, preview, Fields },
}: {
  kind: K;
  meta: ContentLanguages;
  item: ContentItems[K] | null;
  done: (saved: boolean) => void;
  config: ContentEditorConfig<K, Draft>;
}) {
  const { t } = useTranslation(['admin-content', 'admin']);
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const form = useContentForm({
    kind,
    schema,
    id: item?.id ?? null,
    initial: item ? draftOf(item) : empty,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const issue = useIssueText(form.errors);
  const { draft, set } = form;
  const { saving, failure } = form.shell;
  const back = () => done(false);
  // A kind without texts (a domain) has no languages to write or preview.
  const written = REQUIRED_TEXTS[kind].length > 0;
  return (
    <div className="content-editor" data-testid="content-editor">
      <div className="content-editor__head">
        <Button size="sm" variant="ghost" onClick={back} data-testid="content-editor-back">
          {t('admin:actions.back')}
        </Button>
        <h2>{t(item ? editTitle : `new.${kind}`)}</h2>
      </div>
      <div className="content-editor__body">
        <form
          className="admin-card content-editor__form"
          onSubmit={(event) => void form.shell.onSubmit(event)}
          noValidate
        >
          {written && (
            <p className="admin-muted">
              {t('editor.defaultLanguage', { language: LANGUAGE_NAMES[meta.defaultLanguage] })}
            </p>
          )}
          <Fields form={{ draft, set, errors: form.errors, issue }} meta={meta} />
          <ContentCheck
            label={t('fields.enabledHint')}
            checked={draft.enabled}
            // Every kind's draft has the switch; the generic draft cannot say its type is exactly boolean.
            onChange={(enabled) => set('enabled', enabled as Draft['enabled'])}
          />
          <ActionStatus error={failure} errorTestId="content-editor-error" />
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid="content-editor-save">
              {saving ? t('admin:states.loading') : t('admin:actions.save')}
            </Button>
            <Button variant="ghost" onClick={back} disabled={saving}>
              {t('admin:actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card content-preview" aria-label={t('editor.preview')} data-testid="content-preview">
          <h2>{t('editor.preview')}</h2>
          {written && (
            <PreviewLanguagePicker
              value={language}
              onChange={setLanguage}
              label={t('editor.previewLanguage')}
              testId="preview-lang"
            />
          )}
          {preview(draft, language)}
        </section>
      </div>
    </div>
  );
}

/** A checkbox with its words beside it; `inRow` lines it up with the fields of a form row. */
export function ContentCheck({
  label,
  checked,
  onChange,
  inRow = false,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inRow?: boolean;
  testId?: string;
}) {
  return (
    <label className={inRow ? 'content-check content-check--field' : 'content-check'}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
