import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  helpArticleInputSchema,
  TEXT_LIMITS,
  type ContentLanguages,
  type HelpArticleInput,
} from '@portal/shared/contracts/content-admin';
import { Field } from '../ui/field';
import { ChoiceOptions } from '../ui/list-filters';
import { LocalizedField } from '../ui/localized-field';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { HelpPreview } from './content-previews';
import { ContentTab, titleColumn } from './content-tab';

/** A category's name as the help center shows it; a category of the brand's own goes by its key. */
function useCategoryName() {
  const { t } = useTranslation('system');
  return (key: string) => t(`helpCenter.categories.${key}`, { defaultValue: key });
}

/** Help center articles by category; the text is plain, paragraphs split by a blank line. */
export function HelpTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const category = useCategoryName();
  return (
    <ContentTab
      kind="help-articles"
      meta={meta}
      scopeOf={(article) => article.category}
      nameOf={(article, lang) => textIn(article.title, lang).text}
      columns={[
        titleColumn('title', t('fields.title')),
        { key: 'category', header: t('fields.category'), cell: (article) => category(article.category) },
      ]}
      filter={{
        name: 'category',
        label: t('fields.category'),
        all: t('list.allCategories'),
        choices: meta.helpCategories.map((key) => ({ value: key, label: category(key) })),
        testId: 'content-filter-category',
      }}
      editor={EDITOR}
    />
  );
}

/** The brand's categories are offered as suggestions; a new one can be typed. */
function HelpFields({
  form: { draft, set, errors, issue },
  meta,
}: {
  form: ContentForm<HelpArticleInput>;
  meta: ContentLanguages;
}) {
  const { t } = useTranslation('admin-content');
  const category = useCategoryName();
  const suggestions = useId();
  return (
    <>
      <Field label={t('fields.category')} hint={t('hints.category')} error={errors.category && t('issues.category')}>
        <input
          value={draft.category}
          list={suggestions}
          maxLength={40}
          onChange={(event) => set('category', event.target.value.trim().toLowerCase())}
          data-testid="field-category"
        />
      </Field>
      <datalist id={suggestions}>
        <ChoiceOptions choices={meta.helpCategories.map((key) => ({ value: key, label: category(key) }))} />
      </datalist>
      <LocalizedField
        label={t('fields.question')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.helpTitle}
        testId="field-title"
        error={issue('title')}
      />
      <LocalizedField
        label={t('fields.answer')}
        value={draft.content}
        onChange={(content) => set('content', content)}
        maxLength={TEXT_LIMITS.helpContent}
        multiline
        testId="field-content"
        hint={t('hints.paragraphs')}
        error={issue('content')}
      />
    </>
  );
}

/** How an article is edited: a new one starts in the general category. */
const EDITOR: ContentEditorConfig<'help-articles', HelpArticleInput> = {
  schema: helpArticleInputSchema,
  empty: { category: 'general', title: {}, content: {}, enabled: true },
  draftOf: ({ id: _id, ...article }) => article,
  editTitle: 'editor.editHelp',
  preview: (draft, language) => <HelpPreview article={draft} language={language} />,
  Fields: HelpFields,
};
