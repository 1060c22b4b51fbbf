import { describe, expect, it } from 'vitest';
import type { GoodsView, VipLevelView, VipOverview } from '@portal/shared/contracts/loyalty';
import { birthdayIssue, localToday } from './lib/birthday.ts';
import { labelStyle } from './lib/colors.ts';
import { textOn } from '../../lib/readable-colors.ts';
import { convertIssue, convertMinor, redeemBlocker } from './lib/mall.ts';
import { calendarDateText, missionAmountText, periodRangeText, pointsText, rateText } from './lib/format.ts';
import { clampPercent, keepStatus, progressPercent, timeLeft, vipRequirements } from './lib/progress.ts';

const BRL = { code: 'BRL', decimals: 2, symbol: 'R$' };

const level = (over: Partial<VipLevelView> = {}): VipLevelView => ({
  rankLevel: 1,
  labelName: 'Silver',
  color: '#c0c0c0',
  color2: '#808080',
  depositThreshold: 500,
  turnoverThreshold: 5000,
  benefits: {
    weeklyCashbackPercent: 1,
    withdrawDailyMax: null,
    withdrawDailyCount: null,
    birthdayBonus: 0,
    levelUpBonus: 0,
  },
  ...over,
});

describe('progressPercent', () => {
  it('floors, so a mission just short of its target never reads as done', () => {
    expect(progressPercent(0, 50)).toBe(0);
    expect(progressPercent(12, 50)).toBe(24);
    expect(progressPercent(49.9, 50)).toBe(99);
    expect(progressPercent(50, 50)).toBe(100);
  });

  it('keeps to 0..100 and treats a target of zero as reached', () => {
    expect(progressPercent(80, 50)).toBe(100);
    expect(progressPercent(-5, 50)).toBe(0);
    expect(progressPercent(3, 0)).toBe(100);
  });

  it('clamps the server’s percent for the bar', () => {
    expect(clampPercent(37.8)).toBe(37);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-2)).toBe(0);
  });
});

describe('vipRequirements', () => {
  it('lists each set threshold of the next level with what is still missing', () => {
    expect(vipRequirements({ next: level(), deposits: 120, turnover: 6000 })).toEqual([
      { condition: 'deposits', have: 120, need: 500, missing: 380 },
      { condition: 'turnover', have: 6000, need: 5000, missing: 0 },
    ]);
  });

  it('leaves out a condition that is not set, and has nothing at the top', () => {
    expect(vipRequirements({ next: level({ depositThreshold: null }), deposits: 0, turnover: 100 })).toEqual([
      { condition: 'turnover', have: 100, need: 5000, missing: 4900 },
    ]);
    expect(vipRequirements({ next: null, deposits: 0, turnover: 0 })).toEqual([]);
  });
});

describe('keepStatus', () => {
  const overview = (over: Partial<VipOverview>) =>
    ({ level: level(), deposits: 0, turnover: 0, graceLeft: 0, ...over }) as VipOverview;

  it('has nothing to keep at the bottom level', () => {
    expect(
      keepStatus(overview({ level: level({ rankLevel: 0, depositThreshold: null, turnoverThreshold: null }) })),
    ).toBe('base');
  });

  it('keeps the level only once every threshold it sets is met this period', () => {
    expect(keepStatus(overview({ deposits: 500, turnover: 5000 }))).toBe('kept');
    expect(keepStatus(overview({ deposits: 500, turnover: 4999 }))).toBe('atRisk');
    expect(keepStatus(overview({ level: level({ turnoverThreshold: null }), deposits: 500 }))).toBe('kept');
  });

  it('tells grace from a level at risk', () => {
    expect(keepStatus(overview({ deposits: 10, graceLeft: 2 }))).toBe('grace');
    expect(keepStatus(overview({ deposits: 10, graceLeft: 0 }))).toBe('atRisk');
  });
});

describe('timeLeft', () => {
  it('splits what is left into days, hours and minutes', () => {
    const now = Date.UTC(2030, 5, 1, 10, 0);
    expect(timeLeft(Date.UTC(2030, 5, 3, 14, 30), now)).toEqual({ days: 2, hours: 4, minutes: 30, done: false });
    expect(timeLeft(Date.UTC(2030, 5, 1, 10, 5, 30), now)).toEqual({ days: 0, hours: 0, minutes: 5, done: false });
    expect(timeLeft(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, done: true });
  });
});

