import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INHOUSE_GAMES, type InhouseGame } from '@portal/shared/contracts/seamless';
import type { StudioGameParams } from '@portal/shared/contracts/studio';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { useVerifyRound } from '../api/verify-round';
import { ErrorText } from './error-text';
import { RoundOutcome } from './outcome-views';
import './studio.css';

const isGame = (value: string | null): value is InhouseGame =>
  (INHOUSE_GAMES as readonly (string | null)[]).includes(value);

function paramsFrom(search: URLSearchParams): Record<string, unknown> {
  try {
    return JSON.parse(search.get('params') ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * /fair: anyone recomputes a round from its seeds, without an account. A link from a round's
 * replay fills the form and checks it at once; the hash of the seed is compared with the one
 * shown before play.
 */
export function VerifyPage({ decimals }: { decimals: number }) {
  const { t } = useTranslation('studio');
  const [search] = useSearchParams();
  const initial = paramsFrom(search);
  const [game, setGame] = useState<InhouseGame>(
    isGame(search.get('game')) ? (search.get('game') as InhouseGame) : 'lotus-slot',
  );
  const [serverSeed, setServerSeed] = useState(search.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(search.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(search.get('nonce') ?? '0');
  const [variant, setVariant] = useState(search.get('variant') ?? '');
  const [target, setTarget] = useState(String(initial.target ?? 5000));
  const [direction, setDirection] = useState(String(initial.direction ?? 'under'));
  const [bet, setBet] = useState(String(initial.bet ?? 'banker'));
  const [mines, setMines] = useState(String(initial.mines ?? 3));
  const [reveals, setReveals] = useState(search.get('reveals') ?? '');
  const stake = search.get('stake');
  const expectedHash = search.get('hash');
  const verify = useVerifyRound();

  const request = (): StudioGameParams => {
    if (game === 'dice') return { game, params: { target: Number(target), direction: direction as 'under' | 'over' } };
    if (game === 'baccarat') return { game, params: { bet: bet as 'banker' | 'player' | 'tie' } };
    if (game === 'mines') return { game, params: { mines: Number(mines) } };
    return { game, params: {} };
  };
  const submit = () =>
    verify.mutate({
      ...request(),
      serverSeed: serverSeed.trim(),
      clientSeed: clientSeed.trim(),
      nonce: Number(nonce),
      ...(variant ? { variant } : {}),
      ...(stake && /^\d+$/.test(stake) ? { stakeMinor: Number(stake) } : {}),
      ...(game === 'mines' && reveals.trim() ? { reveals: reveals.split(',').map((x) => Number(x.trim())) } : {}),
    });

  // A link with seeds checks at once (the replay's "verify" link).
  const checkedOnce = useRef(false);
  useEffect(() => {
    if (checkedOnce.current || !search.get('serverSeed')) return;
    checkedOnce.current = true;
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the values the link gave
  }, []);

  const result = verify.data;
  return (
    <main className="page studio-verify" data-testid="fair-page">
      <h1>{t('verify.title')}</h1>
      <p className="studio-muted">{t('verify.explain')}</p>
      <form
        className="studio-verify__form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="studio-field">
          <span>{t('verify.game')}</span>
          <select value={game} onChange={(e) => setGame(e.target.value as InhouseGame)} data-testid="verify-game">
            {INHOUSE_GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`games.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field">
          <span>{t('fair.serverSeed')}</span>
          <input value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} data-testid="verify-server-seed" />
        </label>
        <label className="studio-field">
          <span>{t('fair.clientSeed')}</span>
          <input value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} data-testid="verify-client-seed" />
        </label>
        <label className="studio-field">
          <span>{t('fair.nonce')}</span>
          <input
            inputMode="numeric"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            data-testid="verify-nonce"
          />
        </label>
        <label className="studio-field">
          <span>{t('verify.variant')}</span>
          <input
            value={variant}
            placeholder={t('verify.variantDefault')}
            onChange={(e) => setVariant(e.target.value)}
          />
        </label>
        {game === 'dice' && (
          <>
            <label className="studio-field">
              <span>{t('verify.target')}</span>
              <input inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} />
            </label>
            <label className="studio-field">
              <span>{t('dice.direction')}</span>
              <select value={direction} onChange={(e) => setDirection(e.target.value)}>
                <option value="under">{t('dice.under')}</option>
                <option value="over">{t('dice.over')}</option>
              </select>
            </label>
          </>
        )}
        {game === 'baccarat' && (
          <label className="studio-field">
            <span>{t('baccarat.bet')}</span>
            <select value={bet} onChange={(e) => setBet(e.target.value)}>
              {(['player', 'banker', 'tie'] as const).map((b) => (
                <option key={b} value={b}>
                  {t(`baccarat.${b}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {game === 'mines' && (
          <>
            <label className="studio-field">
              <span>{t('mines.count')}</span>
              <input inputMode="numeric" value={mines} onChange={(e) => setMines(e.target.value)} />
            </label>
            <label className="studio-field">
              <span>{t('verify.reveals')}</span>
              <input value={reveals} onChange={(e) => setReveals(e.target.value)} />
            </label>
          </>
        )}
        <Button type="submit" variant="primary" disabled={verify.isPending} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </form>
      <ErrorText error={verify.error} />
      {result && (
        <section className="studio-panel" data-testid="verify-result">
          <dl className="studio-seeds">
            <dt>{t('fair.serverSeedHash')}</dt>
            <dd className="studio-mono" data-testid="verify-hash">
              {result.serverSeedHash}
            </dd>
          </dl>
          {expectedHash && (
            <p
              className={expectedHash === result.serverSeedHash ? 'studio-win' : 'studio-error'}
              data-testid="verify-hash-check"
              data-match={expectedHash === result.serverSeedHash}
            >
              {expectedHash === result.serverSeedHash ? t('verify.hashMatches') : t('verify.hashDiffers')}
            </p>
          )}
          <RoundOutcome
            game={result.game}
            outcome={result.outcome}
            reveals={(result.outcome.reveals as number[]) ?? []}
          />
          <p data-testid="verify-multiplier">
            {t('verify.multiplier', { value: (result.multiplierNum / result.multiplierDen).toFixed(4) })}
          </p>
          {result.payoutMinor !== null && (
            <p data-testid="verify-payout" data-minor={result.payoutMinor}>
              {t('win')}: <MoneyText minor={result.payoutMinor} decimals={decimals} />
            </p>
          )}
        </section>
      )}
    </main>
  );
}
