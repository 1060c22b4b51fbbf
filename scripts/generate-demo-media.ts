/**
 * Draws the demo brand's artwork (banners, footer badges, fallback images) as small SVG files
 * under apps/web/public/media, and renders each banner to the WebP the site serves: a browser paints
 * an SVG image on the page's main thread (filters, gradients, text) every time it shows, a WebP is
 * decoded once off it. The output is committed; run this again after changing a motif:
 *   node --import tsx scripts/generate-demo-media.ts
 * Text on the art stays language-neutral (numbers, marks): the localized title comes from the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../apps/web/public/media');
const W = 1200;
const H = 400;
const FONT = 'system-ui, sans-serif';

const GOLD = ['#fff1c4', '#f5c451', '#c98a00'] as const;
const GREEN = ['#7ff0c9', '#2fd3a0', '#0f8a6a'] as const;

/** A small deterministic random source, so regenerating gives the same files. */
function randomFrom(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function sparkle(x: number, y: number, size: number, opacity: number) {
  const s = r1(size);
  const k = r1(size * 0.22);
  return `<path d="M${r1(x)} ${r1(y - s)}L${r1(x + k)} ${r1(y - k)}L${r1(x + s)} ${r1(y)}L${r1(x + k)} ${r1(y + k)}L${r1(x)} ${r1(y + s)}L${r1(x - k)} ${r1(y + k)}L${r1(x - s)} ${r1(y)}L${r1(x - k)} ${r1(y - k)}Z" fill="#ffe7a3" opacity="${opacity}"/>`;
}

/** The brand mark: a lotus of three petals. Drawn in a 64-unit box. */
function lotus(x: number, y: number, scale: number, fill = 'url(#gr)', side = '#2fd3a0') {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M32 12c5 7 8 13 8 19s-3 11-8 14c-5-3-8-8-8-14s3-12 8-19z" fill="${fill}"/><path d="M14 28c7 1 12 4 15 8 2 3 3 7 3 9-6 0-11-2-14-6-3-3-4-7-4-11zm36 0c0 4-1 8-4 11-3 4-8 6-14 6 0-2 1-6 3-9 3-4 8-7 15-8z" fill="${side}" opacity=".8"/></g>`;
}

function defs(hue: { glow: string; base: string }) {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue.base}"/><stop offset=".55" stop-color="#0b1410"/><stop offset="1" stop-color="#070b0f"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${hue.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${hue.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="warm" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f5c451" stop-opacity=".28"/><stop offset="1" stop-color="#f5c451" stop-opacity="0"/></radialGradient>
<linearGradient id="gd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD[0]}"/><stop offset=".5" stop-color="${GOLD[1]}"/><stop offset="1" stop-color="${GOLD[2]}"/></linearGradient>
<linearGradient id="gr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GREEN[0]}"/><stop offset=".5" stop-color="${GREEN[1]}"/><stop offset="1" stop-color="${GREEN[2]}"/></linearGradient>
<radialGradient id="ball" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#e9eef2"/><stop offset="1" stop-color="#9aa7b3"/></radialGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity=".5"/></filter>
</defs>`;
}

interface BannerArt {
  file: string;
  headline: string;
  /** Smaller neutral line under the headline: numbers or marks only. */
  sub: string;
  /** Text inside the call-to-action pill, beside the play arrow. */
  cta: string;
  glow: string;
  base: string;
  motif: (rand: () => number) => string;
  headlineSize?: number;
}

function background(rand: () => number, glow: string) {
  const beams = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 560 + i * 130;
      return `<path d="M${x} 0L${x + 70} 0L${x - 170} ${H}L${x - 240} ${H}Z" fill="#fff" opacity="${0.015 + (i % 2) * 0.015}"/>`;
    })
    .join('');
  const stars = Array.from({ length: 14 }, () =>
    sparkle(420 + rand() * 760, 20 + rand() * 360, 3 + rand() * 8, r1(0.25 + rand() * 0.6)),
  ).join('');
  const dots = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${r1(380 + rand() * (W - 380))}" cy="${r1(rand() * H)}" r="${r1(1 + rand() * 2)}" fill="${glow}" opacity="${r1(0.2 + rand() * 0.4)}"/>`,
  ).join('');
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="900" cy="200" rx="420" ry="300" fill="url(#glow)"/>
<ellipse cx="120" cy="40" rx="360" ry="220" fill="url(#warm)"/>
${beams}${dots}${stars}
<path d="M0 ${H - 58}C300 ${H - 96} 520 ${H - 20} ${W} ${H - 84}L${W} ${H}L0 ${H}Z" fill="#000" opacity=".28"/>
<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="0" fill="none" stroke="#f5c451" stroke-opacity=".18" stroke-width="2"/>`;
}

function copyBlock(art: BannerArt) {
  const size = art.headlineSize ?? 132;
  const pillWidth = 96 + art.cta.length * 19;
  return `<g>
