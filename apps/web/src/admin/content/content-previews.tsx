import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import {
  CUSTOMER_SERVICE_EMAIL,
  type AnnouncementInput,
  type BannerInput,
  type CustomerServiceInput,
  type DomainInput,
  type HelpArticleInput,
  type ResourceInput,
} from '@portal/shared/contracts/content-admin';
import type { Language } from '@portal/shared/languages';
import { ChatIcon, MailIcon, MegaphoneIcon } from '../../ui/icons';
import { FallbackNote, textIn } from './content-editor';

/*
 * How an entry looks to a player in one language, drawn with the player site's theme colours:
 * the same text choice as the server (the language, else English, else any written one).
 */

/**
 * A preview's frame in the language of the text shown: the player's view, the note when that text
 * falls back to another language, and a line on what the entry does (`note`).
 */
function PreviewStack({
  language,
  shown,
  note,
  children,
}: {
  language: Language;
  shown: Language | null;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="content-preview__stack" lang={shown ?? undefined}>
      {children}
      <FallbackNote language={language} shown={shown} />
      {note && <p className="admin-muted">{note}</p>}
    </div>
  );
}

/** A QR code of an address, dark on white as a phone's camera reads it best. */
function PreviewQr({ value }: { value: string }) {
  return <QRCodeSVG value={value} size={100} level="M" marginSize={1} bgColor="#ffffff" fgColor="#0d1117" />;
}

/** The banner as the home carousel paints it: the image (the title is its alternative text) and the title. */
export function BannerPreview({ banner, language }: { banner: BannerInput; language: Language }) {
  const { t } = useTranslation('admin-content');
  const title = textIn(banner.title, language);
  return (
    <PreviewStack
      language={language}
      shown={title.shown}
      note={
        banner.linkageType === 'NONE' || !banner.linkUrl
          ? t('preview.notClickable')
          : t(banner.linkageType === 'EXTERNAL' ? 'preview.opensTab' : 'preview.opensPage', { url: banner.linkUrl })
      }
    >
      <figure className="content-preview-banner">
        <div className="content-preview-banner__frame">
          {banner.imageUrl ? (
            <img src={banner.imageUrl} alt={title.text} data-testid="preview-banner-image" />
          ) : (
            <span className="admin-muted">{t('preview.noImage')}</span>
          )}
        </div>
        <figcaption data-testid="preview-banner-title">{title.text || t('preview.noTitle')}</figcaption>
      </figure>
    </PreviewStack>
  );
}

const formatWindow = (at: string | null, language: Language) =>
  at ? new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** A marquee for the strip types, the popup dialog when it pops up, and the list entry with its detail. */
export function AnnouncementPreview({
  announcement,
  language,
}: {
  announcement: AnnouncementInput;
  language: Language;
}) {
  const { t } = useTranslation('admin-content');
  const title = textIn(announcement.title, language);
  const content = textIn(announcement.content, language);
  const from = formatWindow(announcement.startsAt, language);
  const until = formatWindow(announcement.endsAt, language);
  const strip = announcement.type === 'B' || announcement.type === 'H';
  return (
    <PreviewStack
      language={language}
      shown={title.shown}
      note={
        from && until
          ? t('preview.window', { from, until })
          : from
            ? t('preview.from', { from })
            : until
              ? t('preview.until', { until })
              : t('preview.always')
      }
    >
      {strip && (
        <div className="content-preview-marquee" data-testid="preview-marquee">
          <MegaphoneIcon size={18} />
          <div className="content-preview-marquee__track">
            <span>{title.text || t('preview.noTitle')}</span>
          </div>
        </div>
      )}
      {announcement.popup ? (
        <div className="content-preview-popup" data-testid="preview-popup">
          <div className="content-preview-popup__dialog" role="presentation">
            <strong>{title.text || t('preview.noTitle')}</strong>
            <p>{content.text}</p>
            <span className="content-preview-popup__button">{t('preview.ok')}</span>
          </div>
        </div>
      ) : (
        !strip && (
          <div className="content-preview-list" data-testid="preview-list">
            <div className="content-preview-list__item">
              <MegaphoneIcon size={16} />
              <strong>{title.text || t('preview.noTitle')}</strong>
            </div>
            <p>{content.text}</p>
          </div>
        )
      )}
    </PreviewStack>
  );
}

