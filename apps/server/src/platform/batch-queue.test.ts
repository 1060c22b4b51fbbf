import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createBatchQueue } from './batch-queue.ts';
import { registry } from './metrics.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/** A series' value for the queue (a histogram's `_count` and `_sum` by their own names). */
async function series(name: string, queue: string) {
  const samples = (await registry.getMetricsAsJSON()).flatMap((m) =>
    (m.values as Sample[]).map((v) => ({ ...v, metricName: v.metricName ?? m.name })),
  );
  return samples.find((v) => v.metricName === name && v.labels.queue === queue)?.value;
}

describe('createBatchQueue', () => {
  it('refuses with BUSY (Retry-After) once maxQueued items wait, and takes items again when they drain', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = createBatchQueue<{ n: number }>(
      { name: 'unit-busy', maxBatch: 2, maxInFlight: 1, maxQueued: 3, keysOf: (item) => [String(item.n)] },
      async (items) => {
        batches.push(items.map((item) => item.n));
        await held;
      },
    );
    for (const n of [1, 2, 3]) queue.push({ n });
    let refused: unknown;
    try {
      queue.push({ n: 4 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'BUSY', status: 503, retryAfterSeconds: 1, value: { retryAfterSeconds: 1 } });
    expect(await series('portal_batch_refused_total', 'unit-busy')).toBe(1);

    // The first batch took two; one waits, so two more fit, and a third is refused again.
    await tick();
    expect(batches).toEqual([[1, 2]]);
    expect(await series('portal_batch_queue_depth', 'unit-busy')).toBe(1);
    queue.push({ n: 5 });
    queue.push({ n: 6 });
    expect(() => queue.push({ n: 7 })).toThrow(AppError);

    release();
    for (let i = 0; i < 5; i += 1) await tick();
    expect(batches).toEqual([[1, 2], [3, 5], [6]]);
    expect(await series('portal_batch_queue_depth', 'unit-busy')).toBe(0);
    expect(await series('portal_batch_size_count', 'unit-busy')).toBe(3);
    expect(await series('portal_batch_size_sum', 'unit-busy')).toBe(5);
    expect(await series('portal_batch_wait_seconds_count', 'unit-busy')).toBe(5);
  });
});