${lotus(56, 36, 0.72)}
<text x="108" y="72" font-family="${FONT}" font-size="22" font-weight="800" letter-spacing="6" fill="#f5c451">LOTUS PLAY</text>
<text x="60" y="228" font-family="${FONT}" font-size="${size}" font-weight="900" letter-spacing="-2" fill="url(#gd)" filter="url(#sh)">${art.headline}</text>
<text x="64" y="276" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="3" fill="#e8edf3" opacity=".88">${art.sub}</text>
<g transform="translate(60 300)" filter="url(#sh)"><rect width="${pillWidth}" height="60" rx="30" fill="url(#gr)"/><circle cx="30" cy="30" r="20" fill="#04130e" opacity=".85"/><path d="M24 20L40 30L24 40Z" fill="#7ff0c9"/><text x="62" y="41" font-family="${FONT}" font-size="30" font-weight="900" fill="#04130e">${art.cta}</text></g>
</g>`;
}

function banner(art: BannerArt, seed: number) {
  const rand = randomFrom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
${defs(art)}
<clipPath id="frame"><rect width="${W}" height="${H}"/></clipPath>
<g clip-path="url(#frame)">
${background(rand, art.glow)}
${art.motif(rand)}
${copyBlock(art)}
</g>
</svg>
`;
}

// ---- motifs: each draws in the right part of the banner (x 640..1160) ----

function coin(x: number, y: number, r: number, mark = '$') {
  return `<g filter="url(#sh)"><ellipse cx="${x}" cy="${y + r * 0.16}" rx="${r}" ry="${r}" fill="#a86d00"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#gd)"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.74)}" fill="none" stroke="#a86d00" stroke-width="${r1(r * 0.08)}" opacity=".7"/><text x="${x}" y="${r1(y + r * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${r1(r)}" font-weight="900" fill="#8a5a00">${mark}</text></g>`;
}

function giftBox(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">
<rect x="0" y="70" width="220" height="150" rx="14" fill="#0f8a6a"/><rect x="0" y="70" width="220" height="150" rx="14" fill="url(#gr)" opacity=".75"/>
<rect x="-14" y="40" width="248" height="52" rx="12" fill="url(#gr)"/>
<rect x="92" y="40" width="36" height="180" fill="url(#gd)"/>
<path d="M110 40C80 -10 30 0 44 28C52 44 90 42 110 40ZM110 40C140 -10 190 0 176 28C168 44 130 42 110 40Z" fill="url(#gd)"/>
<rect x="0" y="92" width="220" height="10" fill="#04130e" opacity=".25"/>
</g>`;
}

function homeWelcome(rand: () => number) {
  return `${giftBox(770, 110, 1.15)}${coin(720, 300, 34)}${coin(1100, 120, 28)}${coin(1110, 300, 40)}${coin(690, 150, 22)}${lotus(880, 6, 1.4)}${sparkle(1060, 60, 16, 0.9)}${sparkle(760, 90, 12, 0.8)}${rand() > 2 ? '' : ''}`;
}

const BALL_COLORS = ['#e5484d', '#f5c451', '#2fd3a0', '#3e8ef7', '#b35cf0', '#ff8a3d'];

function lottoBall(x: number, y: number, r: number, n: string, color: string) {
  return `<g filter="url(#sh)"><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.62)}" fill="url(#ball)"/><text x="${x}" y="${r1(y + r * 0.24)}" text-anchor="middle" font-family="${FONT}" font-size="${r1(r * 0.66)}" font-weight="900" fill="#17202b">${n}</text><ellipse cx="${r1(x - r * 0.35)}" cy="${r1(y - r * 0.5)}" rx="${r1(r * 0.28)}" ry="${r1(r * 0.14)}" fill="#fff" opacity=".45" transform="rotate(-30 ${r1(x - r * 0.35)} ${r1(y - r * 0.5)})"/></g>`;
}

function lotteryBalls(numbers: string[]) {
  return () => {
    const spots: [number, number, number][] = [
      [760, 250, 62],
      [890, 150, 74],
      [1030, 250, 66],
      [900, 310, 52],
      [1120, 130, 48],
      [700, 120, 44],
    ];
    const tube = `<rect x="650" y="330" width="530" height="18" rx="9" fill="#f5c451" opacity=".35"/>`;
    return (
      tube +
      spots.map(([x, y, r], i) => lottoBall(x, y, r, numbers[i] ?? '', BALL_COLORS[i % BALL_COLORS.length]!)).join('')
    );
  };
}

