import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pagination.ts';

/** The items as text: page numbers, '…' for a break. */
const shown = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('pageItems (page range 3, margin pages 1)', () => {
  it('shows every page when they fit', () => {
    expect(shown(pageItems(1, 0))).toBe('');
    expect(shown(pageItems(1, 1))).toBe('1');
    expect(shown(pageItems(2, 3))).toBe('1 2 3');
    expect(shown(pageItems(3, 5))).toBe('1 2 3 4 5');
  });

  it('keeps a window of three around the current page, the first and last page, and breaks between', () => {
    expect(shown(pageItems(1, 10))).toBe('1 2 3 … 10');
    expect(shown(pageItems(2, 10))).toBe('1 2 3 … 10');
    expect(shown(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(pageItems(9, 10))).toBe('1 … 8 9 10');
    expect(shown(pageItems(10, 10))).toBe('1 … 8 9 10');
    expect(shown(pageItems(250, 500))).toBe('1 … 249 250 251 … 500');
  });

  it('shows a single left-out page instead of a break', () => {
    expect(shown(pageItems(3, 10))).toBe('1 2 3 4 … 10');
    expect(shown(pageItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageItems(7, 10))).toBe('1 … 6 7 8 9 10');
    expect(shown(pageItems(3, 6))).toBe('1 2 3 4 5 6');
  });

  it('clamps a page outside the range', () => {
    expect(shown(pageItems(0, 10))).toBe('1 2 3 … 10');
    expect(shown(pageItems(99, 10))).toBe('1 … 8 9 10');
  });

  it('ends with a break and no last page when the total is only a floor', () => {
    expect(shown(pageItems(1, 11, { capped: true }))).toBe('1 2 3 …');
    expect(shown(pageItems(3, 13, { capped: true }))).toBe('1 2 3 4 …');
    expect(shown(pageItems(20, 30, { capped: true }))).toBe('1 … 19 20 21 …');
  });

  it('honours other ranges and margins', () => {
    expect(shown(pageItems(10, 20, { range: 5, margin: 2 }))).toBe('1 2 … 8 9 10 11 12 … 19 20');
  });

  it('gives every item a unique key', () => {
    for (let current = 1; current <= 40; current++) {
      const keys = pageItems(current, 40).map((i) => (i.type === 'page' ? `p${i.page}` : i.key));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
