import { describe, expect, it } from 'vitest';
import { minutesText, reminderDue, usedPercent } from './rg-format.ts';

describe('responsible gaming formats', () => {
  it('writes durations in hours and minutes', () => {
    expect(minutesText(45, 'en')).toBe('45 min');
    expect(minutesText(120, 'en')).toBe('2 hr');
    expect(minutesText(90, 'en')).toBe('1 hr 30 min');
  });

  it('fills the meter to the limit and no further', () => {
    expect(usedPercent(25, 100)).toBe(25);
    expect(usedPercent(150, 100)).toBe(100);
    expect(usedPercent(10, null)).toBe(0);
  });

  it('says a reminder is due once its time has come', () => {
    const at = Date.parse('2030-01-01T10:00:00Z');
    expect(reminderDue('2030-01-01T10:00:00Z', at)).toBe(true);
    expect(reminderDue('2030-01-01T10:00:01Z', at)).toBe(false);
    expect(reminderDue(null, at)).toBe(false);
  });
});
