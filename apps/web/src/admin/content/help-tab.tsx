import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  helpArticleInputSchema,
  TEXT_LIMITS,
  type ContentLanguages,
  type HelpArticleInput,
} from '@portal/shared/contracts/content-admin';
import { TextField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import { ChoiceOptions } from '../ui/list-filters';
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
      }}
      editor={EDITOR}
    />
  );
}

/** The brand's categories are offered as suggestions; a new one can be typed. */
function HelpFields({ form: { control }, meta }: { form: ContentForm<HelpArticleInput>; meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const category = useCategoryName();
  const suggestions = useId();
  return (
    <>
      <IssueTextProvider value={() => t('issues.category')}>
        <TextField
          control={control}
          name="category"
          label={t('fields.category')}
          hint={t('hints.category')}
          maxLength={40}
          list={suggestions}
          normalize={(text) => text.trim().toLowerCase()}
          testId="field-category"
        />
      </IssueTextProvider>
      <datalist id={suggestions}>
        <ChoiceOptions choices={meta.helpCategories.map((key) => ({ value: key, label: category(key) }))} />
      </datalist>
      <LocalizedTextField
        control={control}
        name="title"
        label={t('fields.question')}
        maxLength={TEXT_LIMITS.helpTitle}
        testId="field-title"
      />
      <LocalizedTextField
        control={control}
        name="content"
        label={t('fields.answer')}
        maxLength={TEXT_LIMITS.helpContent}
        multiline
        hint={t('hints.paragraphs')}
        testId="field-content"
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
