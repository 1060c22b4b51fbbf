import { describe, expect, it } from 'vitest';
import { chosen, datedQuery, dayRange, numericId, rangeReversed } from './queue-params.ts';

describe('queue params', () => {
  it('leaves "all" (an empty value) out of the query', () => {
    expect(chosen({ status: 'pending', member: '' })).toEqual({ status: 'pending', member: undefined });
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['', null],
    ['12a', null],
    ['-3', null],
    ['99999999999999999999', null],
  ])('opens the record %j as %j', (open, id) => {
    expect(numericId(open)).toBe(id);
  });

  it('opens nothing without an id', () => {
    expect(numericId(null)).toBeNull();
  });

  it('turns two days into the [from, to) range of whole local days', () => {
    expect(dayRange('2026-03-01', '2026-03-02')).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
    expect(dayRange('', '')).toEqual({});
  });

  it('sends a dated queue its chosen filters and its days as the range', () => {
    expect(datedQuery({ status: '', member: 'ana', from: '2026-03-01', to: '' })).toEqual({
      status: undefined,
      member: 'ana',
      from: new Date(2026, 2, 1).toISOString(),
    });
  });

  it.each([
    ['2026-03-02', '2026-03-01', true],
    ['2026-03-01', '2026-03-01', false],
    ['', '2026-03-01', false],
  ])('calls %s to %s reversed: %s', (from, to, reversed) => {
    expect(rangeReversed(from, to)).toBe(reversed);
  });
});
