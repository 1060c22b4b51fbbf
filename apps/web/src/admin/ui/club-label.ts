import type { CSSProperties } from 'react';
import { textOn } from '../../lib/readable-colors';

/*
 * The club label as members see it (their level badge): the level's two colours as a gradient,
 * text dark or white by the colours' luminance (lib/readable-colors' textOn, as the member's badge
 * in features/loyalty/lib/colors.ts), so the preview shows what a member will see.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A colour still being typed is drawn in the members' neutral grey pair. */
const FALLBACK = ['#8a94a6', '#5b6475'] as const;

export const isColour = (colour: string) => HEX.test(colour.trim());

export function clubLabelStyle(color: string, color2: string): CSSProperties {
  const from = isColour(color) ? color.trim() : FALLBACK[0];
  const to = isColour(color2) ? color2.trim() : FALLBACK[1];
  return { background: `linear-gradient(135deg, ${from}, ${to})`, color: textOn(from, to) };
}
