/** What is left until a moment, split for display: whole days and an HH:MM:SS clock. */
export interface Countdown {
  days: number;
  /** Hours, minutes and seconds within the day, zero-padded. */
  clock: string;
  /** The moment has passed (everything shows zero). */
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Floors to the second, so the display never shows a second that has not fully begun. */
export function countdownOf(targetMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`, done: left === 0 };
}
