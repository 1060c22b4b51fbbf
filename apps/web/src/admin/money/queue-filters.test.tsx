// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import admin from '../../i18n/locales/en/admin.json';
import money from '../../i18n/locales/en/admin-money.json';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import type { QueueParams } from '../ui/queue-params';
import { QueueFilters } from './queue-filters.tsx';

withEnglishTexts({ admin, 'admin-money': money });

const queueOf = (values: { member: string; from: string; to: string }) =>
  ({ values, setFilters: vi.fn(), reset: vi.fn() }) as unknown as QueueParams<'member' | 'from' | 'to'>;

describe('a money queue’s filter bar', () => {
  it('applies the trimmed member and the days with Search', async () => {
    const queue = queueOf({ member: '', from: '', to: '' });
    await renderInEnglish(<QueueFilters queue={queue}>{null}</QueueFilters>);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('filter-member'), ' alice ');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByTestId('filter-search'));
    expect(queue.setFilters).toHaveBeenCalledWith({ member: 'alice', from: '2026-11-01', to: '2026-11-30' });
  });

  it('says a range the wrong way round as it is typed and applies nothing', async () => {
    const queue = queueOf({ member: 'bob', from: '2026-11-30', to: '' });
    await renderInEnglish(<QueueFilters queue={queue}>{null}</QueueFilters>);
    expect((screen.getByTestId('filter-member') as HTMLInputElement).value).toBe('bob');
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(money.filters.rangeReversed)).toBeTruthy();
    expect(screen.getByTestId('filter-to').getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(screen.getByTestId('money-filters'));
    expect(queue.setFilters).not.toHaveBeenCalled();
  });
});
