// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEnglish } from '../test/dom.tsx';
import { Pager } from './pager.tsx';

afterEach(cleanup);

const names = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('Pager', () => {
  it('shows nothing when one page holds everything', async () => {
    const { container } = await renderInEnglish(<Pager page={1} totalPages={1} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and keeps range 3, margin 1 with breaks', async () => {
    await renderInEnglish(<Pager page={5} totalPages={10} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(names()).toEqual(['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('asks for the page a person clicks, and for the neighbours with previous and next', async () => {
    const onPage = vi.fn();
    await renderInEnglish(<Pager page={5} totalPages={10} onPage={onPage} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('cannot go before the first page or past the last, unless more pages follow the count', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    const first = await renderInEnglish(<Pager page={1} totalPages={3} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    first.unmount();
    const last = await renderInEnglish(<Pager page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    last.unmount();
    await renderInEnglish(<Pager page={13} totalPages={13} capped onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[14]]);
  });
});
