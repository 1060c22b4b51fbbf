import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TYPES,
  announcementInputSchema,
  TEXT_LIMITS,
  type AdminAnnouncement,
  type AnnouncementInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import {
  EditorLayout,
  fromLocalInput,
  PreviewLanguage,
  textIn,
  toLocalInput,
  useContentDraft,
  useIssueText,
} from './content-editor';
import { AnnouncementPreview } from './content-previews';
import { ContentTab } from './content-tab';

const EMPTY: AnnouncementInput = {
  type: 'PL',
  title: {},
  content: {},
  popup: false,
  startsAt: null,
  endsAt: null,
  enabled: true,
};

const draftOf = ({ id: _id, updatedAt: _updatedAt, ...announcement }: AdminAnnouncement): AnnouncementInput =>
  announcement;

/** Announcements of the five types, with the popup flag and the window they show in. */
export function AnnouncementsTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const language = i18n.language as Language;
  const when = (at: string | null) =>
    at ? new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '…';
  return (
    <ContentTab
      kind="announcements"
      meta={meta}
      scopeOf={(announcement) => announcement.type}
      nameOf={(announcement, lang) => textIn(announcement.title, lang).text}
      columns={[
        {
          key: 'title',
          header: t('fields.title'),
          cell: (announcement) => (
            <span className="content-cell-text" data-testid={`content-title-${announcement.id}`}>
              {textIn(announcement.title, language).text}
            </span>
          ),
        },
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
      filters={(filters, set) => (
        <label className="content-filter">
          <span className="admin-muted">{t('fields.type')}</span>
          <select
            value={filters.type ?? ''}
            onChange={(event) => set('type', event.target.value || undefined)}
            data-testid="content-filter-type"
          >
            <option value="">{t('list.allTypes')}</option>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`announcementTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      editor={(announcement, done) => <AnnouncementEditor announcement={announcement} meta={meta} done={done} />}
    />
  );
}

function AnnouncementEditor({
  announcement,
  meta,
  done,
}: {
  announcement: AdminAnnouncement | null;
  meta: ContentLanguages;
  done: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin-content');
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const form = useContentDraft({
    kind: 'announcements',
    schema: announcementInputSchema,
    id: announcement?.id ?? null,
    initial: announcement ? draftOf(announcement) : EMPTY,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const { draft, set } = form;
  const issue = useIssueText(form.errors);
  return (
    <EditorLayout
      title={announcement ? t('editor.editAnnouncement') : t('new.announcements')}
      defaultLanguage={meta.defaultLanguage}
      onBack={() => done(false)}
      onSubmit={form.submit}
      saving={form.saving}
      failure={form.failure}
      preview={
        <>
          <PreviewLanguage value={language} onChange={setLanguage} />
          <AnnouncementPreview announcement={draft} language={language} />
        </>
      }
    >
      <div className="content-form-row">
        <Field label={t('fields.type')} hint={t(`typeHints.${draft.type}`)} error={issue('type')}>
          <select
            value={draft.type}
            onChange={(event) => set('type', event.target.value as AnnouncementInput['type'])}
            data-testid="field-type"
          >
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`announcementTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="content-check content-check--field">
          <input
            type="checkbox"
            checked={draft.popup}
            onChange={(event) => set('popup', event.target.checked)}
            data-testid="field-popup"
          />
          {t('fields.popupHint')}
        </label>
      </div>
      <LocalizedTextInput
        label={t('fields.title')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.announcementTitle}
        testId="field-title"
      />
      {issue('title') && <small className="admin-field__error">{issue('title')}</small>}
      <LocalizedTextInput
        label={t('fields.content')}
        value={draft.content}
        onChange={(content) => set('content', content)}
        maxLength={TEXT_LIMITS.announcementContent}
        multiline
        testId="field-content"
      />
      {issue('content') && <small className="admin-field__error">{issue('content')}</small>}
      <div className="content-form-row">
        <Field label={t('fields.startsAt')} hint={t('hints.window')} error={issue('startsAt')}>
          <input
            type="datetime-local"
            value={toLocalInput(draft.startsAt)}
            onChange={(event) => set('startsAt', fromLocalInput(event.target.value))}
            data-testid="field-starts"
          />
        </Field>
        <Field label={t('fields.endsAt')} error={form.errors.endsAt && t('issues.endsAfterStart')}>
          <input
            type="datetime-local"
            value={toLocalInput(draft.endsAt)}
            onChange={(event) => set('endsAt', fromLocalInput(event.target.value))}
            data-testid="field-ends"
          />
        </Field>
      </div>
      <label className="content-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        {t('fields.enabledHint')}
      </label>
    </EditorLayout>
  );
}
