import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOME_BUDGET_GZIP, measureBundle } from '../../../bench/bundle.ts';

/*
 * The bundle budget in CI (issue 33): the home page's initial JavaScript of the build this suite
 * runs against — the entry and what it preloads, the home route's chunk and the default language's
 * first locale files — stays within 130 KB gzip, and no console code reaches the player site.
 * `npm run bench -- --only=bundle` prints the same figures with their parts.
 */
const dist = fileURLToPath(new URL('../dist', import.meta.url));

describe('the player site bundle', () => {
  const bundle = measureBundle(dist);

  it('keeps the home page initial JavaScript within its gzip budget', () => {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    expect(
      bundle.homeTotal.gzip,
      `home initial JS ${kb(bundle.homeTotal.gzip)} gzip (entry ${kb(bundle.entry.gzip)}, home ${kb(bundle.homePage.gzip)}, locales ${kb(bundle.locales.gzip)})`,
    ).toBeLessThanOrEqual(HOME_BUDGET_GZIP);
    expect(bundle.withinBudget).toBe(true);
  });

  it('counts what the home page really loads first', () => {
    // A measurement that found nothing would pass any budget.
    expect(bundle.entry.files.some((file) => path.basename(file).startsWith('main-'))).toBe(true);
    expect(bundle.homePage.files.length).toBeGreaterThan(0);
    expect(bundle.locales.files.length).toBeGreaterThan(0);
  });

  it('keeps the console out of the player site, lazy chunks included', () => {
    expect(bundle.consoleInPlayerGraph).toEqual([]);
  });
});
