import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@portal/shared/constants';
import {
  resourceInputSchema,
  TEXT_LIMITS,
  URL_MAX,
  type AdminResource,
  type ContentLanguages,
  type ResourceInput,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { EditorLayout, PreviewLanguage, textIn, useContentDraft, useIssueText } from './content-editor';
import { ResourcePreview } from './content-previews';
import { ContentTab } from './content-tab';

const EMPTY: ResourceInput = { resourceType: 'Android', url: '', qrCodeUrl: null, label: {}, enabled: true };

const draftOf = ({ id: _id, resourceType, ...resource }: AdminResource): ResourceInput => ({
  ...resource,
  resourceType: resourceType as ResourceInput['resourceType'],
});

/** Download links and the brand's other addresses: apps, social pages, the speed test, affiliates. */
export function ResourcesTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const language = i18n.language as Language;
  return (
    <ContentTab
      kind="resources"
      meta={meta}
      scopeOf={() => null}
      nameOf={(resource, lang) => textIn(resource.label, lang).text || resource.url}
      columns={[
        {
          key: 'label',
          header: t('fields.label'),
          cell: (resource) => (
            <span className="content-cell-text" data-testid={`content-title-${resource.id}`}>
              {textIn(resource.label, language).text}
            </span>
          ),
        },
        { key: 'type', header: t('fields.resourceType'), cell: (resource) => resource.resourceType },
        {
          key: 'url',
          header: t('fields.url'),
          cell: (resource) => <span className="content-cell-text">{resource.url}</span>,
        },
        {
          key: 'qr',
          header: t('fields.qrCodeUrl'),
          cell: (resource) => (resource.qrCodeUrl ? t('list.qrImage') : t('list.qrDrawn')),
        },
      ]}
      filters={(filters, set) => (
        <label className="content-filter">
          <span className="admin-muted">{t('fields.resourceType')}</span>
          <select
            value={filters.resourceType ?? ''}
            onChange={(event) => set('resourceType', event.target.value || undefined)}
            data-testid="content-filter-type"
          >
            <option value="">{t('list.allTypes')}</option>
            {RESOURCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
      )}
      editor={(resource, done) => <ResourceEditor resource={resource} meta={meta} done={done} />}
    />
  );
}

function ResourceEditor({
  resource,
  meta,
  done,
}: {
  resource: AdminResource | null;
  meta: ContentLanguages;
  done: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin-content');
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const form = useContentDraft({
    kind: 'resources',
    schema: resourceInputSchema,
    id: resource?.id ?? null,
    initial: resource ? draftOf(resource) : EMPTY,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const { draft, set } = form;
  const issue = useIssueText(form.errors);
  return (
    <EditorLayout
      title={resource ? t('editor.editResource') : t('new.resources')}
      defaultLanguage={meta.defaultLanguage}
      onBack={() => done(false)}
      onSubmit={form.submit}
      saving={form.saving}
      failure={form.failure}
      preview={
        <>
          <PreviewLanguage value={language} onChange={setLanguage} />
          <ResourcePreview resource={draft} language={language} />
        </>
      }
    >
      <LocalizedTextInput
        label={t('fields.label')}
        value={draft.label}
        onChange={(label) => set('label', label)}
        maxLength={TEXT_LIMITS.label}
        testId="field-label"
      />
      {issue('label') && <small className="admin-field__error">{issue('label')}</small>}
      <Field label={t('fields.resourceType')} error={issue('resourceType')}>
        <select
          value={draft.resourceType}
          onChange={(event) => set('resourceType', event.target.value as ResourceInput['resourceType'])}
          data-testid="field-type"
        >
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('fields.url')}
        hint={t('hints.url')}
        error={form.errors.url && t(draft.url.trim() ? 'issues.url' : 'issues.REQUIRED')}
      >
        <input
          value={draft.url}
          maxLength={URL_MAX}
          onChange={(event) => set('url', event.target.value)}
          placeholder="https://"
          data-testid="field-url"
        />
      </Field>
      <Field label={t('fields.qrCodeUrl')} hint={t('hints.qr')} error={form.errors.qrCodeUrl && t('issues.url')}>
        <input
          value={draft.qrCodeUrl ?? ''}
          maxLength={URL_MAX}
          onChange={(event) => set('qrCodeUrl', event.target.value.trim() || null)}
          data-testid="field-qr"
        />
      </Field>
      <label className="content-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        {t('fields.enabledHint')}
      </label>
    </EditorLayout>
  );
}
