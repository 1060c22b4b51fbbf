import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_TYPE_MAX,
  CUSTOMER_SERVICE_TYPES,
  customerServiceInputSchema,
  TEXT_LIMITS,
  type ContentLanguages,
  type CustomerServiceInput,
} from '@portal/shared/contracts/content-admin';
import { SelectField, ToggleField } from '../../ui/form/form-fields';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { CustomerServicePreview } from './content-previews';
import { ContentTab, FlagBadge, titleColumn, urlColumn } from './content-tab';
import { choicesOf } from '../ui/list-filters';
import { UrlField } from './url-field';

const TYPES = Array.from({ length: CUSTOMER_SERVICE_TYPE_MAX }, (_, index) => index + 1);

function useTypeName() {
  const { t } = useTranslation('admin-content');
  return (type: number) =>
    (CUSTOMER_SERVICE_TYPES as readonly number[]).includes(type)
      ? t(`serviceTypes.${type}`)
      : t('serviceTypes.other', { type });
}

/** Every type number the menu takes, for the filter and the editor alike. */
function useTypeChoices() {
  const typeName = useTypeName();
  return choicesOf(TYPES, typeName);
}

/** The customer-service menu: live chat, e-mail, popup and messenger links, some for VIPs only. */
export function CustomerServiceTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const typeName = useTypeName();
  const types = useTypeChoices();
  return (
    <ContentTab
      kind="customer-service"
      meta={meta}
      scopeOf={() => null}
      nameOf={(entry, lang) => textIn(entry.label, lang).text || entry.url}
      columns={[
        titleColumn('label', t('fields.label')),
        { key: 'type', header: t('fields.type'), cell: (entry) => typeName(entry.type) },
        urlColumn(t('fields.url')),
        {
          key: 'vip',
          header: t('fields.vipOnly'),
          cell: (entry) => (
            <FlagBadge on={entry.vipOnly} tone="warn" text={t('preview.vip')} otherwise={t('list.no')} />
          ),
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

function CustomerServiceFields({ form: { control, draft } }: { form: ContentForm<CustomerServiceInput> }) {
  const { t } = useTranslation('admin-content');
  const types = useTypeChoices();
  const email = draft.type === CUSTOMER_SERVICE_EMAIL;
  return (
    <>
      <LocalizedTextField
        control={control}
        name="label"
        label={t('fields.label')}
        maxLength={TEXT_LIMITS.label}
        testId="field-label"
      />
      <div className="content-form-row">
        <SelectField control={control} name="type" label={t('fields.type')} options={types} testId="field-type" />
        <ToggleField control={control} name="vipOnly" label={t('fields.vipOnlyHint')} testId="field-vip" />
      </div>
      <UrlField
        control={control}
        name="url"
        issue={email ? 'issues.email' : 'issues.url'}
        label={t('fields.url')}
        hint={t(email ? 'hints.email' : 'hints.url')}
        placeholder={email ? 'mailto:support@example.com' : 'https://'}
        testId="field-url"
      />
    </>
  );
}

/** How a menu entry is edited: a new one is a live-chat link for everyone. */
const EDITOR: ContentEditorConfig<'customer-service', CustomerServiceInput> = {
  schema: customerServiceInputSchema,
  empty: { type: 1, label: {}, url: '', vipOnly: false, enabled: true },
  draftOf: ({ id: _id, ...entry }) => entry,
  editTitle: 'editor.editService',
  preview: (draft, language) => <CustomerServicePreview entry={draft} language={language} />,
  Fields: CustomerServiceFields,
};
