import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TYPES,
  announcementInputSchema,
  TEXT_LIMITS,
  type AnnouncementInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import { SelectField, ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import { DateTimeField } from '../ui/date-time-field';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { AnnouncementPreview } from './content-previews';
import { ContentTab, FlagBadge, titleColumn, useWordedChoices } from './content-tab';

/** Announcements of the five types, with the popup flag and the window they show in. */
export function AnnouncementsTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const types = useWordedChoices(ANNOUNCEMENT_TYPES, 'announcementTypes');
  const when = (at: string | null) =>
    at ? new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '…';
  return (
    <ContentTab
      kind="announcements"
      meta={meta}
      scopeOf={(announcement) => announcement.type}
      nameOf={(announcement, lang) => textIn(announcement.title, lang).text}
      columns={[
        titleColumn('title', t('fields.title')),
        { key: 'type', header: t('fields.type'), cell: (announcement) => t(`announcementTypes.${announcement.type}`) },
        {
          key: 'popup',
          header: t('fields.popup'),
          cell: (announcement) => (
            <FlagBadge on={announcement.popup} tone="good" text={t('list.yes')} otherwise={t('list.no')} />
          ),
        },
        {
          key: 'window',
          header: t('fields.window'),
          cell: (announcement) =>
            announcement.startsAt || announcement.endsAt
              ? `${when(announcement.startsAt)} – ${when(announcement.endsAt)}`
              : t('preview.always'),
        },
      ]}
      filter={{
        name: 'type',
        label: t('fields.type'),
        all: t('list.allTypes'),
        choices: types,
      }}
      editor={EDITOR}
    />
  );
}

function AnnouncementFields({ form: { control, draft } }: { form: ContentForm<AnnouncementInput> }) {
  const { t } = useTranslation('admin-content');
  const types = useWordedChoices(ANNOUNCEMENT_TYPES, 'announcementTypes');
  return (
    <>
      <div className="content-form-row">
        <SelectField
          control={control}
          name="type"
          label={t('fields.type')}
          hint={t(`typeHints.${draft.type}`)}
          options={types}
          testId="field-type"
        />
        <ToggleField control={control} name="popup" label={t('fields.popupHint')} testId="field-popup" />
      </div>
      <LocalizedTextField
        control={control}
        name="title"
        label={t('fields.title')}
        maxLength={TEXT_LIMITS.announcementTitle}
        testId="field-title"
      />
      <LocalizedTextField
        control={control}
        name="content"
        label={t('fields.content')}
        maxLength={TEXT_LIMITS.announcementContent}
        multiline
        testId="field-content"
      />
      <div className="content-form-row">
        <DateTimeField
          control={control}
          name="startsAt"
          label={t('fields.startsAt')}
          hint={t('hints.window')}
          testId="field-starts"
        />
        {/* The schema's one rule on the end is that it comes after the start. */}
        <IssueTextProvider value={() => t('issues.endsAfterStart')}>
          <DateTimeField control={control} name="endsAt" label={t('fields.endsAt')} testId="field-ends" />
        </IssueTextProvider>
      </div>
    </>
  );
}

/** How an announcement is edited: a new one is a plain strip, shown at all times. */
const EDITOR: ContentEditorConfig<'announcements', AnnouncementInput> = {
  schema: announcementInputSchema,
  empty: {
    type: 'PL',
    title: {},
    content: {},
    popup: false,
    startsAt: null,
    endsAt: null,
    enabled: true,
  },
  draftOf: ({ id: _id, updatedAt: _updatedAt, ...announcement }) => announcement,
  editTitle: 'editor.editAnnouncement',
  preview: (draft, language) => <AnnouncementPreview announcement={draft} language={language} />,
  Fields: AnnouncementFields,
};