describe('birthdayIssue', () => {
  const today = '2030-06-15';
  it('takes a real past day', () => {
    expect(birthdayIssue('1990-02-28', today)).toBeNull();
    expect(birthdayIssue('2000-02-29', today)).toBeNull();
    expect(birthdayIssue(today, today)).toBeNull();
  });

  it('refuses empty, malformed, impossible, future and too early dates', () => {
    expect(birthdayIssue(' ', today)).toBe('required');
    expect(birthdayIssue('15/06/1990', today)).toBe('format');
    expect(birthdayIssue('1990-02-30', today)).toBe('format');
    expect(birthdayIssue('1991-02-29', today)).toBe('format');
    expect(birthdayIssue('2030-06-16', today)).toBe('future');
    expect(birthdayIssue('1899-12-31', today)).toBe('tooOld');
  });

  it('names today in the browser’s own calendar', () => {
    expect(localToday(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});

describe('points mall rules', () => {
  const goods = (over: Partial<GoodsView> = {}): GoodsView => ({
    id: 1,
    kind: 'item',
    name: 'Mug',
    description: '',
    imageUrl: null,
    points: 100,
    amountRequirement: 0,
    cashValue: null,
    stockLeft: null,
    perMemberLimit: null,
    redeemedByMe: 0,
    ...over,
  });

  it('says why a good cannot be redeemed, stock first', () => {
    expect(redeemBlocker(goods(), 100, 0)).toBeNull();
    expect(redeemBlocker(goods({ stockLeft: 0 }), 1000, 0)).toBe('soldOut');
    expect(redeemBlocker(goods({ perMemberLimit: 2, redeemedByMe: 2 }), 1000, 0)).toBe('limit');
    expect(redeemBlocker(goods(), 99, 0)).toBe('points');
    expect(redeemBlocker(goods({ amountRequirement: 500 }), 100, 499.99)).toBe('turnover');
    expect(redeemBlocker(goods({ amountRequirement: 500 }), 100, 500)).toBeNull();
  });

  it('converts points to minor units rounding down', () => {
    expect(convertMinor(1000, 100, 2)).toBe(1000);
    expect(convertMinor(150, 100, 2)).toBe(150);
    expect(convertMinor(1, 3, 2)).toBe(33);
    expect(convertMinor(5, 0, 2)).toBe(0);
  });

  it('checks the points typed for a conversion', () => {
    const rules = { minPoints: 100, points: 1000 };
    expect(convertIssue('', rules)).toBe('required');
    expect(convertIssue('12.5', rules)).toBe('format');
    expect(convertIssue('99', rules)).toBe('min');
    expect(convertIssue('1001', rules)).toBe('balance');
    expect(convertIssue('1000', rules)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows money for wager and deposit missions and counts for the others', () => {
    expect(missionAmountText('wager', 1250.5, BRL, 'en')).toBe('R$1,250.50');
    expect(missionAmountText('deposit', 20, BRL, 'en')).toBe('R$20.00');
    expect(missionAmountText('rounds', 30, BRL, 'en')).toBe('30');
    expect(missionAmountText('login_days', 3, BRL, 'en')).toBe('3');
  });

  it('groups points, never with decimals, and keeps up to two decimals of an earn rate', () => {
    expect(pointsText(12345, 'en')).toBe('12,345');
    expect(pointsText(12345, 'pt-BR')).toBe('12.345');
    expect(rateText(1.255, 'en')).toBe('1.26');
    expect(rateText(2, 'en')).toBe('2');
  });

  it('names a period by the UTC days it covers, its end exclusive', () => {
    // Intl puts thin spaces around the dash.
    const range = periodRangeText('2030-06-01T00:00:00Z', '2030-07-01T00:00:00Z', 'en').replace(/\s/g, ' ');
    expect(range).toBe('Jun 1 – 30, 2030');
    expect(calendarDateText('1990-02-03', 'en')).toBe('February 3, 1990');
  });
});

describe('level colours', () => {
  it('puts dark text on light colours and white on dark ones', () => {
    expect(textOn('#ffe08a', '#f5c451')).toBe('#141a22');
    expect(textOn('#1e3a8a', '#0f172a')).toBe('#ffffff');
  });

  it('draws the two colours as a gradient, grey for colours that are not #rrggbb', () => {
    expect(labelStyle({ color: '#ff0000', color2: '#00ff00' }).background).toBe(
      'linear-gradient(135deg, #ff0000, #00ff00)',
    );
    expect(labelStyle({ color: 'red', color2: 'url(x)' }).background).toBe('linear-gradient(135deg, #8a94a6, #5b6475)');
  });
});
