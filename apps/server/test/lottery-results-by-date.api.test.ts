import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tick } from './lottery-helpers.ts';
import { createTestApp, manualClock, type TestApp } from './test-app.ts';

/*
 * A past day's results by station (the Vietnamese lottery page's date picker): the results call
 * narrowed to one Vietnamese calendar day, the demo feed drawing two days of XSMN.
 */
// Tuesday 2030-06-18, 08:00 in Vietnam.
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: true, MEMBER_SESSION_IDLE_MINUTES: 10_000, OPERATOR_SESSION_IDLE_MINUTES: 10_000 },
  });
  await tick(t);
  // 19:00 in Vietnam on Tuesday, then on Wednesday: every market has drawn both days.
  clock.set('2030-06-18T12:00:00Z');
  await tick(t);
  clock.set('2030-06-19T12:00:00Z');
  await tick(t);
});
afterAll(async () => {
  await t?.close();
});

const results = async (query: string) => {
  const res = await t.app.inject({ url: `/lgw/lottery/games/XSMN/results?${query}` });
  return { status: res.statusCode, value: res.json().value };
};

describe('results of one Vietnamese day', () => {
  it('answers the stations drawn that day, each with its prizes', async () => {
    const tuesday = await results('date=2030-06-18&pageSize=10');
    expect(tuesday.status).toBe(200);
    expect(tuesday.value.items.map((p: { issue: string }) => p.issue).sort()).toEqual([
      '20300618-BL',
      '20300618-BTR',
      '20300618-VT',
    ]);
    for (const period of tuesday.value.items) expect(period.result.special[0]).toMatch(/^\d{6}$/);
    const wednesday = await results('date=2030-06-19');
    expect(wednesday.value.items.map((p: { stationCode: string }) => p.stationCode).sort()).toEqual(['CT', 'DN', 'ST']);
    expect(wednesday.value.total).toBe(3);
    // With a station too: that station's draw of the day only.
    const one = await results('date=2030-06-18&stationCode=VT');
    expect(one.value.items.map((p: { issue: string }) => p.issue)).toEqual(['20300618-VT']);
  });

  it('answers an empty page for a day without draws, and refuses a day that does not exist', async () => {
    expect((await results('date=2030-06-17')).value).toMatchObject({ items: [], total: 0 });
    expect((await results('date=2030-02-31')).status).toBe(400);
    expect((await results('date=18-06-2030')).status).toBe(400);
  });
});
