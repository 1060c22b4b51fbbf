import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_LINK_TYPES, type BannerLinkType } from '@portal/shared/constants';
import {
  bannerInputSchema,
  TEXT_LIMITS,
  URL_MAX,
  type BannerInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import { Field } from '../ui/field';
import { ChoiceOptions } from '../ui/list-filters';
import { LocalizedField } from '../ui/localized-field';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { BannerPreview } from './content-previews';
import { ContentTab, titleColumn } from './content-tab';

/** The page groups, for the filter and the editor alike. */
function useGroupChoices() {
  const { t } = useTranslation('admin-content');
  return BANNER_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }));
}

/** Banners of every page group: image, link, title in six languages, order within the group. */
export function BannersTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const groups = useGroupChoices();
  return (
    <ContentTab
      kind="banners"
      meta={meta}
      scopeOf={(banner) => banner.group}
      nameOf={(banner, lang) => textIn(banner.title, lang).text || banner.imageUrl}
      columns={[
        {
          key: 'image',
          header: t('fields.image'),
          cell: (banner) => <img className="content-thumb" src={banner.imageUrl} alt="" loading="lazy" />,
        },
        titleColumn('title', t('fields.title')),
        { key: 'group', header: t('fields.group'), cell: (banner) => t(`groups.${banner.group}`) },
        {
          key: 'link',
          header: t('fields.linkageType'),
          cell: (banner) => (
            <span className="content-cell-text content-cell-text--stacked">
              {t(`linkTypes.${banner.linkageType}`)}
              {banner.linkUrl && <small className="admin-muted">{banner.linkUrl}</small>}
            </span>
          ),
        },
      ]}
      filter={{
        name: 'group',
        label: t('fields.group'),
        all: t('list.allGroups'),
        choices: groups,
        testId: 'content-filter-group',
      }}
      editor={EDITOR}
    />
  );
}

function BannerFields({ form: { draft, set, errors, issue } }: { form: ContentForm<BannerInput> }) {
  const { t } = useTranslation('admin-content');
  const groups = useGroupChoices();
  const internal = draft.linkageType === 'INTERNAL';
  return (
    <>
      <LocalizedField
        label={t('fields.title')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.bannerTitle}
        testId="field-title"
        error={issue('title')}
      />
      <div className="content-form-row">
        <Field label={t('fields.group')} error={issue('group')}>
          <select
            value={draft.group}
            onChange={(event) => set('group', event.target.value as BannerInput['group'])}
            data-testid="field-group"
          >
            <ChoiceOptions choices={groups} />
          </select>
        </Field>
        <Field label={t('fields.linkageType')} error={issue('linkageType')}>
          <select
            value={draft.linkageType}
            onChange={(event) => {
              const next = event.target.value as BannerLinkType;
              set('linkageType', next);
              if (next === 'NONE') set('linkUrl', null);
            }}
            data-testid="field-linkage"
          >
            <ChoiceOptions
              choices={BANNER_LINK_TYPES.map((type) => ({ value: type, label: t(`linkTypes.${type}`) }))}
            />
          </select>
        </Field>
      </div>
      <Field
        label={t('fields.imageUrl')}
        hint={t('hints.image')}
        error={errors.imageUrl && t(draft.imageUrl.trim() ? 'issues.url' : 'issues.REQUIRED')}
      >
        <input
          value={draft.imageUrl}
          maxLength={URL_MAX}
          onChange={(event) => set('imageUrl', event.target.value)}
          placeholder="/media/banners/home-1.webp"
          data-testid="field-image"
        />
      </Field>
      {draft.linkageType !== 'NONE' && (
        <Field
          label={t('fields.linkUrl')}
          hint={t(internal ? 'hints.internal' : 'hints.external')}
          error={errors.linkUrl && t(internal ? 'issues.internalLink' : 'issues.externalLink')}
        >
          <input
            value={draft.linkUrl ?? ''}
            maxLength={URL_MAX}
            onChange={(event) => set('linkUrl', event.target.value || null)}
            placeholder={internal ? '/promotions' : 'https://'}
            data-testid="field-link"
          />
        </Field>
      )}
    </>
  );
}

/** How a banner is edited: a new one starts in the home group, without a link. */
const EDITOR: ContentEditorConfig<'banners', BannerInput> = {
  schema: bannerInputSchema,
  empty: {
    group: 'home',
    imageUrl: '',
    linkageType: 'NONE',
    linkUrl: null,
    title: {},
    enabled: true,
  },
  draftOf: ({ group, imageUrl, linkageType, linkUrl, title, enabled, position }) => ({
    group: group as BannerInput['group'],
    imageUrl,
    linkageType,
    linkUrl,
    title,
    enabled,
    position,
  }),
  editTitle: 'editor.editBanner',
  preview: (draft, language) => <BannerPreview banner={draft} language={language} />,
  Fields: BannerFields,
};
