import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_QR_SIZE } from '@portal/shared/constants';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import type { ResourceEntry } from '@portal/shared/contracts/system';
import { useStatus } from '../../features/system/api/get-status';
import { useBrandDomain } from '../../features/system/api/get-domain-route';
import { PageBanners } from '../../features/system/components/page-banners';
import { InstallAppCard } from '../../features/app-install/components/install-app-card';
import { InstallSteps } from '../../features/app-install/components/install-steps';
import { PageHeading } from './parts/page-heading';
import { PhoneIcon } from '../../ui/icons';
import './parts/page.css';
import { buttonClass } from '../../ui/button';
import './download-page.css';

type Platform = 'android' | 'ios';

/** Which download a resource is: 'Android' for the APK, an iOS app or 'MOBILECONFIG' profile for iPhone. */
function platformOf(resource: ResourceEntry): Platform | null {
  const type = resource.resourceType.toLowerCase();
  if (type === 'android') return 'android';
  if (type === 'ios' || type === 'mobileconfig') return 'ios';
  return null;
}

/**
 * /download: installing the site as an app on this device, the brand's Android and iOS apps when
 * it ships them (each with a QR code to scan from a phone), and the Add to Home Screen steps.
 */
export default function DownloadPage() {
  const { t } = useTranslation('pages');
  const { data: status } = useStatus();
  // Codes are scanned on a phone: a site path must name the brand's domain, not this page's host;
  // the app files that of its app downloads when it has one.
  const brand = useBrandDomain();
  const files = useBrandDomain('app');
  const brandName = status?.brand.name ?? DEFAULT_SETTINGS.brand.name;
  const downloads = (status?.resources ?? [])
    .map((resource) => ({ resource, platform: platformOf(resource) }))
    .filter((entry): entry is { resource: ResourceEntry; platform: Platform } => entry.platform !== null);

  return (
    <main className="page" data-testid="page-download">
      <PageBanners group="down" />
      <PageHeading icon={<PhoneIcon size={28} />} title={t('download.title')} subtitle={t('download.subtitle')} />
      <InstallAppCard brandName={brandName} siteUrl={brand.origin} />
      {downloads.length > 0 && (
        <ul className="download-list">
          {downloads.map(({ resource, platform }) => {
            const href = files.url(resource.url);
            return (
              <li key={resource.id} className="download-card page-card" data-testid={`download-${platform}`}>
                <div className="download-card__head">
                  <span className="download-card__icon" aria-hidden="true">
                    {platform === 'android' ? <AndroidIcon /> : <AppleIcon />}
                  </span>
                  <div>
                    <h2 className="download-card__title">{t(`download.platforms.${platform}`)}</h2>
                    <p className="download-card__label">{resource.labelName}</p>
                  </div>
                </div>
                <div className="download-card__body">
                  <div className="download-card__qr" data-testid="download-qr" data-qr-value={href}>
                    <QRCodeSVG value={href} size={DOWNLOAD_QR_SIZE} marginSize={0} title={t('download.qr')} />
                  </div>
                  <div className="download-card__actions">
                    <p className="download-card__hint">{t('download.scan')}</p>
                    <a
                      className={buttonClass('primary')}
                      href={href}
                      rel="noopener"
                      download={platform === 'android' ? '' : undefined}
                    >
                      {t('download.button')}
                    </a>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="download-steps page-card">
        <InstallSteps platform="ios" brandName={brandName} />
        <InstallSteps platform="android" brandName={brandName} />
      </div>
    </main>
  );
}

function AndroidIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
      <path d="M6 9.5h12V17a1.5 1.5 0 01-1.5 1.5H16V21a1.2 1.2 0 01-2.4 0v-2.5h-3.2V21A1.2 1.2 0 018 21v-2.5h-.5A1.5 1.5 0 016 17zM4.3 9.5a1.2 1.2 0 011.2 1.2v4.6a1.2 1.2 0 01-2.4 0v-4.6a1.2 1.2 0 011.2-1.2zm15.4 0a1.2 1.2 0 011.2 1.2v4.6a1.2 1.2 0 01-2.4 0v-4.6a1.2 1.2 0 011.2-1.2zM6.1 8.5a6 6 0 0111.8 0zm2.3-5.6l1.1 1.8a6 6 0 015 0l1.1-1.8a.4.4 0 01.7.4l-1.1 1.8M9.5 6.5a.6.6 0 100 1.2.6.6 0 000-1.2zm5 0a.6.6 0 100 1.2.6.6 0 000-1.2z" />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 00-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 00-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3a9.5 9.5 0 001.3-2.6 3.9 3.9 0 01-2.5-3.7zM14.1 5.8a4 4 0 00.9-2.9 4.1 4.1 0 00-2.7 1.4 3.8 3.8 0 00-.9 2.8 3.4 3.4 0 002.7-1.3z" />
    </svg>
  );
}
