import type { CSSProperties } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A level without valid colours (older data) is drawn in a neutral grey pair. */
const FALLBACK = ['#8a94a6', '#5b6475'] as const;

export const validColour = (colour: string, fallback: string) => (HEX.test(colour) ? colour : fallback);

/** Relative luminance (WCAG) of a #rrggbb colour, 0 (black) .. 1 (white). */
export function luminance(colour: string): number {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark text on light level colours, white on dark ones: the operator picks the colours, not the text. */
export function textOn(color: string, color2: string): '#ffffff' | '#141a22' {
  const mean = (luminance(color) + luminance(color2)) / 2;
  // Where black and white text have equal contrast against a background.
  return mean > 0.179 ? '#141a22' : '#ffffff';
}

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