/** The article opened in the help center: its category, the question and the answer's paragraphs. */
export function HelpPreview({ article, language }: { article: HelpArticleInput; language: Language }) {
  const { t } = useTranslation(['admin-content', 'system']);
  const title = textIn(article.title, language);
  const content = textIn(article.content, language);
  return (
    <PreviewStack language={language} shown={title.shown}>
      <span className="content-preview-help__chip">
        {t(`system:helpCenter.categories.${article.category}`, { defaultValue: article.category })}
      </span>
      <article className="content-preview-help" data-testid="preview-help">
        <h3>{title.text || t('preview.noTitle')}</h3>
        <div className="content-preview-help__answer">{content.text}</div>
      </article>
    </PreviewStack>
  );
}

/** The line of the customer-service menu. */
export function CustomerServicePreview({ entry, language }: { entry: CustomerServiceInput; language: Language }) {
  const { t } = useTranslation('admin-content');
  const label = textIn(entry.label, language);
  return (
    <PreviewStack
      language={language}
      shown={label.shown}
      note={entry.url ? t('preview.opensPage', { url: entry.url }) : t('preview.notClickable')}
    >
      <div className="content-preview-service" data-testid="preview-service">
        <span className="content-preview-service__icon">
          {entry.type === CUSTOMER_SERVICE_EMAIL ? <MailIcon size={16} /> : <ChatIcon size={16} />}
        </span>
        <strong>{label.text || t('preview.noTitle')}</strong>
        {entry.vipOnly && <span className="admin-badge admin-badge--warn">{t('preview.vip')}</span>}
      </div>
    </PreviewStack>
  );
}

/** A QR code opens a full address: a site path is read against this site. */
function absolute(url: string): string | null {
  try {
    return url ? new URL(url, window.location.origin).href : null;
  } catch {
    return null;
  }
}

/** A download tile: its label and the QR code (the given image, or drawn from the address). */
export function ResourcePreview({ resource, language }: { resource: ResourceInput; language: Language }) {
  const { t } = useTranslation('admin-content');
  const label = textIn(resource.label, language);
  const address = absolute(resource.url);
  return (
    <PreviewStack language={language} shown={label.shown}>
      <div className="content-preview-download" data-testid="preview-resource">
        <strong>{label.text || t('preview.noTitle')}</strong>
        <div className="content-preview-download__qr">
          {resource.qrCodeUrl ? (
            <img src={resource.qrCodeUrl} alt="" width={100} height={100} />
          ) : address ? (
            <PreviewQr value={address} />
          ) : null}
        </div>
        <small className="admin-muted">{t('preview.scan')}</small>
      </div>
    </PreviewStack>
  );
}

/** The address as players' links and QR codes carry it, and what the kind does with it. */
export function DomainPreview({ domain }: { domain: DomainInput }) {
  const { t } = useTranslation('admin-content');
  const host = domain.domain.trim().toLowerCase();
  const url = host ? `https://${host}` : null;
  return (
    <div className="content-preview__stack" data-testid="preview-domain">
      <div className="content-preview-download">
        <strong>{url ?? t('preview.noDomain')}</strong>
        {url && (
          <div className="content-preview-download__qr">
            <PreviewQr value={url} />
          </div>
        )}
        <small className="admin-muted">
          {domain.enabled ? t(`preview.domainKinds.${domain.kind}`) : t('preview.domainOff')}
        </small>
      </div>
    </div>
  );
}
