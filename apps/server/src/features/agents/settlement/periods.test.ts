import { describe, expect, it } from 'vitest';
import { endedPeriods, periodOf } from './periods.ts';

const at = new Date('2026-11-27T13:47:12Z');
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('agent settlement periods (UTC)', () => {
  it('cuts every cycle around an instant', () => {
    expect(iso(periodOf('realtime', at))).toEqual(['2026-11-27T13:45:00.000Z', '2026-11-27T13:50:00.000Z']);
    expect(iso(periodOf('hourly', at))).toEqual(['2026-11-27T13:00:00.000Z', '2026-11-27T14:00:00.000Z']);
    expect(iso(periodOf('daily', at))).toEqual(['2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z']);
    expect(iso(periodOf('weekly', at))).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(iso(periodOf('semimonthly', at))).toEqual(['2026-11-16T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(iso(periodOf('semimonthly', new Date('2026-02-15T23:59:59Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(iso(periodOf('monthly', new Date('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('lists the ended periods since an instant, oldest first, none still running', () => {
    const ended = endedPeriods('hourly', new Date('2026-11-27T10:30:00Z'), at, 10);
    expect(ended.map((p) => p.start.getUTCHours())).toEqual([10, 11, 12]);
    expect(endedPeriods('daily', at, at, 10)).toEqual([]);
    expect(endedPeriods('realtime', new Date('2026-11-27T00:00:00Z'), at, 4)).toHaveLength(4);
  });
});
