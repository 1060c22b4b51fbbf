/**
 * Text that can be read on a colour an operator picked (a chat header, a banner): WCAG 1.4.3 asks
 * 4.5:1. White when it reaches that, else near-black; when neither does (a mid green), the colour
 * itself is darkened until white does.
 */
const WHITE = '#ffffff';
const INK = '#0b0f14';
const AA = 4.5;

const channels = (hex: string) => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** Relative luminance (WCAG) of channel values 0..255: 0 (black) .. 1 (white). */
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/**
 * Dark text on a pair of light colours (a gradient), white on dark ones: 0.179 is the mean
 * luminance where black and white text have equal contrast. The club label and its console
 * preview both use it, so the preview shows what a member sees.
 */
export function textOn(color: string, color2: string): '#ffffff' | '#141a22' {
  const mean = (luminance(channels(color)) + luminance(channels(color2))) / 2;
  return mean > 0.179 ? '#141a22' : '#ffffff';
}

export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour to paint and the text colour for it; null for a value that is not a #rgb / #rrggbb colour. */
export function readableColors(background: string): { background: string; color: string } | null {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background)) return null;
  if (contrastRatio(WHITE, background) >= AA) return { background, color: WHITE };
  if (contrastRatio(INK, background) >= AA) return { background, color: INK };
  let rgb = channels(background);
  while (contrastRatio(WHITE, hexOf(rgb)) < AA) rgb = rgb.map((c) => c * 0.95);
  return { background: hexOf(rgb), color: WHITE };
}
