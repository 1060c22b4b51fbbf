import { useTranslation } from 'react-i18next';
import {
  DOMAIN_KINDS,
  domainInputSchema,
  type ContentLanguages,
  type DomainInput,
} from '@portal/shared/contracts/content-admin';
import { Field } from '../ui/field';
import { ChoiceOptions } from '../ui/list-filters';
import type { ContentEditorConfig, ContentForm } from './content-editor';
import { DomainPreview } from './content-previews';
import { ContentTab } from './content-tab';

function useKindChoices() {
  const { t } = useTranslation('admin-content');
  return DOMAIN_KINDS.map((kind) => ({ value: kind, label: t(`domainKinds.${kind}`) }));
}

/**
 * The brand's domains: the main address every shared link and QR code carries, the backups players
 * are sent to when it is blocked, and the address app downloads are served from.
 */
export function DomainsTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const kinds = useKindChoices();
  return (
    <ContentTab
      kind="domains"
      meta={meta}
      scopeOf={(domain) => domain.kind}
      nameOf={(domain) => domain.domain}
      columns={[
        {
          key: 'domain',
          header: t('fields.domain'),
          cell: (domain) => (
            <span className="content-cell-text" data-testid={`content-title-${domain.id}`}>
              {domain.domain}
            </span>
          ),
        },
        {
          key: 'kind',
          header: t('fields.domainKind'),
          cell: (domain) =>
            domain.kind === 'main' ? (
              <span className="admin-badge admin-badge--good">{t('domainKinds.main')}</span>
            ) : (
              t(`domainKinds.${domain.kind}`)
            ),
        },
      ]}
      filter={{
        name: 'kind',
        label: t('fields.domainKind'),
        all: t('list.allKinds'),
        choices: kinds,
        testId: 'content-filter-kind',
      }}
      editor={EDITOR}
    />
  );
}

function DomainFields({ form: { draft, set, errors, issue } }: { form: ContentForm<DomainInput> }) {
  const { t } = useTranslation('admin-content');
  const kinds = useKindChoices();
  const taken = (field: 'domain' | 'kind', words: string) => (errors[field] === 'ALREADY_TAKEN' ? t(words) : undefined);
  return (
    <>
      <Field
        label={t('fields.domain')}
        hint={t('hints.domain')}
        error={taken('domain', 'issues.domainTaken') ?? (errors.domain && t('issues.host'))}
      >
        <input
          value={draft.domain}
          maxLength={253}
          onChange={(event) => set('domain', event.target.value)}
          placeholder="play.example.com"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          data-testid="field-domain"
        />
      </Field>
      <Field
        label={t('fields.domainKind')}
        hint={t(`hints.domainKinds.${draft.kind}`)}
        error={taken('kind', 'issues.oneMain') ?? issue('kind')}
      >
        <select
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as DomainInput['kind'])}
          data-testid="field-kind"
        >
          <ChoiceOptions choices={kinds} />
        </select>
      </Field>
    </>
  );
}

/** A new domain is a backup: making one the main address is a deliberate second step. */
const EDITOR: ContentEditorConfig<'domains', DomainInput> = {
  schema: domainInputSchema,
  empty: { domain: '', kind: 'backup', enabled: true },
  draftOf: ({ id: _id, updatedAt: _updatedAt, ...domain }) => domain,
  editTitle: 'editor.editDomain',
  preview: (draft) => <DomainPreview domain={draft} />,
  Fields: DomainFields,
};
