import { useTranslation } from 'react-i18next';
import { useStudioSound } from '../lib/sound';

/** The game's sound on or off, remembered on this device. */
export function SoundToggle() {
  const { t } = useTranslation('studio');
  const { muted, toggle } = useStudioSound();
  return (
    <button
      type="button"
      className="studio-sound"
      aria-pressed={!muted}
      aria-label={t(muted ? 'sound.unmute' : 'sound.mute')}
      title={t(muted ? 'sound.unmute' : 'sound.mute')}
      onClick={toggle}
      data-testid="studio-sound"
      data-muted={muted}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}
