import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range.ts';

describe('presetRange (next 7, next 30, previous 7, previous 30 days)', () => {
  const now = new Date('2030-06-15T12:00:00Z');

  it('takes whole UTC days ending with today (previous) or starting with it (next)', () => {
    expect(presetRange('previous7', now, 0)).toEqual({
      from: '2030-06-09T00:00:00.000Z',
      to: '2030-06-16T00:00:00.000Z',
    });
    expect(presetRange('previous30', now, 0)).toEqual({
      from: '2030-05-17T00:00:00.000Z',
      to: '2030-06-16T00:00:00.000Z',
    });
    expect(presetRange('next7', now, 0)).toEqual({ from: '2030-06-15T00:00:00.000Z', to: '2030-06-22T00:00:00.000Z' });
    expect(presetRange('next30', now, 0)).toEqual({ from: '2030-06-15T00:00:00.000Z', to: '2030-07-15T00:00:00.000Z' });
  });

  it("follows the player's clock: days start at the player's midnight", () => {
    // 12:00 UTC is 09:00 in São Paulo (UTC-3) and 19:00 in Ho Chi Minh City (UTC+7).
    expect(presetRange('previous7', now, -180)).toEqual({
      from: '2030-06-09T03:00:00.000Z',
      to: '2030-06-16T03:00:00.000Z',
    });
    expect(presetRange('next7', now, 420)).toEqual({
      from: '2030-06-14T17:00:00.000Z',
      to: '2030-06-21T17:00:00.000Z',
    });
    // 23:30 UTC is already tomorrow at UTC+7.
    expect(presetRange('next7', new Date('2030-06-15T23:30:00Z'), 420).from).toBe('2030-06-15T17:00:00.000Z');
  });

  it('spans exactly 7 or 30 days', () => {
    for (const preset of ['previous7', 'previous30', 'next7', 'next30'] as const) {
      const { from, to } = presetRange(preset, now, 330);
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(preset.endsWith('30') ? 30 : 7);
    }
  });
});
