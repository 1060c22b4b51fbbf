import { describe, expect, it } from 'vitest';
import { milestoneOf } from './countdown';

describe('the countdown’s announcements', () => {
  it('speaks at one minute, at ten seconds and at the end, not on every tick', () => {
    expect(milestoneOf(125_000)).toBeNull();
    expect(milestoneOf(60_000)).toBe(60_000);
    expect(milestoneOf(59_000)).toBe(60_000);
    expect(milestoneOf(10_000)).toBe(10_000);
    expect(milestoneOf(3_000)).toBe(10_000);
    expect(milestoneOf(0)).toBe(0);
  });
});
