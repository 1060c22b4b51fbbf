import { useTranslation } from 'react-i18next';
import { useStudioSound } from '../lib/sound';
import './studio-tables.css';

/** The mute switch of the table games; the choice is kept on the device (lib/sound.ts). */
export function SoundToggle() {
  const { t } = useTranslation('studio');
  const { muted, toggle } = useStudioSound();
  return (
    <button
      type="button"
      className="tsound"
      aria-pressed={!muted}
      aria-label={t(muted ? 'tables.sound.unmute' : 'tables.sound.mute')}
      title={t(muted ? 'tables.sound.unmute' : 'tables.sound.mute')}
      onClick={toggle}
      data-testid="studio-sound"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="m16 9 6 6m0-6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        )}
      </svg>
    </button>
  );
}
