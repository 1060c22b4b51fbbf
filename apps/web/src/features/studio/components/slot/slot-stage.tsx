import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playSound } from '../../lib/sound';
import { SlotReels, type ReelsMode } from './slot-reels';
import { IDLE_GRID, roundView, spinsOf, winMarks, winSoFar, winsPauseMs, winTier } from './slot-show';
import { BigWin, WinCounter } from './win-counter';
import './slot.css';

export interface StagedRound {
  /** A new key starts a new show. */
  key: string;
  outcome: Record<string, unknown>;
  stakeMinor: number;
  payoutMinor: number;
  /** The spin the show starts from (a resumed show: where it had stopped). */
  fromStep?: number;
}

type Phase = 'landing' | 'wins' | 'big' | 'done';

/**
 * One slot round played out on the reels: the base spin lands, its lines are drawn and the win
 * counts up, then each free spin the same way, then the big-win celebration when it is one.
 * The live game and the history's replay both use it, so a replay looks exactly like the round.
 */
export function SlotStage({
  round,
  pending = false,
  turbo = false,
  motion,
  decimals,
  skipSignal = 0,
  onDone,
  onStep,
  testId,
}: {
  round: StagedRound | null;
  pending?: boolean;
  turbo?: boolean;
  /** False when the player asked for reduced motion: spins land at once, the pacing stays. */
  motion: boolean;
  decimals: number;
  /** Each change ends the show at once (a tap on the reels or the spin button while it plays). */
  skipSignal?: number;
  onDone?: (key: string) => void;
  /** Each spin as it starts landing, so an interrupted show can resume there. */
  onStep?: (key: string, step: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation('studio');
  const [show, setShow] = useState<{ key: string; step: number; phase: Phase; landKey: number } | null>(null);
  const doneFor = useRef<string | null>(null);
  const view = round ? roundView(round.outcome) : null;
  const spins = view ? spinsOf(view) : [];
  const current = show && round && show.key === round.key ? show : null;

  // A new round (or the first one shown) starts its show.
  useEffect(() => {
    if (!round) return;
    setShow((previous) =>
      previous?.key === round.key
        ? previous
        : { key: round.key, step: 0, phase: 'landing', landKey: (previous?.landKey ?? 0) + 1 },
    );
  }, [round]);

  const finish = useCallback(() => {
    setShow((s) => (s ? { ...s, step: spins.length - 1, phase: 'done' } : s));
  }, [spins.length]);

  useEffect(() => {
    if (skipSignal > 0) finish();
  }, [skipSignal, finish]);

  const spin = current ? spins[current.step] : undefined;
  const marks = spin && current && current.phase !== 'landing' ? winMarks(spin) : null;

  // The wins of a landed spin stay a moment, then the next free spin or the end.
  useEffect(() => {
    if (!current || current.phase !== 'wins' || !round) return;
    if (marks)
      playSound(
        current.step === spins.length - 1 && winTier(round.payoutMinor, round.stakeMinor) !== 'none' ? 'bigWin' : 'win',
      );
    const timer = setTimeout(
      () => {
        setShow((s) => {
          if (!s || s.key !== current.key || s.phase !== 'wins') return s;
          if (s.step < spins.length - 1) return { ...s, step: s.step + 1, phase: 'landing', landKey: s.landKey + 1 };
          return { ...s, phase: winTier(round.payoutMinor, round.stakeMinor) === 'none' ? 'done' : 'big' };
        });
      },
      winsPauseMs(marks, turbo),
    );
    return () => clearTimeout(timer);
    // marks is derived from the step: keyed by it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.key, current?.step, current?.phase]);

  useEffect(() => {
    if (current?.phase === 'done' && doneFor.current !== current.key) {
      doneFor.current = current.key;
      onDone?.(current.key);
    }
  }, [current?.phase, current?.key, onDone]);

  useEffect(() => {
    if (current?.phase === 'landing') onStep?.(current.key, current.step);
  }, [current?.phase, current?.key, current?.step, onStep]);

  const onLanded = useCallback(() => {
    setShow((s) => (s && s.phase === 'landing' ? { ...s, phase: 'wins' } : s));
  }, []);

  const mode: ReelsMode = pending ? 'spinning' : current?.phase === 'landing' ? 'landing' : 'rest';
  const grid = spin?.grid ?? IDLE_GRID;
  const state = pending ? 'spinning' : (current?.phase ?? 'idle');
  const won =
    round && current
      ? current.phase === 'landing'
        ? winSoFar(view!, current.step - 1, round.payoutMinor)
        : winSoFar(view!, current.step, round.payoutMinor)
      : 0;
  const freeSpin =
    current && view && current.step > 0
      ? { at: current.step, of: view.freeSpins.length, multiplier: view.freeSpinsMultiplier }
      : null;
  const tier = round ? winTier(round.payoutMinor, round.stakeMinor) : 'none';

  return (
    <div className="slot-stage" onClick={current && current.phase !== 'done' ? finish : undefined}>
      <SlotReels
        grid={grid}
        mode={mode}
        landKey={current?.landKey ?? 0}
        turbo={turbo}
        animate={motion}
        marks={marks}
        onLanded={onLanded}
        testId={testId}
        state={state}
        roundKey={current?.key}
      />
      {current?.phase === 'big' && tier !== 'none' && round && (
        <BigWin tier={tier} minor={round.payoutMinor} decimals={decimals} animate={motion} onClose={finish} />
      )}
      <WinCounter minor={pending ? 0 : won} decimals={decimals} animate={motion} turbo={turbo} freeSpin={freeSpin} />
      {current &&
        current.step === 0 &&
        current.phase !== 'landing' &&
        spin &&
        spin.scatters >= 3 &&
        view &&
        view.freeSpins.length > 0 && (
          <p className="slot-notice" data-testid="slot-free-spins-won">
            {t('slot.freeSpinsWon', { count: view.freeSpins.length })}
          </p>
        )}
    </div>
  );
}
