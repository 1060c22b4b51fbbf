import { describe, expect, it } from 'vitest';
import { attributeValues, renderHtml } from '../test/render.tsx';
import { Pager } from './pager.tsx';

const noop = () => {};
const labels = (html: string) => attributeValues(html, 'aria-label');

describe('Pager', () => {
  it('renders nothing when one page holds everything', async () => {
    expect(await renderHtml(<Pager page={1} totalPages={1} onPage={noop} />)).toBe('');
    expect(await renderHtml(<Pager page={1} totalPages={0} onPage={noop} />)).toBe('');
  });

  it('marks the current page and keeps range 3, margin 1 with breaks', async () => {
    const html = await renderHtml(<Pager page={5} totalPages={10} onPage={noop} />);
    expect(labels(html)).toEqual([
      'Pages',
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
    ]);
    expect(html).toContain('aria-current="page" aria-label="Page 5"');
    expect(html.match(/…/g)).toHaveLength(2);
  });

  it('disables previous on the first page and next on the last, unless more pages follow the count', async () => {
    const first = await renderHtml(<Pager page={1} totalPages={3} onPage={noop} />);
    expect(first).toMatch(/disabled="" aria-label="Previous page"|aria-label="Previous page" disabled=""/);
    const last = await renderHtml(<Pager page={3} totalPages={3} onPage={noop} />);
    expect(last).toMatch(/aria-label="Next page" disabled=""|disabled="" aria-label="Next page"/);
    const capped = await renderHtml(<Pager page={13} totalPages={13} capped onPage={noop} />);
    expect(capped).not.toMatch(/aria-label="Next page" disabled=""|disabled="" aria-label="Next page"/);
  });
});
