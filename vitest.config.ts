import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite; `npm test` runs them all (after building the web client).
 * At least two files at a time: Vitest's default (cores − 1) runs a two-core machine's whole
 * suite one file after another, while a browser file mostly waits on Chromium and its server.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          // A hang guard, not a speed check: a journey's steps each wait for what they need, and a
          // busy two-core CI machine stretches a long journey past a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Once more before failing: on a loaded two-core CI machine two different journeys timed out
          // waiting for a page in two runs (each passes alone and beside busy cores), and one flake
          // fails the whole submission. A journey that fails twice still fails; Vitest names retries.
          retry: 1,
          // A page's answer on that machine takes seconds; a poll gives up after 15, not Vitest's 1.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
