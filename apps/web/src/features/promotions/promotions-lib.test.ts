import { describe, expect, it } from 'vitest';
import { PROMOTION_STATES } from '@portal/shared/contracts/promotions';
import { actionOf, badgeTone, countdownTarget } from './lib/promotion-action.ts';
import { countdownOf } from './lib/countdown.ts';
import { applyFormSchema, imageIssue, imageIssues, remarkLength } from './lib/apply-files.ts';
import { maskName } from './lib/mask.ts';

const MB = 1024 * 1024;

describe('actionOf: the one action a state implies', () => {
  const of = (
    state: (typeof PROMOTION_STATES)[number],
    kind: 'reload' | 'manual' = 'reload',
    amount: number | null = null,
  ) => actionOf({ state, kind, claimableAmount: amount });

  it('offers join, claim (with the amount when known) and, for a manual offer, apply', () => {
    expect(of('join')).toEqual({ kind: 'join', label: 'join' });
    expect(of('join', 'manual')).toEqual({ kind: 'apply', label: 'apply' });
    expect(of('claim', 'reload', 25)).toEqual({ kind: 'claim', label: 'claimAmount' });
    expect(of('claim')).toEqual({ kind: 'claim', label: 'claim' });
    expect(of('claim', 'reload', 0)).toEqual({ kind: 'claim', label: 'claim' });
    expect(of('issued', 'manual', 40)).toEqual({ kind: 'claim', label: 'claimAmount' });
  });

  it('names every other state on a button that does nothing', () => {
    expect(of('process').label).toBe('inProgress');
    expect(of('applying', 'manual').label).toBe('underReview');
    expect(of('rejected', 'manual').label).toBe('rejected');
    expect(of('claimed').label).toBe('claimed');
    expect(of('signed').label).toBe('signed');
    expect(of('close').label).toBe('ended');
    expect(of('coming').label).toBe('startsIn');
    for (const state of ['process', 'applying', 'rejected', 'claimed', 'signed', 'close', 'coming'] as const) {
      expect(of(state).kind).toBe('none');
    }
  });

  it('covers every state of the contract', () => {
    for (const state of PROMOTION_STATES) expect(of(state)).toBeDefined();
  });

  it('colours the badge by what the member can do', () => {
    expect(badgeTone('claim')).toBe('go');
    expect(badgeTone('applying')).toBe('wait');
    expect(badgeTone('rejected')).toBe('bad');
    expect(badgeTone('close')).toBe('done');
  });
});

describe('countdowns', () => {
  const start = '2030-06-10T00:00:00.000Z';
  const end = '2030-06-20T00:00:00.000Z';

  it('counts to the start while coming, to the end while open, to nothing when over or open-ended', () => {
    expect(countdownTarget({ state: 'coming', startsAt: start, endsAt: end })).toEqual({
      to: 'start',
      at: Date.parse(start),
    });
    expect(countdownTarget({ state: 'join', startsAt: start, endsAt: end })).toEqual({
      to: 'end',
      at: Date.parse(end),
    });
    expect(countdownTarget({ state: 'close', startsAt: start, endsAt: end })).toBeNull();
    expect(countdownTarget({ state: 'claim', startsAt: start, endsAt: null })).toBeNull();
  });

  it('splits what is left into days and a zero-padded clock, floored to the second', () => {
    const now = Date.parse('2030-06-01T00:00:00.000Z');
    expect(countdownOf(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({
      days: 2,
      clock: '03:04:05',
      done: false,
    });
    expect(countdownOf(now + 59_000, now)).toEqual({ days: 0, clock: '00:00:59', done: false });
    expect(countdownOf(now + 86_400_000, now)).toEqual({ days: 1, clock: '00:00:00', done: false });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownOf(1_000, 5_000)).toEqual({ days: 0, clock: '00:00:00', done: true });
    expect(countdownOf(1_500, 1_000).done).toBe(true);
  });
});

describe('application checks (spec §5: remark 140, PNG/JPG, 5 MB each, at most 3)', () => {
  it('takes PNG and JPG up to 5 MB and refuses other types and larger files', () => {
    expect(imageIssue({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(imageIssue({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageIssue({ type: 'image/png', size: 5 * MB + 1 })).toBe('size');
    expect(imageIssue({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageIssue({ type: 'application/pdf', size: 10 * MB })).toBe('type');
  });

  it('counts the trimmed remark in characters a person sees and allows exactly 140', () => {
    const remarkOk = (remark: string) => applyFormSchema.safeParse({ remark, images: [] }).success;
    expect(remarkOk('a'.repeat(140))).toBe(true);
    expect(remarkOk(`  ${'a'.repeat(140)}  `)).toBe(true);
    expect(remarkOk('a'.repeat(141))).toBe(false);
    expect(remarkLength('😀'.repeat(3))).toBe(3);
    expect(remarkOk('😀'.repeat(140))).toBe(true);
    expect(remarkOk('😀'.repeat(141))).toBe(false);
    expect(remarkOk('ação'.repeat(35) + '!')).toBe(false);
  });

  it('sends the trimmed remark and the picked images in slot order', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.jpg', { type: 'image/jpeg' });
    expect(applyFormSchema.parse({ remark: '  note \n', images: [null, a, b] })).toEqual({
      remark: 'note',
      images: [a, b],
    });
  });

  it('marks each bad slot', () => {
    const png = { type: 'image/png', size: 100 } as File;
    const issues = imageIssues({
      remark: '',
      images: [png, { type: 'image/webp', size: 1 } as File, { type: 'image/jpeg', size: 6 * MB } as File],
    });
    expect(issues).toEqual({ 'images.1': 'type', 'images.2': 'size' });
    expect(imageIssues({ remark: '', images: [null, png, null] })).toEqual({});
  });
});

describe('maskName', () => {
  it('keeps a name the server masked as it is', () => {
    expect(maskName('jo***n')).toBe('jo***n');
  });

  it('masks a plain name: the first two characters and the last, stars between', () => {
    expect(maskName('johnson')).toBe('jo****n');
    expect(maskName('abcd')).toBe('ab*d');
    expect(maskName('abc')).toBe('a**');
    expect(maskName('a')).toBe('a**');
    expect(maskName('')).toBe('');
    expect(maskName('nguyễnvăn')).toBe('ng******n');
  });
});
