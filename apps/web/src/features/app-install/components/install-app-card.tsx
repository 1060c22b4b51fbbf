import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../ui/button';
import { DownloadIcon } from '../../../ui/icons';
import { deviceKind, promptInstall, useInstallState } from '../lib/app-install';
import { InstallSteps } from './install-steps';
import './install-app-card.css';
import '../../../ui/patterns.css';

/**
 * Installing the site as an app on this device, true to what this browser can do: already
 * installed says so; a browser that offered its install prompt gets an Install button; iPhone and
 * iPad get Safari's Add to Home Screen steps, Android its browser menu's; a computer whose browser
 * cannot install gets a code to open the site on a phone.
 */
export function InstallAppCard({ brandName, siteUrl }: { brandName: string; siteUrl: string }) {
  const { t } = useTranslation('app-install');
  const { canPrompt, installed } = useInstallState();
  const [device] = useState(deviceKind);
  const [outcome, setOutcome] = useState<'prompting' | 'dismissed' | null>(null);

  const install = async () => {
    setOutcome('prompting');
    const result = await promptInstall();
    setOutcome(result === 'dismissed' ? 'dismissed' : null);
  };

  return (
    <section className="install-card surface-card" data-testid="install-card" aria-labelledby="install-card-title">
      <h3 className="install-card__title" id="install-card-title">
        {t('install.title')}
      </h3>
      {installed ? (
        <p className="install-card__done" role="status" data-testid="install-installed">
          <CheckGlyph />
          {t('install.installed', { brand: brandName })}
        </p>
      ) : canPrompt ? (
        <div className="install-card__prompt">
          <p className="install-card__lead">{t('install.lead', { brand: brandName })}</p>
          <Button
            variant="primary"
            icon={<DownloadIcon size={18} />}
            onClick={() => void install()}
            disabled={outcome === 'prompting'}
            data-testid="install-button"
          >
            {t('install.button', { brand: brandName })}
          </Button>
          {outcome && (
            <p className="install-card__note" role="status">
              {t(outcome === 'prompting' ? 'install.installing' : 'install.dismissed')}
            </p>
          )}
        </div>
      ) : device === 'desktop' ? (
        <div className="install-card__desktop" data-testid="install-other-browser">
          <div className="install-card__qr" data-testid="install-site-qr" data-qr-value={siteUrl}>
            <QRCodeSVG
              value={siteUrl}
              size={112}
              level="M"
              marginSize={1}
              bgColor="#ffffff"
              fgColor="#0d1117"
              title={t('install.qr')}
            />
          </div>
          <div>
            <p className="install-card__lead">{t('install.otherBrowser')}</p>
            <p className="install-card__note">{t('install.scanSite')}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="install-card__lead">{t('install.lead', { brand: brandName })}</p>
          <InstallSteps platform={device} brandName={brandName} />
        </>
      )}
    </section>
  );
}

function CheckGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.16" />
      <path d="m7.5 12.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
