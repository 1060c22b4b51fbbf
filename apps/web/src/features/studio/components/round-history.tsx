import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioRound } from '@portal/shared/contracts/studio';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { useRound, useRoundHistory } from '../api/round-history';
import { RoundOutcome } from './outcome-views';
import { SlotReplay } from './slot/slot-static';
import { verifyLink } from './verify-link';

/** The player's rounds, newest first; a row opens its replay, as `replay` does on arrival. */
export function RoundHistory({
  token,
  decimals,
  replay = null,
}: {
  token: string;
  decimals: number;
  replay?: string | null;
}) {
  const { t, i18n } = useTranslation('studio');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(replay);
  const history = useRoundHistory(token, page);
  const rounds = history.data?.rounds ?? [];
  return (
    <section className="studio-panel" aria-label={t('history.title')}>
      <h2>{t('history.title')}</h2>
      {rounds.length === 0 ? (
        <p className="studio-muted">{history.isLoading ? t('loading') : t('history.empty')}</p>
      ) : (
        <table className="studio-history" data-testid="round-history">
          <thead>
            <tr>
              <th>{t('history.time')}</th>
              <th>{t('fair.nonce')}</th>
              <th>{t('stake')}</th>
              <th>{t('win')}</th>
              <th>{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => {
              const time = new Date(round.createdAt).toLocaleTimeString(i18n.language);
              const isOpen = openId === round.roundId;
              return (
                <tr
                  key={round.roundId}
                  onClick={() => setOpenId(isOpen ? null : round.roundId)}
                  className={isOpen ? 'is-open' : undefined}
                  data-testid="history-row"
                  data-round-id={round.roundId}
                >
                  <td>
                    {/* The row's click opens it; the button gives a keyboard and a screen reader the same. */}
                    <button
                      type="button"
                      className="studio-history__open"
                      aria-expanded={isOpen}
                      aria-label={t('history.replayOf', { time })}
                      data-testid="history-open"
                    >
                      {time}
                    </button>
                  </td>
                  <td>{round.nonce}</td>
                  <td>
                    <MoneyText minor={round.stakeMinor} decimals={decimals} />
                  </td>
                  <td>
                    {round.payoutMinor === null ? '—' : <MoneyText minor={round.payoutMinor} decimals={decimals} />}
                  </td>
                  <td>{t(`status.${round.status}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="studio-pager">
        <Button size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('history.newer')}
        </Button>
        <Button size="sm" disabled={!history.data?.hasMore} onClick={() => setPage((p) => p + 1)}>
          {t('history.older')}
        </Button>
      </div>
      {openId && <RoundReplay token={token} roundId={openId} decimals={decimals} arrived={openId === replay} />}
    </section>
  );
}

/** One round again: its outcome drawn from the stored data, its seeds and, once revealed, the check. */
function RoundReplay({
  token,
  roundId,
  decimals,
  arrived,
}: {
  token: string;
  roundId: string;
  decimals: number;
  /** Opened by the launch (`replay`): brought into view once it shows. */
  arrived: boolean;
}) {
  const { t } = useTranslation('studio');
  const round = useRound(token, roundId);
  const shown = useRef<HTMLDivElement>(null);
  const loaded = Boolean(round.data);
  useEffect(() => {
    if (arrived && loaded) shown.current?.scrollIntoView?.({ block: 'start' });
  }, [arrived, loaded]);
  if (round.isError) return <p className="studio-muted">{t('history.notFound')}</p>;
  if (!round.data) return <p className="studio-muted">{t('loading')}</p>;
  const r: StudioRound = round.data;
  return (
    <div className="studio-replay" data-testid="round-replay" data-round-id={r.roundId} ref={shown}>
      <h3>{t('history.replay')}</h3>
      {r.game === 'lotus-slot' && r.outcome ? (
        <SlotReplay
          roundId={r.roundId}
          outcome={r.outcome}
          stakeMinor={r.stakeMinor}
          payoutMinor={r.payoutMinor ?? 0}
          decimals={decimals}
        />
      ) : (
        <RoundOutcome game={r.game} outcome={r.outcome} reveals={r.reveals} />
      )}
      <dl className="studio-seeds">
        <dt>{t('history.round')}</dt>
        <dd className="studio-mono">{r.roundId}</dd>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="studio-mono">{r.serverSeedHash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="studio-mono">{r.clientSeed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{r.nonce}</dd>
        <dt>{t('win')}</dt>
        <dd>{r.payoutMinor === null ? '—' : <MoneyText minor={r.payoutMinor} decimals={decimals} />}</dd>
      </dl>
      {r.serverSeed ? (
        <Link
          to={verifyLink({
            game: r.game,
            serverSeed: r.serverSeed,
            clientSeed: r.clientSeed,
            nonce: r.nonce,
            params: r.params,
            variant: r.variant,
            stakeMinor: r.stakeMinor,
            reveals: r.reveals,
            serverSeedHash: r.serverSeedHash,
          })}
          target="_blank"
          data-testid="replay-verify"
        >
          {t('history.verify')}
        </Link>
      ) : (
        <p className="studio-muted">{t('history.rotateToVerify')}</p>
      )}
    </div>
  );
}
