import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { DOWNLOAD_QR_SIZE, type ResourceType } from '@portal/shared/constants';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { useStatus } from '../../features/system/api/get-status';
import { useBrandDomain } from '../../features/system/api/get-domain-route';
import { Modal } from '../../ui/modal';
import { buttonClass } from '../../ui/button';
import { AndroidIcon, AppleIcon, DownloadIcon } from '../../ui/icons';
import { InstallAppCard } from '../../features/app-install/components/install-app-card';
import { InstallSteps } from '../../features/app-install/components/install-steps';
import './download-modal.css';
import '../../ui/patterns.css';

type Platform = 'android' | 'ios';

/** Resource types per tab, first match wins: iOS may ship as an app link or as a configuration profile. */
const PLATFORMS: { id: Platform; resourceTypes: readonly ResourceType[]; Icon: typeof AndroidIcon }[] = [
  { id: 'android', resourceTypes: ['Android'], Icon: AndroidIcon },
  { id: 'ios', resourceTypes: ['iOS', 'MOBILECONFIG'], Icon: AppleIcon },
];

const GUIDE_STEPS: Record<Platform, number> = { android: 4, ios: 4 };

/**
 * App download: tabs Android and iOS, each with the brand's app (QR code and install guide) or,
 * where the brand ships none, the site's code and the Add to Home Screen steps; below, installing
 * on this device as this browser allows.
 */
export default function DownloadModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  const { t: tInstall } = useTranslation('app-install');
  const { data: status } = useStatus();
  const brandName = status?.brand.name ?? DEFAULT_SETTINGS.brand.name;
  const [tab, setTab] = useState<Platform>(() => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android'));
  const tabRefs = useRef<Record<Platform, HTMLButtonElement | null>>({ android: null, ios: null });
  const current = PLATFORMS.find((p) => p.id === tab) ?? PLATFORMS[0]!;
  const resource = current.resourceTypes
    .map((type) => status?.resources.find((r) => r.resourceType === type && r.url))
    .find(Boolean);
  // A site path is scanned on a phone: it must name the brand's (app-download) domain, not this page's host.
  const brand = useBrandDomain();
  const files = useBrandDomain('app');
  const href = resource ? files.url(resource.url) : null;

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Platform = tab === 'android' ? 'ios' : 'android';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal open={open} onClose={onClose} title={t('download.title')} size="md" className="download">
      <div className="download__tabs" role="tablist" aria-label={t('download.platform')} onKeyDown={onTabKey}>
        {PLATFORMS.map(({ id, Icon }) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`download-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="download-panel"
            tabIndex={tab === id ? 0 : -1}
            className="download__tab"
            data-testid={`download-tab-${id}`}
            onClick={() => setTab(id)}
          >
            <Icon size={18} />
            {t(`download.tabs.${id}`)}
          </button>
        ))}
      </div>

      <div id="download-panel" role="tabpanel" aria-labelledby={`download-tab-${tab}`} className="download__panel">
        <div className="download__card surface-card">
          {href ? (
            <>
              <div className="download__qr" data-testid="download-qr" data-qr-value={href}>
                <QRCodeSVG
                  value={href}
                  size={DOWNLOAD_QR_SIZE}
                  level="M"
                  marginSize={1}
                  bgColor="#ffffff"
                  fgColor="#0d1117"
                  title={t('download.qrTitle', { platform: t(`download.tabs.${tab}`) })}
                />
              </div>
              <div className="download__card-text">
                <p>{t('download.scan')}</p>
                <a
                  className={buttonClass('primary', 'md')}
                  href={href}
                  data-testid="download-link"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <DownloadIcon size={18} />
                  {t('download.button', { platform: t(`download.tabs.${tab}`) })}
                </a>
                {brand.origin !== window.location.origin && (
                  <p className="download__site" data-testid="download-site">
                    {t('download.officialSite', { host: new URL(brand.origin).host })}
                  </p>
                )}
              </div>
            </>
          ) : (
            // No app of the brand for this platform: the site itself installs from the home screen.
            <>
              <div className="download__qr" data-testid="download-site-qr" data-qr-value={brand.origin}>
                <QRCodeSVG
                  value={brand.origin}
                  size={DOWNLOAD_QR_SIZE}
                  level="M"
                  marginSize={1}
                  bgColor="#ffffff"
                  fgColor="#0d1117"
                  title={tInstall('install.qr')}
                />
              </div>
              <div className="download__card-text">
                <p>{tInstall('install.scanSite')}</p>
              </div>
            </>
          )}
        </div>

        {href ? (
          <Guide title={t(`download.guide.${tab}.title`)} steps={GUIDE_STEPS[tab]} prefix={`download.guide.${tab}`} />
        ) : (
          <div className="download__guide">
            <InstallSteps platform={tab} brandName={brandName} />
          </div>
        )}

        <InstallAppCard brandName={brandName} siteUrl={brand.origin} />
      </div>
    </Modal>
  );
}

function Guide({ title, steps, prefix }: { title: string; steps: number; prefix: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="download__guide">
      <h3>{title}</h3>
      <ol>
        {Array.from({ length: steps }, (_, i) => (
          <li key={i}>{t(`${prefix}.step${i + 1}`)}</li>
        ))}
      </ol>
    </div>
  );
}
