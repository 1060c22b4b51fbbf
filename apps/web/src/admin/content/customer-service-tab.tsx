import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_TYPE_MAX,
  CUSTOMER_SERVICE_TYPES,
  customerServiceInputSchema,
  TEXT_LIMITS,
  URL_MAX,
  type AdminCustomerService,
  type ContentLanguages,
  type CustomerServiceInput,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { EditorLayout, PreviewLanguage, textIn, useContentDraft, useIssueText } from './content-editor';
import { CustomerServicePreview } from './content-previews';
import { ContentTab } from './content-tab';

const EMPTY: CustomerServiceInput = { type: 1, label: {}, url: '', vipOnly: false, enabled: true };

const draftOf = ({ id: _id, ...entry }: AdminCustomerService): CustomerServiceInput => entry;

const TYPES = Array.from({ length: CUSTOMER_SERVICE_TYPE_MAX }, (_, index) => index + 1);

/** The customer-service menu: live chat, e-mail, popup and messenger links, some for VIPs only. */
export function CustomerServiceTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const language = i18n.language as Language;
  const typeName = useTypeName();
  return (
    <ContentTab
      kind="customer-service"
      meta={meta}
      scopeOf={() => null}
      nameOf={(entry, lang) => textIn(entry.label, lang).text || entry.url}
      columns={[
        {
          key: 'label',
          header: t('fields.label'),
          cell: (entry) => (
            <span className="content-cell-text" data-testid={`content-title-${entry.id}`}>
              {textIn(entry.label, language).text}
            </span>
          ),
        },
        { key: 'type', header: t('fields.type'), cell: (entry) => typeName(entry.type) },
        {
          key: 'url',
          header: t('fields.url'),
          cell: (entry) => <span className="content-cell-text">{entry.url}</span>,
        },
        {
          key: 'vip',
          header: t('fields.vipOnly'),
          cell: (entry) =>
            entry.vipOnly ? <span className="admin-badge admin-badge--warn">{t('preview.vip')}</span> : t('list.no'),
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
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </label>
      )}
      editor={(entry, done) => <CustomerServiceEditor entry={entry} meta={meta} done={done} />}
    />
  );
}

function useTypeName() {
  const { t } = useTranslation('admin-content');
  return (type: number) =>
    (CUSTOMER_SERVICE_TYPES as readonly number[]).includes(type)
      ? t(`serviceTypes.${type}`)
      : t('serviceTypes.other', { type });
}

function CustomerServiceEditor({
  entry,
  meta,
  done,
}: {
  entry: AdminCustomerService | null;
  meta: ContentLanguages;
  done: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin-content');
  const typeName = useTypeName();
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const form = useContentDraft({
    kind: 'customer-service',
    schema: customerServiceInputSchema,
    id: entry?.id ?? null,
    initial: entry ? draftOf(entry) : EMPTY,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const { draft, set } = form;
  const issue = useIssueText(form.errors);
  const email = draft.type === CUSTOMER_SERVICE_EMAIL;
  return (
    <EditorLayout
      title={entry ? t('editor.editService') : t('new.customer-service')}
      defaultLanguage={meta.defaultLanguage}
      onBack={() => done(false)}
      onSubmit={form.submit}
      saving={form.saving}
      failure={form.failure}
      preview={
        <>
          <PreviewLanguage value={language} onChange={setLanguage} />
          <CustomerServicePreview entry={draft} language={language} />
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
      <div className="content-form-row">
        <Field label={t('fields.type')} error={issue('type')}>
          <select
            value={draft.type}
            onChange={(event) => set('type', Number(event.target.value))}
            data-testid="field-type"
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </Field>
        <label className="content-check content-check--field">
          <input
            type="checkbox"
            checked={draft.vipOnly}
            onChange={(event) => set('vipOnly', event.target.checked)}
            data-testid="field-vip"
          />
          {t('fields.vipOnlyHint')}
        </label>
      </div>
      <Field
        label={t('fields.url')}
        hint={t(email ? 'hints.email' : 'hints.url')}
        error={form.errors.url && t(!draft.url.trim() ? 'issues.REQUIRED' : email ? 'issues.email' : 'issues.url')}
      >
        <input
          value={draft.url}
          maxLength={URL_MAX}
          onChange={(event) => set('url', event.target.value)}
          placeholder={email ? 'mailto:support@example.com' : 'https://'}
          data-testid="field-url"
        />
      </Field>
      <label className="content-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        {t('fields.enabledHint')}
      </label>
    </EditorLayout>
  );
}
