import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_LINK_TYPES, type BannerLinkType } from '@portal/shared/constants';
import {
  bannerInputSchema,
  TEXT_LIMITS,
  URL_MAX,
  type AdminBanner,
  type BannerInput,
  type ContentLanguages,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { Field } from '../ui/field';
import { LocalizedTextInput } from '../ui/localized-text-input';
import { EditorLayout, PreviewLanguage, textIn, useContentDraft, useIssueText } from './content-editor';
import { BannerPreview } from './content-previews';
import { ContentTab } from './content-tab';

const EMPTY: BannerInput = {
  group: 'home',
  imageUrl: '',
  linkageType: 'NONE',
  linkUrl: null,
  title: {},
  enabled: true,
};

const draftOf = ({ group, imageUrl, linkageType, linkUrl, title, enabled, position }: AdminBanner): BannerInput => ({
  group: group as BannerInput['group'],
  imageUrl,
  linkageType,
  linkUrl,
  title,
  enabled,
  position,
});

/** Banners of every page group: image, link, title in six languages, order within the group. */
export function BannersTab({ meta }: { meta: ContentLanguages }) {
  const { t, i18n } = useTranslation('admin-content');
  const language = i18n.language as Language;
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
        {
          key: 'title',
          header: t('fields.title'),
          cell: (banner) => (
            <span className="content-cell-text" data-testid={`content-title-${banner.id}`}>
              {textIn(banner.title, language).text}
            </span>
          ),
        },
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
      filters={(filters, set) => (
        <label className="content-filter">
          <span className="admin-muted">{t('fields.group')}</span>
          <select
            value={filters.group ?? ''}
            onChange={(event) => set('group', event.target.value || undefined)}
            data-testid="content-filter-group"
          >
            <option value="">{t('list.allGroups')}</option>
            {BANNER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`groups.${group}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      editor={(banner, done) => <BannerEditor banner={banner} meta={meta} done={done} />}
    />
  );
}

function BannerEditor({
  banner,
  meta,
  done,
}: {
  banner: AdminBanner | null;
  meta: ContentLanguages;
  done: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin-content');
  const [language, setLanguage] = useState<Language>(meta.defaultLanguage);
  const form = useContentDraft({
    kind: 'banners',
    schema: bannerInputSchema,
    id: banner?.id ?? null,
    initial: banner ? draftOf(banner) : EMPTY,
    defaultLanguage: meta.defaultLanguage,
    onSaved: () => done(true),
  });
  const { draft, set } = form;
  const issue = useIssueText(form.errors);
  return (
    <EditorLayout
      title={banner ? t('editor.editBanner') : t('new.banners')}
      defaultLanguage={meta.defaultLanguage}
      onBack={() => done(false)}
      onSubmit={form.submit}
      saving={form.saving}
      failure={form.failure}
      preview={
        <>
          <PreviewLanguage value={language} onChange={setLanguage} />
          <BannerPreview banner={draft} language={language} />
        </>
      }
    >
      <LocalizedTextInput
        label={t('fields.title')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={TEXT_LIMITS.bannerTitle}
        testId="field-title"
      />
      {issue('title') && <small className="admin-field__error">{issue('title')}</small>}
      <div className="content-form-row">
        <Field label={t('fields.group')} error={issue('group')}>
          <select
            value={draft.group}
            onChange={(event) => set('group', event.target.value as BannerInput['group'])}
            data-testid="field-group"
          >
            {BANNER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`groups.${group}`)}
              </option>
            ))}
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
            {BANNER_LINK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`linkTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        label={t('fields.imageUrl')}
        hint={t('hints.image')}
        error={form.errors.imageUrl && t(draft.imageUrl.trim() ? 'issues.url' : 'issues.REQUIRED')}
      >
        <input
          value={draft.imageUrl}
          maxLength={URL_MAX}
          onChange={(event) => set('imageUrl', event.target.value)}
          placeholder="/media/banners/home-1.svg"
          data-testid="field-image"
        />
      </Field>
      {draft.linkageType !== 'NONE' && (
        <Field
          label={t('fields.linkUrl')}
          hint={t(draft.linkageType === 'INTERNAL' ? 'hints.internal' : 'hints.external')}
          error={
            form.errors.linkUrl && t(draft.linkageType === 'INTERNAL' ? 'issues.internalLink' : 'issues.externalLink')
          }
        >
          <input
            value={draft.linkUrl ?? ''}
            maxLength={URL_MAX}
            onChange={(event) => set('linkUrl', event.target.value || null)}
            placeholder={draft.linkageType === 'INTERNAL' ? '/promotions' : 'https://'}
            data-testid="field-link"
          />
        </Field>
      )}
      <label className="content-check">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        {t('fields.enabledHint')}
      </label>
    </EditorLayout>
  );
}
