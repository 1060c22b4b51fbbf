import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, isAgentPage, kindOfPage, pagesWithOffer, visibleAgentPages } from './pages.ts';
import { presetDays, isValidRange } from './report-days.ts';

const off = { dividend: false, salary: false, hourlySalary: false, realTimeSalary: false };

describe('the agent center pages', () => {
  it('shows the eight base pages always and each contract page only with its flag', () => {
    expect(visibleAgentPages(off)).toEqual(AGENT_PAGES.slice(0, 8));
    expect(visibleAgentPages({ ...off, salary: true, realTimeSalary: true }).slice(8)).toEqual([
      'dailySalary',
      'realtimeSalary',
    ]);
    expect(visibleAgentPages({ dividend: true, salary: true, hourlySalary: true, realTimeSalary: true })).toEqual([
      ...AGENT_PAGES,
    ]);
  });

  it('knows the kind behind each contract page', () => {
    expect(kindOfPage('hourlySalary')).toBe('hourly_salary');
    expect(kindOfPage('income')).toBeNull();
    expect(isAgentPage('dividend')).toBe(true);
    expect(isAgentPage('securityCenter')).toBe(false);
    expect(isAgentPage(null)).toBe(false);
  });

  it('marks the pages whose kind has an offer waiting (1), not the active ones (2)', () => {
    const figures = { divtypereq: 1, dailysalreqtype: 2, contracthoursalreq: 0, realtimesalreqtype: 1 };
    expect([...pagesWithOffer(figures)].sort()).toEqual(['dividend', 'realtimeSalary']);
    expect(pagesWithOffer(undefined).size).toBe(0);
  });
});

describe('report days (UTC)', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('counts presets from the UTC day', () => {
    expect(presetDays('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetDays('yesterday', now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetDays('last7', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetDays('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetDays('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes only real dates in order', () => {
    expect(isValidRange({ from: '2026-02-01', to: '2026-02-28' })).toBe(true);
    expect(isValidRange({ from: '2026-02-28', to: '2026-02-01' })).toBe(false);
    expect(isValidRange({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
