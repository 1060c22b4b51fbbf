import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  helpArticleInputSchema,
  TEXT_LIMITS,
  type AdminHelpArticle,
  type ContentLanguages,
  type HelpArticleInput,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { EditorLayout, PreviewLanguage, textIn, useContentDraft, useIssueText } from './content-editor';
import { HelpPreview } from './content-previews';
import { ContentTab } from './content-tab';

const EMPTY: HelpArticleInput = { category: 'general', title: {}, content: {}, enabled: true };

const draftOf = ({ id: _id, ...article }: AdminHelpArticle): HelpArticleInput => article;

/** Help center articles by category; the text is plain, paragraphs split by a blank line. */
export function HelpTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation(['admin-content', 'system']);
  const language = i18n.language as Language;
  const category = (key: string) => t(`system:helpCenter.categories.${key}`, { defaultValue: key });
  return (
    <ContentTab
      kind="help-articles"
      meta={meta}
      scopeOf={(article) => article.category}
      nameOf={(article, lang) => textIn(article.title, lang).text}
      columns={[
        {
          key: 'title',
          header: t('fields.title'),
          cell: (article) => (
            <span className="content-cell-text" data-testid={`content-title-${article.id}`}>
              {textIn(article.title, language).text}
            </span>
          ),
        },
        { key: 'category', header: t('fields.category'), cell: (article) => category(article.category) },
      ]}
      filters={(filters, set) => (
        <label className="content-filter">
          <span className="admin-muted">{t('fields.category')}</span>
          <select
            value={filters.category ?? ''}
            onChange={(event) => set('category', event.target.value || undefined)}
            data-testid="content-filter-category"
          >
            <option value="">{t('list.allCategories')}</option>
            {meta.helpCategories.map((key) => (
              <option key={key} value={key}>
                {category(key)}
              </option>
            ))}
          </select>
        </label>
      )}
      editor={(article, done) => <HelpEditor article={article} meta={meta} done={done} />}
    />
  );
}

function HelpEditor({
  article,
  meta,
  done,
}: {
  article: AdminHelpArticle | null;
  meta: ContentLanguages;
  done: (saved: boolean) => void;
}) {
  const { t } = useTranslation(['admin-content', 'system']);
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const categories = useId();
  const form = useContentDraft({
    kind: 'help-articles',
    schema: helpArticleInputSchema,
    id: article?.id ?? null,
    initial: article ? draftOf(article) : EMPTY,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const { draft, set } = form;
  const issue = useIssueText(form.errors);
  return (
    <EditorLayout
      title={article ? t('editor.editHelp') : t('new.help-articles')}
      defaultLanguage={meta.defaultLanguage}
      onBack={() => done(false)}
      onSubmit={form.submit}
      saving={form.saving}
      failure={form.failure}
      preview={
        <>
          <PreviewLanguage value={language} onChange={setLanguage} />
          <HelpPreview article={draft} language={language} />
        </>
      }
    >
      <Field
        label={t('fields.category')}
        hint={t('hints.category')}
        error={form.errors.category && t('issues.category')}
      >
        <input
          value={draft.category}
          list={categories}
          maxLength={40}
          onChange={(event) => set('category', event.target.value.trim().toLowerCase())}
          data-testid="field-category"
        />
      </Field>
      <datalist id={categories}>
        {meta.helpCategories.map((key) => (
          <option key={key} value={key}>
            {t(`system:helpCenter.categories.${key}`, { defaultValue: key })}
          </option>
        ))}
      </datalist>
      <LocalizedTextInput
        label={t('fields.question')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.helpTitle}
        testId="field-title"
      />
      {issue('title') && <small className="admin-field__error">{issue('title')}</small>}
      <LocalizedTextInput
        label={t('fields.answer')}
        value={draft.content}
        onChange={(content) => set('content', content)}
        maxLength={TEXT_LIMITS.helpContent}
        multiline
        testId="field-content"
      />
      <small className="admin-muted">{t('hints.paragraphs')}</small>
      {issue('content') && <small className="admin-field__error">{issue('content')}</small>}
      <label className="content-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        {t('fields.enabledHint')}
      </label>
    </EditorLayout>
  );
}