function wheel(cx: number, cy: number, r: number, segments: number) {
  const parts: string[] = [];
  for (let i = 0; i < segments; i++) {
    const a0 = (i / segments) * Math.PI * 2;
    const a1 = ((i + 1) / segments) * Math.PI * 2;
    const color = i === 0 ? '#17b487' : i % 2 ? '#b3262c' : '#141a22';
    parts.push(
      `<path d="M${cx} ${cy}L${r1(cx + r * Math.cos(a0))} ${r1(cy + r * Math.sin(a0))}A${r} ${r} 0 0 1 ${r1(cx + r * Math.cos(a1))} ${r1(cy + r * Math.sin(a1))}Z" fill="${color}"/>`,
    );
  }
  const spokes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${cx - 4}" y="${r1(cy - r * 0.5)}" width="8" height="${r1(r)}" rx="4" fill="url(#gd)" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
    )
    .join('');
  return `<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="${r + 22}" fill="url(#gd)"/><circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="#3a2300"/>${parts.join('')}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.62)}" fill="#0d1f19"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.56)}" fill="url(#gr)" opacity=".35"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.14)}" fill="url(#gd)"/><circle cx="${r1(cx + r * 0.8)}" cy="${r1(cy - r * 0.3)}" r="9" fill="url(#ball)"/></g>`;
}

/** One chip drawn once per colour; stacks reuse it. */
function chipStack(x: number, y: number, n: number, color: string) {
  const id = `chip${color.slice(1)}`;
  let out = `<defs><g id="${id}"><ellipse cy="6" rx="44" ry="16" fill="#000" opacity=".35"/><ellipse rx="44" ry="16" fill="${color}"/><ellipse rx="44" ry="16" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="10 12" opacity=".8"/><ellipse rx="28" ry="9" fill="#fff" opacity=".18"/></g></defs>`;
  for (let i = 0; i < n; i++) out += `<use href="#${id}" x="${x}" y="${y - i * 12}"/>`;
  return out;
}

function liveCasino() {
  return `${wheel(930, 200, 140, 24)}${chipStack(700, 330, 5, '#b3262c')}${chipStack(1120, 340, 4, '#0f8a6a')}${chipStack(1150, 300, 1, '#f5c451')}`;
}

function card(x: number, y: number, rot: number, rank: string, suit: string, red: boolean) {
  const color = red ? '#d0313a' : '#17202b';
  return `<g transform="rotate(${rot} ${x + 80} ${y + 230})" filter="url(#sh)"><rect x="${x}" y="${y}" width="160" height="224" rx="16" fill="#fbfaf5"/><rect x="${x + 8}" y="${y + 8}" width="144" height="208" rx="11" fill="none" stroke="#f5c451" stroke-width="2"/><text x="${x + 20}" y="${y + 52}" font-family="${FONT}" font-size="42" font-weight="900" fill="${color}">${rank}</text><text x="${x + 20}" y="${y + 90}" font-family="${FONT}" font-size="34" fill="${color}">${suit}</text><text x="${x + 80}" y="${y + 170}" text-anchor="middle" font-family="${FONT}" font-size="96" fill="${color}">${suit}</text></g>`;
}

function cardsFan() {
  return `${card(800, 90, -22, 'A', '♠', false)}${card(860, 70, -4, 'K', '♥', true)}${card(920, 90, 14, 'Q', '♦', true)}${chipStack(1130, 340, 3, '#0f8a6a')}${chipStack(720, 350, 4, '#f5c451')}`;
}

function reels(symbols: [string, string, string], color = '#e5484d') {
  return () => {
    const windows = symbols
      .map(
        (s, i) =>
          `<rect x="${760 + i * 120}" y="120" width="104" height="150" rx="12" fill="#fbfaf5"/><rect x="${760 + i * 120}" y="120" width="104" height="40" rx="12" fill="#000" opacity=".08"/><text x="${812 + i * 120}" y="232" text-anchor="middle" font-family="${FONT}" font-size="104" font-weight="900" fill="${color}">${s}</text>`,
      )
      .join('');
    const bulbs = Array.from(
      { length: 11 },
      (_, i) => `<circle cx="${752 + i * 36}" cy="92" r="7" fill="${i % 2 ? '#fff1c4' : '#2fd3a0'}"/>`,
    ).join('');
    return `<g filter="url(#sh)"><rect x="730" y="70" width="420" height="260" rx="34" fill="url(#gd)"/><rect x="744" y="106" width="392" height="178" rx="20" fill="#1a0f00"/>${windows}<rect x="744" y="190" width="392" height="6" fill="#e5484d" opacity=".75"/>${bulbs}<rect x="1150" y="140" width="16" height="120" rx="8" fill="#c98a00"/><circle cx="1158" cy="132" r="22" fill="#e5484d"/><rect x="800" y="300" width="280" height="18" rx="9" fill="#5a3a00" opacity=".6"/></g>${coin(700, 320, 30)}${coin(1120, 350, 24)}`;
  };
}

