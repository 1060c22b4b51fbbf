import type { CSSProperties } from 'react';

/*
 * The club label as members see it (their level badge): the level's two colours as a gradient,
 * text dark or white by the colours' luminance. The same rule as the member's badge
 * (features/loyalty/lib/colors.ts), so the preview shows what a member will see.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A colour still being typed is drawn in the members' neutral grey pair. */
const FALLBACK = ['#8a94a6', '#5b6475'] as const;

export const isColour = (colour: string) => HEX.test(colour.trim());

/** Relative luminance (WCAG) of a #rrggbb colour, 0 (black) .. 1 (white). */
export function luminance(colour: string): number {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark text on light colours, white on dark ones: where both have equal contrast is 0.179. */
export function textOn(color: string, color2: string): '#ffffff' | '#141a22' {
  return (luminance(color) + luminance(color2)) / 2 > 0.179 ? '#141a22' : '#ffffff';
}

export function clubLabelStyle(color: string, color2: string): CSSProperties {
  const from = isColour(color) ? color.trim() : FALLBACK[0];
  const to = isColour(color2) ? color2.trim() : FALLBACK[1];
  return { background: `linear-gradient(135deg, ${from}, ${to})`, color: textOn(from, to) };
}
