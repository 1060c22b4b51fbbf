import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { PlayIcon } from '../../../ui/icons';
import { buttonClass } from '../../../ui/button';
import './game-frame.css';

/** Only our own pages or HTTPS game hosts may be framed: never javascript:, data: or plain http elsewhere. */
export function safeGameUrl(raw: string | null, origin = window.location.origin): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin === origin || url.protocol === 'https:') return url.href;
  } catch {
    // Not a URL at all.
  }
  return null;
}

/** The framed game of /game and /seamless, read from ?url=; an empty state when there is none to show. */
export function GameFrame({ testId }: { testId: string }) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const url = safeGameUrl(search.get('url'));
  return (
    <main className={url ? 'game-frame' : 'page'} data-testid={testId}>
      {url ? (
        <iframe
          className="game-frame__iframe"
          src={url}
          title={t('game.frameTitle')}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          data-testid="game-iframe"
        />
      ) : (
        <EmptyState
          icon={<PlayIcon size={44} />}
          title={t('game.none')}
          description={t('game.noneHint')}
          action={
            <Link className={buttonClass('primary')} to="/">
              {t('common.backHome')}
            </Link>
          }
        />
      )}
    </main>
  );
}
