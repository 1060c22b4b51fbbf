import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_LINK_TYPES, type BannerLinkType } from '@portal/shared/constants';
import { SelectField } from '../../ui/form/form-fields';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import {
  bannerInputSchema,
  TEXT_LIMITS,
  type BannerInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import { textIn, type ContentEditorConfig, type ContentForm } from './content-editor';
import { BannerPreview } from './content-previews';
import { ContentTab, titleColumn, useWordedChoices } from './content-tab';
import { UrlField } from './url-field';

/** Banners of every page group: image, link, title in six languages, order within the group. */
export function BannersTab({ meta }: { meta: ContentLanguages }) {
  const { t } = useTranslation('admin-content');
  const groups = useWordedChoices(BANNER_GROUPS, 'groups');
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
      }}
      editor={EDITOR}
    />
  );
}

function BannerFields({ form: { control, draft, set } }: { form: ContentForm<BannerInput> }) {
  const { t } = useTranslation('admin-content');
  const groups = useWordedChoices(BANNER_GROUPS, 'groups');
  const internal = draft.linkageType === 'INTERNAL';
  return (
    <>
      <LocalizedTextField
        control={control}
        name="title"
        label={t('fields.title')}
        maxLength={TEXT_LIMITS.bannerTitle}
        testId="field-title"
      />
      <div className="content-form-row">
        <SelectField control={control} name="group" label={t('fields.group')} options={groups} testId="field-group" />
        <SelectField
          control={control}
          name="linkageType"
          label={t('fields.linkageType')}
          options={BANNER_LINK_TYPES.map((type) => ({ value: type, label: t(`linkTypes.${type}`) }))}
          onPick={(next: BannerLinkType) => next === 'NONE' && set('linkUrl', null)}
          testId="field-linkage"
        />
      </div>
      <UrlField
        control={control}
        name="imageUrl"
        issue="issues.url"
        label={t('fields.imageUrl')}
        hint={t('hints.image')}
        placeholder="/media/banners/home-1.webp"
        testId="field-image"
      />
      {draft.linkageType !== 'NONE' && (
        <UrlField
          control={control}
          name="linkUrl"
          issue={internal ? 'issues.internalLink' : 'issues.externalLink'}
          emptyAsNull
          label={t('fields.linkUrl')}
          hint={t(internal ? 'hints.internal' : 'hints.external')}
          placeholder={internal ? '/promotions' : 'https://'}
          testId="field-link"
        />
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
