import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type InstallPlatform = 'ios' | 'android';

const STEPS = 4;

/** Add to Home Screen, step by step: Safari's Share menu on iOS, Chrome's menu on Android. */
export function InstallSteps({ platform, brandName }: { platform: InstallPlatform; brandName: string }) {
  const { t } = useTranslation('app-install');
  return (
    <div className="install-steps" data-testid={`install-steps-${platform}`}>
      <h3 className="install-steps__title">{t(`install.${platform}Title`)}</h3>
      <ol className="install-steps__list">
        {Array.from({ length: STEPS }, (_, i) => (
          <li key={i}>
            {t(`install.${platform}Step${i + 1}`, { brand: brandName })}
            {platform === 'ios' && i === 1 && <ShareGlyph />}
            {platform === 'android' && i === 1 && <MenuGlyph />}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A symbol drawn inline with a step's text, at the text's size. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className="install-steps__glyph"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Safari's Share symbol, so the player knows which button the step means. */
function ShareGlyph() {
  return (
    <Glyph>
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 10.5H6.5A1.5 1.5 0 0 0 5 12v7.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V12a1.5 1.5 0 0 0-1.5-1.5H16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Glyph>
  );
}

/** Chrome's menu symbol (three dots). */
function MenuGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="5" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="19" r="1.8" fill="currentColor" />
    </Glyph>
  );
}
