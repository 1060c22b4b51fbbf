import { useTranslation } from 'react-i18next';
import {
  DOMAIN_KINDS,
  domainInputSchema,
  type ContentLanguages,
  type DomainInput,
} from '@portal/shared/contracts/content-admin';
import { FieldIssue } from '@portal/shared/errors';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssue } from '../../ui/form/issue-text';
import type { ContentEditorConfig, ContentForm } from './content-editor';
import { DomainPreview } from './content-previews';
import { ContentTab, EntryTitle, FlagBadge, useWordedChoices } from './content-tab';

/**
 * The brand's domains: the main address every shared link and QR code carries, the backups players
 * are sent to when it is blocked, and the address app downloads are served from.
 */
export function DomainsTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const kinds = useWordedChoices(DOMAIN_KINDS, 'domainKinds');
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
          cell: (domain) => <EntryTitle id={domain.id} text={domain.domain} />,
        },
        {
          key: 'kind',
          header: t('fields.domainKind'),
          cell: (domain) => (
            <FlagBadge
              on={domain.kind === 'main'}
              tone="good"
              text={t('domainKinds.main')}
              otherwise={t(`domainKinds.${domain.kind}`)}
            />
          ),
        },
      ]}
      filter={{
        name: 'kind',
        label: t('fields.domainKind'),
        all: t('list.allKinds'),
        choices: kinds,
      }}
      editor={EDITOR}
    />
  );
}

function DomainFields({ form: { control, draft } }: { form: ContentForm<DomainInput> }) {
  const { t } = useTranslation('admin-content');
  const kinds = useWordedChoices(DOMAIN_KINDS, 'domainKinds');
  const say = useSayIssue();
  // The server's refusal of a second listing or a second main domain, in this form's words.
  const taken = (words: string, otherwise: (code: string) => string) => (code: string) =>
    code === FieldIssue.ALREADY_TAKEN ? t(words) : otherwise(code);
  return (
    <>
      <IssueTextProvider value={taken('issues.domainTaken', () => t('issues.host'))}>
        <TextField
          control={control}
          name="domain"
          label={t('fields.domain')}
          hint={t('hints.domain')}
          maxLength={253}
          placeholder="play.example.com"
          inputMode="url"
          plain
          testId="field-domain"
        />
      </IssueTextProvider>
      <IssueTextProvider value={taken('issues.oneMain', say)}>
        <SelectField
          control={control}
          name="kind"
          label={t('fields.domainKind')}
          hint={t(`hints.domainKinds.${draft.kind}`)}
          options={kinds}
          testId="field-kind"
        />
      </IssueTextProvider>
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
