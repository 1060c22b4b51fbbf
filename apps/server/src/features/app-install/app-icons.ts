import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * The installed app's icons, drawn from the brand's logo (the web client's favicon.svg) on the
 * brand theme's background: browsers need PNGs of fixed sizes, and a maskable one whose logo
 * stays inside the safe circle (the middle 80 %) whatever shape the launcher cuts.
 */
export const APP_ICONS = {
  'icon-192.png': { size: 192, kind: 'any' },
  'icon-512.png': { size: 512, kind: 'any' },
  'maskable-192.png': { size: 192, kind: 'maskable' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
  // iOS ignores the manifest's icons before 16.4 and fills transparency black: an opaque square.
  'apple-touch-icon.png': { size: 180, kind: 'opaque' },
  // Android's status bar shows a notification's badge as a white silhouette.
  'badge-96.png': { size: 96, kind: 'badge' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;
export const isAppIconName = (name: string): name is AppIconName => Object.hasOwn(APP_ICONS, name);

export interface IconColours {
  /** The app's background (the brand theme's page colour). */
  background: string;
  /** The brand's accent, for the mark drawn when the web client (and its logo) is not built. */
  accent: string;
}

/** Bumped when the drawing changes, so browsers fetch the new icons. */
const DRAWING_VERSION = '1';

export function createAppIcons(options: { logoPath: string }) {
  let logo: Promise<{ image: Image; bytes: Buffer } | null> | null = null;
  const rendered = new Map<string, Promise<Buffer>>();

  const loadLogo = () =>
    (logo ??= fs.readFile(options.logoPath).then(
      async (bytes) => ({ image: await loadImage(bytes), bytes }),
      () => null,
    ));

  async function draw(name: AppIconName, colours: IconColours, initial: string): Promise<Buffer> {
    const { size, kind } = APP_ICONS[name];
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    const source = await loadLogo();
    if (kind === 'maskable' || kind === 'opaque') {
      ctx.fillStyle = colours.background;
      ctx.fillRect(0, 0, size, size);
    }
    // The maskable icon's logo fits the safe circle: 80 % across, so 62 % for a square logo.
    const scale = kind === 'maskable' ? 0.62 : 1;
    const side = size * scale;
    const at = (size - side) / 2;
    if (source) ctx.drawImage(source.image, at, at, side, side);
    else drawFallbackMark(ctx, at, side, colours, initial, kind === 'any' || kind === 'badge');
    if (kind === 'badge') {
      ctx.globalCompositeOperation = 'source-in';
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, size, size);
    }
    return canvas.toBuffer('image/png');
  }

  return {
    /** A short hash of what the icons are drawn from: their URLs carry it, so they cache for a year. */
    async version(colours: IconColours, initial: string): Promise<string> {
      const source = await loadLogo();
      return createHash('sha256')
        .update(DRAWING_VERSION)
        .update(source?.bytes ?? 'no-logo')
        .update(`${colours.background}|${colours.accent}|${source ? '' : initial}`)
        .digest('hex')
        .slice(0, 12);
    },

    /** The PNG, drawn once per look and kept in memory (six small images). */
    async png(name: AppIconName, colours: IconColours, initial: string): Promise<Buffer> {
      const key = `${name}|${colours.background}|${colours.accent}|${initial}`;
      let png = rendered.get(key);
      if (!png) {
        png = draw(name, colours, initial);
        png.catch(() => rendered.delete(key));
        rendered.set(key, png);
      }
      return png;
    },
  };
}

export type AppIcons = ReturnType<typeof createAppIcons>;

/** Without a built web client: the brand's accent as a rounded tile with its initial. */
function drawFallbackMark(
  ctx: SKRSContext2D,
  at: number,
  side: number,
  colours: IconColours,
  initial: string,
  rounded: boolean,
) {
  ctx.fillStyle = colours.accent;
  ctx.beginPath();
  if (rounded) ctx.roundRect(at, at, side, side, side * 0.22);
  else ctx.arc(at + side / 2, at + side / 2, side * 0.42, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(side * 0.5)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(initial, at + side / 2, at + side * 0.54);
}