function fish(x: number, y: number, s: number, flip: boolean, body: string) {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}" filter="url(#sh)"><path d="M0 0C40 -60 130 -60 170 0C130 60 40 60 0 0Z" fill="${body}"/><path d="M160 0L230 -46L214 0L230 46Z" fill="${body}" opacity=".85"/><path d="M70 -40C90 -80 120 -70 130 -38Z" fill="#fff1c4" opacity=".7"/><path d="M40 -30C55 -10 55 10 40 30" stroke="#000" stroke-opacity=".25" stroke-width="5" fill="none"/><circle cx="26" cy="-10" r="10" fill="#fff"/><circle cx="24" cy="-10" r="5" fill="#0d1117"/><path d="M70 -10L120 -10M70 10L120 10" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linecap="round"/></g>`;
}

function fishing(rand: () => number) {
  const bubbles = Array.from(
    { length: 16 },
    () =>
      `<circle cx="${r1(680 + rand() * 480)}" cy="${r1(30 + rand() * 340)}" r="${r1(4 + rand() * 12)}" fill="none" stroke="#7ff0c9" stroke-width="2" opacity="${r1(0.3 + rand() * 0.5)}"/>`,
  ).join('');
  const waves = `<path d="M640 330C700 310 760 350 820 330S940 310 1000 330S1120 350 1200 330L1200 400L640 400Z" fill="#0f8a6a" opacity=".35"/><path d="M640 360C700 340 760 380 820 360S940 340 1000 360S1120 380 1200 360L1200 400L640 400Z" fill="#0f8a6a" opacity=".5"/>`;
  return `${bubbles}${waves}${fish(790, 140, 1, false, '#f5c451')}${fish(1130, 250, 0.8, true, '#ff8a3d')}${fish(760, 290, 0.55, false, '#2fd3a0')}${fish(1160, 90, 0.45, true, '#3e8ef7')}`;
}

function football() {
  const cx = 930;
  const cy = 190;
  const r = 130;
  const penta = (px: number, py: number, pr: number) =>
    `<path d="${[0, 1, 2, 3, 4]
      .map((i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return `${i ? 'L' : 'M'}${r1(px + pr * Math.cos(a))} ${r1(py + pr * Math.sin(a))}`;
      })
      .join('')}Z" fill="#17202b"/>`;
  const outer = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return penta(r1(cx + r * 0.86 * Math.cos(a)), r1(cy + r * 0.86 * Math.sin(a)), 30);
    })
    .join('');
  const seams = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `<path d="M${r1(cx + 40 * Math.cos(a))} ${r1(cy + 40 * Math.sin(a))}L${r1(cx + r * 0.62 * Math.cos(a))} ${r1(cy + r * 0.62 * Math.sin(a))}" stroke="#17202b" stroke-width="5"/>`;
    })
    .join('');
  const field = `<path d="M640 330L1200 330M700 400L760 330M1140 400L1080 330M920 330L920 400" stroke="#7ff0c9" stroke-opacity=".35" stroke-width="3"/><ellipse cx="920" cy="365" rx="90" ry="22" fill="none" stroke="#7ff0c9" stroke-opacity=".35" stroke-width="3"/>`;
  const speed = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${700 - i * 20} ${150 + i * 40}L${780 - i * 10} ${150 + i * 40}" stroke="#f5c451" stroke-width="8" stroke-linecap="round" opacity="${0.8 - i * 0.2}"/>`,
    )
    .join('');
  return `${field}${speed}<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#ball)"/>${penta(cx, cy, 42)}${seams}${outer}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#17202b" stroke-width="4"/></g>`;
}

function hexGrid(rand: () => number) {
  const hex = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      return `${i ? 'L' : 'M'}${r1(30 * Math.cos(a))} ${r1(30 * Math.sin(a))}`;
    })
    .join('');
  let out = `<defs><path id="hx" d="${hex}Z" stroke="#2fd3a0" stroke-opacity=".22" stroke-width="2"/></defs>`;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 660 + col * 62 + (row % 2) * 31;
      const y = 30 + row * 54;
      out += `<use href="#hx" x="${x}" y="${y}" fill="${rand() > 0.85 ? '#2fd3a0' : 'none'}" fill-opacity=".18"/>`;
    }
  }
  return out;
}

