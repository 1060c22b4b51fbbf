import { createCanvas } from '@napi-rs/canvas';
import { randomInt } from 'node:crypto';

/*
 * Captcha pictures drawn from our own stroke font: a fresh machine may have no system fonts and
 * no installed package ships a text font, so each glyph is a few polylines on a 4 × 6 grid.
 * The alphabet leaves out look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G).
 */
type Stroke = [number, number][];
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.6],
      [3, 3.6],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [1, 0],
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.4, 2.6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  3: [
    [
      [0, 0.5],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5.5],
    ],
  ],
  4: [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  7: [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  9: [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0.5, 6],
    ],
  ],
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 150;
const HEIGHT = 50;
const random = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min);

export function captchaText(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * A PNG of the text: each glyph rotated and shifted on its own, crossed by noise lines and dots.
 * Dark ink on a light card reads on both themes.
 */
export function captchaPng(text: string): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f1ea';
  g.fillRect(0, 0, WIDTH, HEIGHT);

  for (let i = 0; i < 40; i++) {
    g.fillStyle = `hsla(${randomInt(360)}, 40%, 45%, 0.55)`;
    g.beginPath();
    g.arc(random(0, WIDTH), random(0, HEIGHT), random(0.6, 1.6), 0, Math.PI * 2);
    g.fill();
  }

  const cell = WIDTH / (text.length + 0.6);
  g.lineCap = 'round';
  g.lineJoin = 'round';
  [...text].forEach((char, index) => {
    const scale = random(4.6, 5.4);
    g.save();
    g.translate(cell * (index + 0.8) + random(-3, 3), HEIGHT / 2 + random(-4, 4));
    g.rotate(random(-0.38, 0.38));
    g.strokeStyle = `hsl(${randomInt(360)}, 55%, ${randomInt(18, 32)}%)`;
    g.lineWidth = random(2.2, 3);
    for (const stroke of GLYPHS[char] ?? []) {
      g.beginPath();
      stroke.forEach(([x, y], k) => {
        const px = (x - 2) * scale;
        const py = (y - 3) * scale;
        if (k === 0) g.moveTo(px, py);
        else g.lineTo(px, py);
      });
      g.stroke();
    }
    g.restore();
  });

  for (let i = 0; i < 4; i++) {
    g.strokeStyle = `hsla(${randomInt(360)}, 45%, 35%, 0.6)`;
    g.lineWidth = random(0.8, 1.6);
    g.beginPath();
    g.moveTo(random(0, WIDTH * 0.3), random(0, HEIGHT));
    g.bezierCurveTo(
      random(0, WIDTH),
      random(0, HEIGHT),
      random(0, WIDTH),
      random(0, HEIGHT),
      random(WIDTH * 0.7, WIDTH),
      random(0, HEIGHT),
    );
    g.stroke();
  }
  return canvas.toBuffer('image/png');
}
