import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TYPES,
  announcementInputSchema,
  TEXT_LIMITS,
  type AnnouncementInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import { Field } from '../ui/field';
import { DateTimeInput } from '../ui/date-time-input';
import { ChoiceOptions } from '../ui/list-filters';
import { LocalizedField } from '../ui/localized-field';
import { ContentCheck, textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { AnnouncementPreview } from './content-previews';
import { ContentTab, titleColumn } from './content-tab';

/** The five types, for the filter and the editor alike. */
function useTypeChoices() {
  const { t } = useTranslation('admin-content');
  return ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: t(`announcementTypes.${type}`) }));
}

/** Announcements of the five types, with the popup flag and the window they show in. */
export function AnnouncementsTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const types = useTypeChoices();
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
          cell: (announcement) =>
            announcement.popup ? <span className="admin-badge admin-badge--good">{t('list.yes')}</span> : t('list.no'),
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
        testId: 'content-filter-type',
      }}
      editor={EDITOR}
    />
  );
}

function AnnouncementFields({ form: { draft, set, errors, issue } }: { form: ContentForm<AnnouncementInput> }) {
  const { t } = useTranslation('admin-content');
  const types = useTypeChoices();
  return (
    <>
      <div className="content-form-row">
        <Field label={t('fields.type')} hint={t(`typeHints.${draft.type}`)} error={issue('type')}>
          <select
            value={draft.type}
            onChange={(event) => set('type', event.target.value as AnnouncementInput['type'])}
            data-testid="field-type"
          >
            <ChoiceOptions choices={types} />
          </select>
        </Field>
        <ContentCheck
          inRow
          label={t('fields.popupHint')}
          checked={draft.popup}
          onChange={(popup) => set('popup', popup)}
          testId="field-popup"
        />
      </div>
      <LocalizedField
        label={t('fields.title')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.announcementTitle}
        testId="field-title"
        error={issue('title')}
      />
      <LocalizedField
        label={t('fields.content')}
        value={draft.content}
        onChange={(content) => set('content', content)}
        maxLength={TEXT_LIMITS.announcementContent}
        multiline
        testId="field-content"
        error={issue('content')}
      />
      <div className="content-form-row">
        <Field label={t('fields.startsAt')} hint={t('hints.window')} error={issue('startsAt')}>
          <DateTimeInput
            value={draft.startsAt}
            onChange={(startsAt) => set('startsAt', startsAt)}
            data-testid="field-starts"
          />
        </Field>
        <Field label={t('fields.endsAt')} error={errors.endsAt && t('issues.endsAfterStart')}>
          <DateTimeInput value={draft.endsAt} onChange={(endsAt) => set('endsAt', endsAt)} data-testid="field-ends" />
        </Field>
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
