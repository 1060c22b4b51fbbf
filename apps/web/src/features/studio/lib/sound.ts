import { useCallback, useSyncExternalStore } from 'react';

/*
 * The studio's sounds, synthesised with the Web Audio API: no audio files to download, and nothing
 * plays before the player's first tap (browsers only start an AudioContext from a gesture).
 * The mute choice is kept on the device.
 */

export type StudioSound = 'click' | 'spin' | 'stop' | 'win' | 'bigWin' | 'lose' | 'card' | 'reveal' | 'boom';

const MUTE_KEY = 'studio.muted';
const listeners = new Set<() => void>();
let muted = readMuted();
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setMuted(next: boolean) {
  muted = next;
  try {
    globalThis.localStorage?.setItem(MUTE_KEY, next ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Each sound as notes: [frequency Hz, start s, length s, wave]. */
const NOTES: Record<StudioSound, [number, number, number, OscillatorType][]> = {
  click: [[880, 0, 0.04, 'square']],
  spin: [
    [220, 0, 0.08, 'triangle'],
    [330, 0.05, 0.08, 'triangle'],
  ],
  stop: [[160, 0, 0.07, 'square']],
  lose: [[196, 0, 0.12, 'sine']],
  win: [
    [523, 0, 0.1, 'triangle'],
    [659, 0.09, 0.1, 'triangle'],
    [784, 0.18, 0.18, 'triangle'],
  ],
  bigWin: [
    [523, 0, 0.12, 'square'],
    [659, 0.1, 0.12, 'square'],
    [784, 0.2, 0.12, 'square'],
    [1047, 0.3, 0.4, 'triangle'],
  ],
  card: [[1200, 0, 0.03, 'sawtooth']],
  reveal: [[988, 0, 0.08, 'sine']],
  boom: [
    [90, 0, 0.3, 'sawtooth'],
    [60, 0.05, 0.35, 'square'],
  ],
};

export function playSound(sound: StudioSound) {
  if (muted || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const [frequency, start, length, wave] of NOTES[sound]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.12, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // A device without audio output: the game plays on silently.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mute state for a toggle, and the sound player. */
export function useStudioSound() {
  const isMuted = useSyncExternalStore(
    subscribe,
    () => muted,
    () => false,
  );
  const toggle = useCallback(() => setMuted(!muted), []);
  return { muted: isMuted, toggle, play: playSound };
}
