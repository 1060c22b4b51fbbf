import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@portal/shared/constants';
import { SelectField } from '../../ui/form/form-fields';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import {
  resourceInputSchema,
  TEXT_LIMITS,
  type ContentLanguages,
  type ResourceInput,
} from '@portal/shared/contracts/content-admin';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { ResourcePreview } from './content-previews';
import { ContentTab, titleColumn, urlColumn } from './content-tab';
import { UrlField } from './url-field';

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
        urlColumn(t('fields.url')),
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

function ResourceFields({ form: { control } }: { form: ContentForm<ResourceInput> }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <LocalizedTextField
        control={control}
        name="label"
        label={t('fields.label')}
        maxLength={TEXT_LIMITS.label}
        testId="field-label"
      />
      <SelectField
        control={control}
        name="resourceType"
        label={t('fields.resourceType')}
        options={TYPES}
        testId="field-type"
      />
      <UrlField
        control={control}
        name="url"
        issue="issues.url"
        label={t('fields.url')}
        hint={t('hints.url')}
        placeholder="https://"
        testId="field-url"
      />
      <UrlField
        control={control}
        name="qrCodeUrl"
        issue="issues.url"
        emptyAsNull
        label={t('fields.qrCodeUrl')}
        hint={t('hints.qr')}
        testId="field-qr"
      />
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
