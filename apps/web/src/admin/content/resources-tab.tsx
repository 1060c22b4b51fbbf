import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@portal/shared/constants';
import {
  resourceInputSchema,
  TEXT_LIMITS,
  URL_MAX,
  type ContentLanguages,
  type ResourceInput,
} from '@portal/shared/contracts/content-admin';
import { Field } from '../ui/field';
import { ChoiceOptions } from '../ui/list-filters';
import { LocalizedField } from '../ui/localized-field';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { ResourcePreview } from './content-previews';
import { ContentTab, titleColumn } from './content-tab';

/** The types go by their own names (Android, Telegram...) in every language. */
const TYPES = RESOURCE_TYPES.map((type) => ({ value: type, label: type }));

/** Download links and the brand's other addresses: apps, social pages, the speed test, affiliates. */
export function ResourcesTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  return (
    <ContentTab
      kind="resources"
      meta={meta}
      scopeOf={() => null}
      nameOf={(resource, lang) => textIn(resource.label, lang).text || resource.url}
      columns={[
        titleColumn('label', t('fields.label')),
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
      filter={{
        name: 'resourceType',
        label: t('fields.resourceType'),
        all: t('list.allTypes'),
        choices: TYPES,
        testId: 'content-filter-type',
      }}
      editor={EDITOR}
    />
  );
}

function ResourceFields({ form: { draft, set, errors, issue } }: { form: ContentForm<ResourceInput> }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <LocalizedField
        label={t('fields.label')}
        value={draft.label}
        onChange={(label) => set('label', label)}
        maxLength={TEXT_LIMITS.label}
        testId="field-label"
        error={issue('label')}
      />
      <Field label={t('fields.resourceType')} error={issue('resourceType')}>
        <select
          value={draft.resourceType}
          onChange={(event) => set('resourceType', event.target.value as ResourceInput['resourceType'])}
          data-testid="field-type"
        >
          <ChoiceOptions choices={TYPES} />
        </select>
      </Field>
      <Field
        label={t('fields.url')}
        hint={t('hints.url')}
        error={errors.url && t(draft.url.trim() ? 'issues.url' : 'issues.REQUIRED')}
      >
        <input
          value={draft.url}
          maxLength={URL_MAX}
          onChange={(event) => set('url', event.target.value)}
          placeholder="https://"
          data-testid="field-url"
        />
      </Field>
      <Field label={t('fields.qrCodeUrl')} hint={t('hints.qr')} error={errors.qrCodeUrl && t('issues.url')}>
        <input
          value={draft.qrCodeUrl ?? ''}
          maxLength={URL_MAX}
          onChange={(event) => set('qrCodeUrl', event.target.value.trim() || null)}
          data-testid="field-qr"
        />
      </Field>
    </>
  );
}

/** How a link is edited: a new one is the Android app's, its QR code drawn from the address. */
const EDITOR: ContentEditorConfig<'resources', ResourceInput> = {
  schema: resourceInputSchema,
  empty: { resourceType: 'Android', url: '', qrCodeUrl: null, label: {}, enabled: true },
  draftOf: ({ id: _id, resourceType, ...resource }) => ({
    ...resource,
    resourceType: resourceType as ResourceInput['resourceType'],
  }),
  editTitle: 'editor.editResource',
  preview: (draft, language) => <ResourcePreview resource={draft} language={language} />,
  Fields: ResourceFields,
};
