import type { CSSProperties } from 'react';
import { textOn } from '../../../lib/readable-colors';

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A level without valid colours (older data) is drawn in a neutral grey pair. */
const FALLBACK = ['#8a94a6', '#5b6475'] as const;

export const validColour = (colour: string, fallback: string) => (HEX.test(colour) ? colour : fallback);

/** A level's two colours, each replaced by the neutral pair's when it is not #rrggbb. */
export const levelColours = (label: { color: string; color2: string }): [string, string] => [
  validColour(label.color, FALLBACK[0]),
  validColour(label.color2, FALLBACK[1]),
];

/** A level's badge colours: its two colours as a gradient, with text that reads on them. */
export function labelStyle(label: { color: string; color2: string }): CSSProperties {
  const [color, color2] = levelColours(label);
  return { background: `linear-gradient(135deg, ${color}, ${color2})`, color: textOn(color, color2) };
}

/** The level's colours as custom properties, for a ring drawn by the shell's own CSS (the phone avatar). */
export function ringStyle(label: { color: string; color2: string }): CSSProperties {
  const [color, color2] = levelColours(label);
  return { '--club-a': color, '--club-b': color2 } as CSSProperties;
}
