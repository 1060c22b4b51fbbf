import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/lazy-page';
import { Button, buttonClass } from './button';
import { AlertIcon, RefreshIcon } from './icons';
import { LotusMark } from './brand-logo';
import './route-error.css';

/**
 * Each route's error boundary. A chunk that failed or timed out usually means a new
 * version was deployed or the network dropped: a reload fixes both. Anything else gets a retry.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const reload = () => window.location.reload();

  return (
    <div className="route-error" role="alert" data-testid={chunk ? 'chunk-error' : 'route-error'}>
      <div className="route-error__card">
        <span className="route-error__mark">{chunk ? <LotusMark size={44} /> : <AlertIcon size={40} />}</span>
        <h1>{chunk ? t('routeError.chunkTitle') : t('routeError.title')}</h1>
        <p>{chunk ? t('routeError.chunkText') : t('routeError.text')}</p>
        <div className="route-error__actions">
          <Button variant="primary" icon={<RefreshIcon size={18} />} onClick={reload}>
            {chunk ? t('routeError.reload') : t('routeError.retry')}
          </Button>
          {!chunk && (
            <Link className={buttonClass('ghost')} to="/" reloadDocument>
              {t('routeError.home')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