function gamepad(rand: () => number) {
  return `${hexGrid(rand)}<g transform="translate(730 84)" filter="url(#sh)"><path d="M80 0H320C380 0 410 40 424 110L440 200C446 246 400 262 370 226L320 170H80L30 226C0 262 -46 246 -40 200L-24 110C-10 40 20 0 80 0Z" fill="#1b2330"/><path d="M80 0H320C380 0 410 40 424 110L430 140C380 60 20 60 -30 140L-24 110C-10 40 20 0 80 0Z" fill="#fff" opacity=".06"/><rect x="60" y="70" width="24" height="72" rx="6" fill="#98a4b3"/><rect x="36" y="94" width="72" height="24" rx="6" fill="#98a4b3"/><circle cx="330" cy="72" r="16" fill="#2fd3a0"/><circle cx="366" cy="106" r="16" fill="#f5c451"/><circle cx="294" cy="106" r="16" fill="#3e8ef7"/><circle cx="330" cy="140" r="16" fill="#e5484d"/><circle cx="150" cy="150" r="26" fill="#0d1117" stroke="#2a3444" stroke-width="6"/><circle cx="250" cy="150" r="26" fill="#0d1117" stroke="#2a3444" stroke-width="6"/><rect x="170" y="60" width="60" height="14" rx="7" fill="#2fd3a0" opacity=".8"/></g>`;
}

/** A phone with the app and a rating card; no QR-like pattern, so nobody tries to scan the art. */
function phone() {
  const stars = [0, 1, 2, 3, 4].map((i) => sparkle(1034 + i * 22, 214, 10, 1)).join('');
  return `<g filter="url(#sh)"><rect x="760" y="30" width="200" height="360" rx="32" fill="#1b2330" stroke="url(#gd)" stroke-width="6"/><rect x="776" y="60" width="168" height="300" rx="14" fill="url(#bg)"/><rect x="836" y="42" width="48" height="8" rx="4" fill="#0d1117"/></g>${lotus(812, 80, 1.5)}<rect x="800" y="200" width="120" height="16" rx="8" fill="#f5c451" opacity=".85"/><rect x="812" y="228" width="96" height="10" rx="5" fill="#98a4b3" opacity=".6"/><g transform="translate(860 300)"><circle r="30" fill="url(#gr)"/><path d="M0 -16V10M-12 -2L0 12L12 -2" stroke="#04130e" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g><g filter="url(#sh)"><rect x="1010" y="170" width="140" height="120" rx="16" fill="#1b2330" stroke="#2fd3a0" stroke-opacity=".5" stroke-width="2"/></g>${stars.replaceAll('#ffe7a3', '#f5c451')}<rect x="1030" y="240" width="100" height="10" rx="5" fill="#2a3444"/><rect x="1030" y="240" width="84" height="10" rx="5" fill="url(#gr)"/><rect x="1030" y="262" width="64" height="8" rx="4" fill="#98a4b3" opacity=".5"/>`;
}

function crown() {
  return `<g filter="url(#sh)"><path d="M760 290L730 120L840 200L930 90L1020 200L1130 120L1100 290Z" fill="url(#gd)"/><rect x="752" y="286" width="356" height="44" rx="10" fill="url(#gd)"/><rect x="752" y="300" width="356" height="8" fill="#8a5a00" opacity=".4"/><circle cx="930" cy="90" r="16" fill="#2fd3a0"/><circle cx="730" cy="120" r="14" fill="#e5484d"/><circle cx="1130" cy="120" r="14" fill="#e5484d"/><path d="M930 200L960 240L930 280L900 240Z" fill="#2fd3a0"/><circle cx="830" cy="250" r="12" fill="#3e8ef7"/><circle cx="1030" cy="250" r="12" fill="#3e8ef7"/></g>${sparkle(1060, 70, 18, 0.9)}${sparkle(800, 70, 12, 0.8)}`;
}

