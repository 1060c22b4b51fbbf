import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioRound, StudioRoundAnswer } from '@portal/shared/contracts/studio';
import { Button } from '../../../../ui/button';
import { applyRoundAnswer, usePlayRound } from '../../api/play-round';
import { useRound } from '../../api/round-history';
import { readUnfinishedShow, saveUnfinishedShow } from '../../lib/unfinished-show';
import { afterRound, beforeSpin, startAutoplay, type AutoplayRun, type AutoplayStop } from '../../lib/autoplay';
import { useReducedMotion } from '../../../../lib/reduced-motion';
import { playSound } from '../../lib/sound';
import { parseStake } from '../../lib/stake';
import { ErrorText } from '../error-text';
import type { GameViewProps } from '../game-props';
import { RoundSummary } from '../round-summary';
import { SlotPaytable } from '../slot-paytable';
import { StakeField } from '../stake-field';
import { AutoplayDialog } from './autoplay-dialog';
import { roundView } from './slot-show';
import { SlotStage, type StagedRound } from './slot-stage';

/**
 * Lotus Fortune: 5 reels, 3 rows, 20 lines. A spin's answer is played out on the reels before its
 * win reaches the balance; turbo shortens the show, autoplay repeats it within the player's limits.
 */
export function SlotGame({ token, session, decimals }: GameViewProps) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const motion = !useReducedMotion();
  const [stake, setStake] = useState('1');
  const [turbo, setTurbo] = useState(false);
  const [autoplayOpen, setAutoplayOpen] = useState(false);
  const [autoplay, setAutoplay] = useState<AutoplayRun | null>(null);
  const [stopped, setStopped] = useState<AutoplayStop | null>(null);
  // answer: null for a resumed show, whose money the server settled long ago.
  const [staged, setStaged] = useState<{
    round: StagedRound;
    shown: StudioRound;
    answer: StudioRoundAnswer | null;
  } | null>(null);
  const [resume, setResume] = useState(readUnfinishedShow);
  const resumed = useRound(token, resume?.roundId ?? null);
  const [showing, setShowing] = useState(false);
  const [skipSignal, setSkipSignal] = useState(0);
  const play = usePlayRound(token, { holdWin: true });
  const stakeMinor = parseStake(stake, decimals, session.maxStakeMinor);
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;

  // A show the last visit left unfinished plays on from the spin it had reached.
  useEffect(() => {
    if (!resume || (!resumed.data && !resumed.isError)) return;
    const round = resumed.data;
    if (round && round.game === 'lotus-slot' && round.outcome && round.payoutMinor !== null) {
      setShowing(true);
      setStaged({
        shown: round,
        answer: null,
        round: {
          key: round.roundId,
          outcome: round.outcome,
          stakeMinor: round.stakeMinor,
          payoutMinor: round.payoutMinor,
          fromStep: resume.step,
        },
      });
    } else saveUnfinishedShow(null);
    setResume(null);
  }, [resume, resumed.data, resumed.isError]);

  const spin = useCallback(() => {
    if (stakeMinor === null) return;
    playSound('spin');
    setStopped(null);
    play.mutate(
      { game: 'lotus-slot', params: {}, stakeMinor },
      {
        onSuccess: (answer) => {
          const round = answer.round;
          saveUnfinishedShow({ roundId: round.roundId, step: 0 });
          setShowing(true);
          setStaged({
            answer,
            shown: round,
            round: {
              key: round.roundId,
              outcome: round.outcome ?? {},
              stakeMinor: round.stakeMinor,
              payoutMinor: round.payoutMinor ?? 0,
            },
          });
        },
        onError: () => {
          if (autoplayRef.current) setStopped('refused');
          setAutoplay(null);
        },
      },
    );
  }, [play, stakeMinor]);

  const stopAutoplay = (reason: AutoplayStop) => {
    setAutoplay(null);
    setStopped(reason);
  };

  // The show is over: the win joins the balance, and autoplay decides on the next spin.
  const onDone = useCallback(() => {
    setShowing(false);
    saveUnfinishedShow(null);
    if (!staged?.answer) return;
    applyRoundAnswer(queryClient, token, staged.answer);
    const run = autoplayRef.current;
    if (!run) return;
    const view = roundView(staged.round.outcome);
    const after = afterRound(run, {
      stakeMinor: staged.round.stakeMinor,
      payoutMinor: staged.round.payoutMinor,
      featureTriggered: view.freeSpins.length > 0,
    });
    const stop = after.stop ?? (stakeMinor === null ? 'player' : beforeSpin(after.run, stakeMinor));
    if (stop) stopAutoplay(stop);
    else setAutoplay(after.run);
  }, [queryClient, token, staged, stakeMinor]);

  // Autoplay's next spin, a beat after the last show ended.
  const busy = play.isPending || showing;
  useEffect(() => {
    if (!autoplay || busy) return;
    const timer = setTimeout(spin, turbo ? 150 : 400);
    return () => clearTimeout(timer);
    // One spin per step of the run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, busy]);

  const begin = (settings: Parameters<typeof startAutoplay>[0]) => {
    const run = startAutoplay(settings);
    const stop = stakeMinor === null ? 'player' : beforeSpin(run, stakeMinor);
    if (stop) stopAutoplay(stop);
    else setAutoplay(run);
  };

  const lastRound = staged && !showing ? staged.shown : null;
  const onStep = useCallback((roundId: string, step: number) => saveUnfinishedShow({ roundId, step }), []);
  return (
    <section className="studio-game slot-game" aria-label={t('games.lotus-slot')}>
      <SlotStage
        round={staged?.round ?? null}
        pending={play.isPending}
        turbo={turbo}
        motion={motion}
        decimals={decimals}
        skipSignal={skipSignal}
        onDone={onDone}
        onStep={onStep}
      />
      {showing && staged?.answer === null && (
        <p className="slot-notice" data-testid="slot-resumed">
          {t('slot.resumed')}
        </p>
      )}
      {lastRound && <RoundSummary round={lastRound} decimals={decimals} />}
      <div className="studio-controls slot-controls">
        <StakeField
          value={stake}
          onChange={setStake}
          invalid={stakeMinor === null}
          disabled={busy || autoplay !== null}
          steps={{ currentMinor: stakeMinor, decimals, maxMinor: session.maxStakeMinor, currency: session.currency }}
        />
        {showing && !autoplay ? (
          <Button
            variant="gold"
            className="slot-spin"
            onClick={() => setSkipSignal((n) => n + 1)}
            data-testid="slot-skip"
          >
            {t('slot.skip')}
          </Button>
        ) : (
          <Button
            variant="gold"
            className="slot-spin"
            disabled={stakeMinor === null || busy || autoplay !== null}
            onClick={spin}
            data-testid="slot-spin"
          >
            {play.isPending ? t('spinning') : t('slot.spin')}
          </Button>
        )}
      </div>
      <div className="slot-options">
        <Button
          size="sm"
          variant={turbo ? 'primary' : 'ghost'}
          aria-pressed={turbo}
          onClick={() => setTurbo((on) => !on)}
          data-testid="slot-turbo"
        >
          {t('slot.turbo')}
        </Button>
        {autoplay ? (
          <Button size="sm" variant="danger" onClick={() => stopAutoplay('player')} data-testid="autoplay-stop">
            {t('autoplay.stop', { played: autoplay.played, of: autoplay.settings.spins })}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => setAutoplayOpen(true)}
            data-testid="autoplay-open"
          >
            {t('autoplay.open')}
          </Button>
        )}
        <SlotPaytable stakeMinor={stakeMinor} decimals={decimals} />
      </div>
      <p className="studio-muted" role="status" data-testid="autoplay-status" data-reason={stopped ?? ''}>
        {stopped ? t(`autoplay.stopped.${stopped}`) : ''}
      </p>
      <AutoplayDialog
        open={autoplayOpen}
        onClose={() => setAutoplayOpen(false)}
        onStart={begin}
        decimals={decimals}
        currency={session.currency}
      />
      <ErrorText error={play.error} />
    </section>
  );
}
