import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import { clientSeedSchema, type StudioSeedState } from '@portal/shared/contracts/studio';
import { formResolver } from '../../../lib/form-resolver';
import { usePlayerIssueText } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { useRotateSeed } from '../api/seeds';
import { ErrorText } from './error-text';
import { verifyLink } from './verify-link';

/** The new client seed as PUT /studio/api/seeds/client reads it (trimmed, printable, at most 64). */
const clientSeedForm = z.object({ clientSeed: clientSeedSchema });
type ClientSeedValues = z.output<typeof clientSeedForm>;

/**
 * Provable fairness: the hash of the server seed in use (shown before any bet), the client seed
 * the player may change, and the rotation that reveals the server seed of the rounds played.
 */
export function FairnessPanel({ token, game, seed }: { token: string; game: InhouseGame; seed: StudioSeedState }) {
  const { t } = useTranslation('studio');
  const rotate = useRotateSeed(token);
  const { register, handleSubmit, watch, formState } = useForm<ClientSeedValues, unknown, ClientSeedValues>({
    resolver: formResolver(clientSeedForm),
    defaultValues: { clientSeed: '' },
  });
  const say = usePlayerIssueText();
  const issue = formState.errors.clientSeed?.message;
  const empty = !watch('clientSeed').trim();
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
        onSubmit={(event) => void handleSubmit(({ clientSeed }) => rotate.mutate(clientSeed))(event)}
      >
        <label className="studio-field">
          <span>{t('fair.newClientSeed')}</span>
          <input
            maxLength={64}
            aria-invalid={issue ? true : undefined}
            data-testid="client-seed-input"
            {...register('clientSeed')}
          />
          {issue ? (
            <small className="studio-error" role="alert" data-testid="client-seed-input-error">
              {say(issue)}
            </small>
          ) : null}
        </label>
        <Button type="submit" disabled={empty || rotate.isPending} data-testid="client-seed-save">
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