function pointTokens() {
  const starPath = (cx: number, cy: number, r: number) =>
    `<path d="${Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      return `${i ? 'L' : 'M'}${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`;
    }).join('')}Z" fill="#8a5a00"/>`;
  const token = (x: number, y: number, r: number) =>
    `<g filter="url(#sh)"><circle cx="${x}" cy="${y + r * 0.14}" r="${r}" fill="#0a5c46"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#gr)"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.76)}" fill="url(#gd)"/>${starPath(x, y, r * 0.5)}</g>`;
  return `${token(930, 190, 120)}${token(760, 290, 60)}${token(1110, 110, 54)}${token(1100, 320, 40)}${giftBox(690, 50, 0.45)}`;
}

function helpDesk() {
  return `<g filter="url(#sh)"><path d="M760 70H1060C1090 70 1110 90 1110 120V250C1110 280 1090 300 1060 300H900L840 350V300H760C730 300 710 280 710 250V120C710 90 730 70 760 70Z" fill="url(#gr)"/><text x="910" y="250" text-anchor="middle" font-family="${FONT}" font-size="190" font-weight="900" fill="#04130e">?</text></g><g filter="url(#sh)"><circle cx="1110" cy="300" r="62" fill="#fbfaf5"/><circle cx="1110" cy="300" r="62" fill="none" stroke="#e5484d" stroke-width="22" stroke-dasharray="48.7 48.7"/><circle cx="1110" cy="300" r="34" fill="url(#bg)"/></g>`;
}

function shield18() {
  return `<g filter="url(#sh)"><path d="M930 40L1080 90V200C1080 290 1010 340 930 370C850 340 780 290 780 200V90Z" fill="url(#gr)"/><path d="M930 62L1058 104V200C1058 278 998 322 930 348C862 322 802 278 802 200V104Z" fill="#0d1f19"/><text x="930" y="250" text-anchor="middle" font-family="${FONT}" font-size="112" font-weight="900" fill="url(#gd)">18+</text></g>${sparkle(1110, 80, 14, 0.8)}${sparkle(760, 330, 10, 0.7)}`;
}

function dice() {
  const pip = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="11" fill="#e5484d"/>`;
  const face = (x: number, y: number, rot: number, pips: [number, number][]) =>
    `<g transform="rotate(${rot} ${x + 70} ${y + 70})" filter="url(#sh)"><rect x="${x}" y="${y}" width="140" height="140" rx="26" fill="#fbfaf5"/><rect x="${x}" y="${y + 100}" width="140" height="40" rx="20" fill="#000" opacity=".07"/>${pips.map(([px, py]) => pip(x + px, y + py)).join('')}</g>`;
  const curve = `<path d="M660 360C800 350 900 300 980 220S1100 80 1170 40" stroke="url(#gr)" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="1170" cy="40" r="14" fill="#7ff0c9"/>`;
  return `${curve}${face(760, 140, -14, [
    [40, 40],
    [100, 40],
    [70, 70],
    [40, 100],
    [100, 100],
  ])}${face(940, 170, 12, [
    [40, 40],
    [100, 100],
    [70, 70],
  ])}`;
}

function gems() {
  const gem = (x: number, y: number, s: number, color: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)"><path d="M-80 -30L-40 -70H40L80 -30L0 70Z" fill="${color}"/><path d="M-80 -30H80L0 70Z" fill="#000" opacity=".18"/><path d="M-40 -70L-20 -30L0 -70L20 -30L40 -70" fill="#fff" opacity=".25"/><path d="M-80 -30L-20 -30L0 70Z" fill="#fff" opacity=".12"/></g>`;
  return `${gem(940, 200, 2, '#2fd3a0')}${gem(760, 290, 0.9, '#e5484d')}${gem(1110, 110, 0.8, '#3e8ef7')}${gem(1110, 310, 0.7, '#b35cf0')}${sparkle(990, 120, 20, 0.95)}${sparkle(860, 250, 10, 0.8)}`;
}

function confetti(rand: () => number) {
  const colors = ['#f5c451', '#2fd3a0', '#e5484d', '#3e8ef7', '#fff1c4'];
  return Array.from({ length: 26 }, (_, i) => {
    const x = r1(660 + rand() * 520);
    const y = r1(20 + rand() * 340);
    return `<rect x="${x}" y="${y}" width="${r1(6 + rand() * 8)}" height="${r1(14 + rand() * 10)}" rx="2" fill="${colors[i % colors.length]}" opacity=".8" transform="rotate(${Math.round(rand() * 180)} ${x} ${y})"/>`;
  }).join('');
}

function promoGift(rand: () => number) {
  return `${confetti(rand)}${giftBox(800, 90, 1.2)}${coin(1110, 290, 40, '%')}${coin(740, 300, 30, '%')}`;
}

function newPlayer(rand: () => number) {
  return `${confetti(rand)}${coin(860, 210, 110)}${coin(1050, 150, 66)}${coin(1060, 300, 50)}${lotus(700, 40, 1.2)}`;
}

const GREEN_BASE = { glow: '#2fd3a0', base: '#0a3a2c' };
const GOLD_BASE = { glow: '#f5c451', base: '#3a2a06' };
const RED_BASE = { glow: '#e5484d', base: '#3a0f14' };
const BLUE_BASE = { glow: '#3e8ef7', base: '#0c2340' };
const VIOLET_BASE = { glow: '#b35cf0', base: '#2a1240' };

export const BANNER_ART: BannerArt[] = [
  { file: 'home-1', headline: '+100%', sub: '1000 + 100%', cta: '1000', ...GREEN_BASE, motif: homeWelcome },
  {
    file: 'home-2',
    headline: 'XSMB',
    sub: '18:15 · 27 × 00–99',
    cta: '18:15',
    ...GOLD_BASE,
    motif: lotteryBalls(['27', '08', '53', '19', '71', '46']),
  },
  { file: 'home-3', headline: 'LIVE', sub: '24/7 · HD', cta: '24/7', ...RED_BASE, motif: liveCasino },
  { file: 'rng-1', headline: '777', sub: 'x5000', cta: 'x5000', ...RED_BASE, motif: reels(['7', '7', '7']) },
  {
    file: 'rng-2',
    headline: 'x2500',
    sub: '★ ★ ★',
    cta: '★★★',
    ...VIOLET_BASE,
    motif: reels(['★', '♦', '★'], '#b35cf0'),
  },
  { file: 'live-1', headline: '24/7', sub: 'HD · LIVE', cta: 'LIVE', ...RED_BASE, motif: liveCasino },
  {
    file: 'live-2',
    headline: 'A ♠ K ♥',
    sub: '21 · 9 · ♠',
    cta: '21',
    ...GREEN_BASE,
    motif: cardsFan,
    headlineSize: 110,
  },
  { file: 'fish-1', headline: 'x1000', sub: 'x10 · x100 · x1000', cta: 'x1000', ...BLUE_BASE, motif: fishing },
  { file: 'pvp-1', headline: 'VS', sub: '1 × 1 · 24/7', cta: 'VS', ...GREEN_BASE, motif: cardsFan, headlineSize: 150 },
  { file: 'sports-1', headline: '2.50', sub: '1 · X · 2', cta: '90′', ...GREEN_BASE, motif: football },
  {
    file: 'esports-1',
    headline: 'GG',
    sub: '5 × 5 · LIVE',
    cta: 'GG',
    ...BLUE_BASE,
    motif: gamepad,
    headlineSize: 150,
  },
  {
    file: 'elott-1',
    headline: '00–99',
    sub: '18:15 · XSMB',
    cta: 'XSMB',
    ...GOLD_BASE,
    motif: lotteryBalls(['68', '12', '90', '35', '07', '44']),
  },
  {
    file: 'elott-2',
    headline: '5′',
    sub: '1 · 2 · 3 · 4 · 5',
    cta: '5′',
    ...GREEN_BASE,
    motif: lotteryBalls(['1', '2', '3', '4', '5', '6']),
    headlineSize: 150,
  },
  { file: 'down-1', headline: 'APP', sub: 'iOS · Android', cta: 'QR', ...GREEN_BASE, motif: phone, headlineSize: 150 },
  { file: 'promotions-1', headline: '+100%', sub: '1000 · x10', cta: '+100%', ...GOLD_BASE, motif: promoGift },
  {
    file: 'promotions-2',
    headline: 'VIP',
    sub: '1 · 2 · 3 · 4 · 5',
    cta: 'VIP',
    ...VIOLET_BASE,
    motif: crown,
    headlineSize: 150,
  },
  {
    file: 'pointMall-1',
    headline: '1000 ★',
    sub: '★ ★ ★ ★ ★',
    cta: '★',
    ...GREEN_BASE,
    motif: pointTokens,
    headlineSize: 116,
  },
  { file: 'help-1', headline: '24/7', sub: '? · @ · ✉', cta: '24/7', ...BLUE_BASE, motif: helpDesk },
  { file: 'help-2', headline: '18+', sub: '', cta: '18+', ...GREEN_BASE, motif: shield18, headlineSize: 150 },
  { file: 'register-1', headline: '1000', sub: '+100%', cta: '1000', ...GOLD_BASE, motif: newPlayer },
  { file: 'inhouse-1', headline: 'x100', sub: '1 · 2 · 3 · 4 · 5 · 6', cta: 'x100', ...RED_BASE, motif: dice },
  { file: 'pge-1', headline: 'x2500', sub: '◆ ◆ ◆', cta: 'x2500', ...VIOLET_BASE, motif: gems },
];

// ---- footer badges: 120x40, transparent, one mid-grey that reads on dark and light pages ----

const BADGE = '#7f8a99';
const BADGE_TEXT = `font-family="${FONT}" font-weight="800" fill="${BADGE}"`;

function badge(icon: string, label: string, size = 17) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect x="1" y="1" width="118" height="38" rx="9" fill="none" stroke="${BADGE}" stroke-width="1.5" opacity=".55"/>${icon}<text x="${icon ? 78 : 60}" y="26" text-anchor="middle" font-size="${size}" letter-spacing=".5" ${BADGE_TEXT}>${label}</text></svg>
`;
}

export const FOOTER_BADGES: Record<string, string> = {
  'payments-pix': badge(
    `<path d="M24 8L36 20L24 32L12 20Z" fill="none" stroke="${BADGE}" stroke-width="3.5" stroke-linejoin="round"/><circle cx="24" cy="20" r="3.5" fill="${BADGE}"/>`,
    'PIX',
    19,
  ),
  'payments-bank': badge(
    `<path d="M11 15L24 8L37 15Z" fill="${BADGE}"/><path d="M14 17V28M20 17V28M28 17V28M34 17V28" stroke="${BADGE}" stroke-width="3"/><rect x="11" y="29" width="26" height="3.5" rx="1" fill="${BADGE}"/>`,
    'BANK',
  ),
  'payments-usdt': badge(
    `<path d="M24 7L35 13.5V26.5L24 33L13 26.5V13.5Z" fill="none" stroke="${BADGE}" stroke-width="3" stroke-linejoin="round"/><path d="M19 17H29M19 23H29" stroke="${BADGE}" stroke-width="3" stroke-linecap="round"/>`,
    'USDT',
  ),
  'payments-card': badge(
    `<rect x="10" y="11" width="28" height="19" rx="3.5" fill="none" stroke="${BADGE}" stroke-width="3"/><rect x="10" y="15.5" width="28" height="3.5" fill="${BADGE}"/><rect x="14" y="23" width="9" height="3" rx="1" fill="${BADGE}"/>`,
    'CARD',
  ),
  'providers-pgsoft': badge('', 'PG SOFT', 18),
  'providers-inhouse': badge(
    `<g transform="translate(8 4) scale(.5)"><path d="M32 12c5 7 8 13 8 19s-3 11-8 14c-5-3-8-8-8-14s3-12 8-19z" fill="${BADGE}"/><path d="M14 28c7 1 12 4 15 8 2 3 3 7 3 9-6 0-11-2-14-6-3-3-4-7-4-11zm36 0c0 4-1 8-4 11-3 4-8 6-14 6 0-2 1-6 3-9 3-4 8-7 15-8z" fill="${BADGE}" opacity=".75"/></g>`,
    'LOTUS',
    16,
  ),
  'providers-pge': badge('', 'PGE', 20),
  'providers-tcg': badge('', 'TCG', 20),
};

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2fd3a0"/><stop offset="1" stop-color="#0f8a6a"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#a)"/><circle cx="48" cy="38" r="17" fill="#eafff7"/><path d="M16 84C20 66 33 58 48 58S76 66 80 84C72 91 61 96 48 96S24 91 16 84Z" fill="#eafff7"/></svg>
`;

const GAME_FALLBACK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2330"/><stop offset="1" stop-color="#0d1117"/></linearGradient><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7ff0c9"/><stop offset="1" stop-color="#0f8a6a"/></linearGradient></defs><rect width="300" height="300" fill="url(#b)"/><path d="M0 240C80 210 200 270 300 230V300H0Z" fill="#2fd3a0" opacity=".08"/><circle cx="150" cy="140" r="70" fill="#2fd3a0" opacity=".08"/><g transform="translate(102 88) scale(1.5)" opacity=".85"><path d="M32 12c5 7 8 13 8 19s-3 11-8 14c-5-3-8-8-8-14s3-12 8-19z" fill="url(#g)"/><path d="M14 28c7 1 12 4 15 8 2 3 3 7 3 9-6 0-11-2-14-6-3-3-4-7-4-11zm36 0c0 4-1 8-4 11-3 4-8 6-14 6 0-2 1-6 3-9 3-4 8-7 15-8z" fill="#2fd3a0" opacity=".7"/></g><rect x="95" y="222" width="110" height="10" rx="5" fill="#98a4b3" opacity=".35"/></svg>
`;

function write(relative: string, content: string) {
  const file = path.join(MEDIA_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content.replace(/\n+/g, '\n'));
  return { relative, bytes: Buffer.byteLength(content) };
}

/** The banner as the site serves it: 1200 x 400 WebP, rendered from its SVG. */
async function writeWebp(relative: string, svg: string) {
  const file = path.join(MEDIA_DIR, relative);
  const info = await sharp(Buffer.from(svg)).resize(W, H).webp({ quality: 80, effort: 6 }).toFile(file);
  return { relative, bytes: info.size };
}

async function main() {
  const drawn = BANNER_ART.map((art, i) => ({ file: art.file, svg: banner(art, 7919 * (i + 1)) }));
  const written = [
    ...drawn.map(({ file, svg }) => write(`banners/${file}.svg`, svg)),
    ...(await Promise.all(drawn.map(({ file, svg }) => writeWebp(`banners/${file}.webp`, svg)))),
    ...Object.entries(FOOTER_BADGES).map(([name, svg]) => write(`footer/${name}.svg`, svg)),
    write('avatar-default.svg', AVATAR),
    write('game-fallback.svg', GAME_FALLBACK),
  ];
  for (const w of written) console.log(`${String(w.bytes).padStart(6)}  ${w.relative}`);
}

await main();
