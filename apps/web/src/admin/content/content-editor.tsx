import { useState, type ComponentType, type ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  checkContent,
  REQUIRED_TEXTS,
  type ContentKind,
  type ContentLanguages,
  type LocalizedText,
} from '@portal/shared/contracts/content-admin';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/shared/languages';
import { ActionStatus } from '../ui/action-status';
import { PreviewLanguagePicker } from '../ui/preview-language-picker';
import { useEditorForm } from '../ui/use-editor-form';
import { checkResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { useContentMutations, type ContentItems } from './content-api';

/** The text players see in `language`: that one, else English, else any written (as the server picks). */
export function textIn(text: LocalizedText, language: Language): { text: string; shown: Language | null } {
  for (const code of [language, 'en', ...LANGUAGES] as Language[]) {
    const value = text[code]?.trim();
    if (value) return { text: value, shown: code };
  }
  return { text: '', shown: null };
}

/**
 * One record's form, checked on save by the same rule as the server (the brand's default
 * language included); the server's own refusal lands on the same fields. The kinds' fields are
 * the form kit's, bound by `control`; `set` is for a choice that changes another field.
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
    resolver: checkResolver<Draft, FieldValues>((draft) => checkContent(kind, schema, draft, defaultLanguage)),
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
  return { draft, set, shell, control: form.control };
}

/** The content rules' own issue codes, worded by the section's `issues.*` texts. */
const CONTENT_RULES = ['url', 'internalLink', 'externalLink', 'endsAfterStart', 'email', 'category', 'host'];

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

/** What an editor's own fields get: the form's control for the kit's fields, the values, a setter. */
export interface ContentForm<Draft extends FieldValues> {
  control: Control<Draft, unknown, FieldValues>;
  draft: Draft;
  set: <F extends keyof Draft>(field: F, value: Draft[F]) => void;
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
  const say = useSayIssueIn('admin-content', CONTENT_RULES);
  const { draft, set, control } = form;
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
          <IssueTextProvider value={say}>
            <Fields form={{ control, draft, set }} meta={meta} />
            <ToggleField control={control} name={'enabled' as Path<Draft>} label={t('fields.enabledHint')} />
          </IssueTextProvider>
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
