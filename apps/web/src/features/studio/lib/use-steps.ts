import { useEffect, useRef, useState } from 'react';
import { playSound, type StudioSound } from './sound';

/*
 * Clocks for the table games' animations. Both jump to their end when `run` is false (a replay, or
 * reduced motion), so the final state is drawn at once from the same code.
 */

/** 0 … count, one step every `stepMs` (timers, so tests can drive it with fake timers). */
export function useSteps(count: number, stepMs: number, run: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!run || step >= count) return;
    const id = setTimeout(() => setStep((s) => s + 1), stepMs);
    return () => clearTimeout(id);
  }, [run, step, count, stepMs]);
  return run ? Math.min(step, count) : count;
}

/** Linear progress 0 … 1 over `durationMs`, one value per animation frame. */
export function useTween(durationMs: number, run: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!run) return;
    let start: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / durationMs);
      setProgress(t);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [durationMs, run]);
  return run ? progress : 1;
}

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** What a table's round view gets: the round's outcome, whether it plays live, and who waits for its end. */
export interface OutcomeViewProps {
  outcome: Record<string, unknown>;
  animate?: boolean;
  onDone?: () => void;
}

/**
 * Once the round's end shows: its sound when it played live, then `onDone`. The latest `onDone`
 * is called without the effect running again when the parent passes a new one.
 */
export function useRoundEnd(done: boolean, animate: boolean, endSound: StudioSound, onDone?: () => void) {
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  useEffect(() => {
    if (!done) return;
    if (animate) playSound(endSound);
    doneRef.current?.();
  }, [done, animate, endSound]);
}
