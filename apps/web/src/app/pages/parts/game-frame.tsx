import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ChevronRightIcon, ExpandIcon, MenuIcon, PlayIcon, RefreshIcon } from '../../../ui/icons';
import { buttonClass, IconButton } from '../../../ui/button';
import { allowedGameUrl, launchedGameOrigins } from '../../../features/games/lib/game-hosts';
import { useStatus } from '../../../features/system/api/get-status';
import './game-frame.css';

/** A game page that has not loaded by then is tried on its second address (game_url2), when there is one. */
export const GAME_URL_FALLBACK_MS = 15_000;

/**
 * What the framed game may do: run, keep its own origin's storage, submit forms and open popups
 * (a provider's cashier or rules), but never navigate the portal's window (no allow-top-navigation).
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The framed game of /game and /seamless: the launch answer's game_url from ?url= (and
 * game_url2 from ?url2=, used when the first does not load). ?mode=mini folds the controls into
 * a small floating menu (the spec's mini-menu mode); otherwise a thin bar sits above the game.
 */
export function GameFrame({ testId }: { testId: string }) {
  const { t } = useTranslation(['games', 'pages']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const status = useStatus();
  // Only registered hosts are framed (features/games/lib/game-hosts): our own origin, the brand's
  // game CDNs and the hosts the portal's launch call answered in this browser.
  const rules = {
    origin: window.location.origin,
    cdns: status.data?.launchGameCDNs ?? [],
    launched: launchedGameOrigins(),
  };
  const requested = search.get('url');
  const first = allowedGameUrl(requested, rules);
  const second = allowedGameUrl(search.get('url2'), rules);
  const mini = search.get('mode') === 'mini';
  const name = search.get('name') ?? '';
  const [useSecond, setUseSecond] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const loaded = useRef(false);
  const frameBox = useRef<HTMLDivElement>(null);
  const url = useSecond && second ? second : first;

  useEffect(() => {
    loaded.current = false;
    if (!second || useSecond) return;
    const timer = window.setTimeout(() => {
      if (!loaded.current) setUseSecond(true);
    }, GAME_URL_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [first, second, useSecond, reloads]);

  if (!url && requested && status.isPending) {
    // The brand's CDN list is on its way: decide once it is here.
    return <main className="page" data-testid={testId} aria-busy="true" />;
  }

  if (!url && requested) {
    return (
      <main className="page" data-testid={testId} data-state="untrusted">
        <EmptyState
          icon={<PlayIcon size={44} />}
          title={t('pages:game.untrusted')}
          description={t('pages:game.untrustedHint')}
          action={
            <Link className={buttonClass('primary')} to="/">
              {t('pages:common.backHome')}
            </Link>
          }
        />
      </main>
    );
  }

  if (!url) {
    return (
      <main className="page" data-testid={testId}>
        <EmptyState
          icon={<PlayIcon size={44} />}
          title={t('pages:game.none')}
          description={t('pages:game.noneHint')}
          action={
            <Link className={buttonClass('primary')} to="/">
              {t('pages:common.backHome')}
            </Link>
          }
        />
      </main>
    );
  }

  const controls = (
    <>
      <IconButton label={t('frame.back')} onClick={() => navigate(-1)} data-testid="game-back">
        <ChevronRightIcon className="game-frame__back-icon" />
      </IconButton>
      <IconButton label={t('frame.reload')} onClick={() => setReloads((n) => n + 1)} data-testid="game-reload">
        <RefreshIcon />
      </IconButton>
      <IconButton
        label={t('frame.fullscreen')}
        onClick={() => void frameBox.current?.requestFullscreen?.().catch(() => {})}
        data-testid="game-fullscreen"
      >
        <ExpandIcon />
      </IconButton>
    </>
  );

  return (
    <main
      className={mini ? 'game-frame game-frame--mini' : 'game-frame'}
      data-testid={testId}
      data-mode={mini ? 'mini' : 'iframe'}
    >
      {mini ? (
        <div className="game-frame__mini" data-open={menuOpen}>
          <IconButton label={t('frame.menu')} onClick={() => setMenuOpen((open) => !open)} data-testid="game-mini-menu">
            <MenuIcon />
          </IconButton>
          {menuOpen && controls}
        </div>
      ) : (
        <div className="game-frame__bar">
          {controls}
          <span className="game-frame__name">{name}</span>
        </div>
      )}
      {useSecond && (
        <p className="game-frame__notice" role="status">
          {t('frame.switched')}
        </p>
      )}
      <div className="game-frame__box" ref={frameBox}>
        <iframe
          key={`${url}#${reloads}`}
          className="game-frame__iframe"
          src={url}
          title={name || t('frame.title')}
          allow="autoplay; fullscreen; clipboard-write"
          sandbox={GAME_FRAME_SANDBOX}
          allowFullScreen
          data-testid="game-iframe"
          onLoad={() => {
            loaded.current = true;
          }}
          onError={() => {
            if (second && !useSecond) setUseSecond(true);
          }}
        />
      </div>
    </main>
  );
}
