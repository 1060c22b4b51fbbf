import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkContent, type ContentKind, type LocalizedText } from '@portal/shared/contracts/content-admin';
import type { FieldIssue } from '@portal/shared/errors';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/shared/languages';
import { useDraft } from '../ui/use-draft';
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
 * A draft of one record, checked on save by the same rule as the server (the brand's default
 * language included); the server's own refusal lands on the same fields.
 */
export function useContentDraft<K extends ContentKind, Draft>(options: {
  kind: K;
  schema: z.ZodType<Draft>;
  id: number | null;
  initial: Draft;
  defaultLanguage: Language;
  onSaved: (item: ContentItems[K]) => void;
}) {
  const { save } = useContentMutations(options.kind);
  const form = useDraft({
    initial: options.initial,
    check: (draft: Draft) => checkContent(options.kind, options.schema, draft, options.defaultLanguage),
    save,
    id: options.id,
    onSaved: options.onSaved,
  });
  return { ...form, errors: form.issues as FieldErrors };
}

/** The words for a field's issue; for a text in six languages, the languages it concerns. */
export function useIssueText(errors: FieldErrors) {
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

/** The preview's language, among the six; it starts on the brand's default language. */
export function PreviewLanguage({ value, onChange }: { value: Language; onChange: (next: Language) => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="content-preview__languages" role="group" aria-label={t('editor.previewLanguage')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === value}
          onClick={() => onChange(code)}
          data-testid={`preview-lang-${code}`}
        >
          {code}
        </button>
      ))}
    </div>
  );
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

/** The editor's frame: the form on one side, the player's view on the other (stacked on a phone). */
export function EditorLayout({
  title,
  defaultLanguage,
  onBack,
  onSubmit,
  saving,
  failure,
  preview,
  children,
}: {
  title: string;
  defaultLanguage: Language;
  onBack: () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  failure: string | null;
  preview: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin-content', 'admin']);
  return (
    <div className="content-editor" data-testid="content-editor">
      <div className="content-editor__head">
        <Button size="sm" variant="ghost" onClick={onBack} data-testid="content-editor-back">
          {t('admin:actions.back')}
        </Button>
        <h2>{title}</h2>
      </div>
      <div className="content-editor__body">
        <form className="admin-card content-editor__form" onSubmit={onSubmit} noValidate>
          <p className="admin-muted">{t('editor.defaultLanguage', { language: LANGUAGE_NAMES[defaultLanguage] })}</p>
          {children}
          {failure && (
            <p className="admin-error" role="alert" data-testid="content-editor-error">
              {failure}
            </p>
          )}
          <div className="admin-actions">
            <Button type="submit" variant="primary" disabled={saving} data-testid="content-editor-save">
              {saving ? t('admin:states.loading') : t('admin:actions.save')}
            </Button>
            <Button variant="ghost" onClick={onBack} disabled={saving}>
              {t('admin:actions.cancel')}
            </Button>
          </div>
        </form>
        <section className="admin-card content-preview" aria-label={t('editor.preview')} data-testid="content-preview">
          <h2>{t('editor.preview')}</h2>
          {preview}
        </section>
      </div>
    </div>
  );
}

/** datetime-local works in the operator's time zone; the API in ISO instants. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
