import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import type { StudioSeedState } from '@portal/shared/contracts/studio';
import { Button } from '../../../ui/button';
import { useRotateSeed } from '../api/seeds';
import { ErrorText } from './error-text';
import { verifyLink } from './verify-link';

/**
 * Provable fairness: the hash of the server seed in use (shown before any bet), the client seed
 * the player may change, and the rotation that reveals the server seed of the rounds played.
 */
export function FairnessPanel({ token, game, seed }: { token: string; game: InhouseGame; seed: StudioSeedState }) {
  const { t } = useTranslation('studio');
  const [clientSeed, setClientSeed] = useState('');
  const rotate = useRotateSeed(token);
  const previous = rotate.data?.previous;
  return (
    <section className="studio-panel" aria-label={t('fair.title')}>
      <h2>{t('fair.title')}</h2>
      <dl className="studio-seeds">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="studio-mono" data-testid="server-seed-hash">
          {seed.serverSeedHash}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="studio-mono" data-testid="client-seed">
          {seed.clientSeed}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="next-nonce">{seed.nonce}</dd>
      </dl>
      <form
        className="studio-controls"
        onSubmit={(e) => {
          e.preventDefault();
          if (clientSeed.trim()) rotate.mutate(clientSeed.trim());
        }}
      >
        <label className="studio-field">
          <span>{t('fair.newClientSeed')}</span>
          <input
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value)}
            data-testid="client-seed-input"
          />
        </label>
        <Button type="submit" disabled={!clientSeed.trim() || rotate.isPending} data-testid="client-seed-save">
          {t('fair.setClientSeed')}
        </Button>
        <Button onClick={() => rotate.mutate(undefined)} disabled={rotate.isPending} data-testid="seed-rotate">
          {t('fair.rotate')}
        </Button>
      </form>
      <p className="studio-muted">{t('fair.explain')}</p>
      <ErrorText error={rotate.error} />
      {previous && (
        <div className="studio-revealed" data-testid="revealed-seed">
          <p>{t('fair.revealed', { count: previous.nextNonce })}</p>
          <p className="studio-mono">{previous.serverSeed}</p>
          {previous.nextNonce > 0 && (
            <Link
              to={verifyLink({ game, serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, nonce: 0 })}
              target="_blank"
            >
              {t('fair.verifyFirst')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
