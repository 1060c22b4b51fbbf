import { PAGINATION } from '@portal/shared/constants';

export type PageItem = { type: 'page'; page: number } | { type: 'break'; key: string };

/**
 * The page links of a pager (product-spec.md section 9: page range 3, margin pages 1): the first
 * and last `margin` pages, a window of `range` pages around the current one (slid inwards at the
 * ends), and a break wherever pages are left out. A gap of a single page shows that page instead
 * of a break, which takes the same room. When the total is only a floor (`capped`), the last page
 * is unknown: no right margin, a break after the window instead.
 */
export function pageItems(
  current: number,
  totalPages: number,
  options: { range?: number; margin?: number; capped?: boolean } = {},
): PageItem[] {
  const range = options.range ?? PAGINATION.pageRange;
  const margin = options.margin ?? PAGINATION.marginPages;
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, Math.min(totalPages, range)];
  if (end > totalPages) [start, end] = [Math.max(1, totalPages - range + 1), totalPages];

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  if (!options.capped) for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);
  // A hole of one page costs no more room than a break: show the page.
  for (const p of [...shown]) if (!shown.has(p + 1) && shown.has(p + 2)) shown.add(p + 1);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p > previous + 1) items.push({ type: 'break', key: `break-${previous}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  if (options.capped) items.push({ type: 'break', key: 'break-more' });
  return items;
}
