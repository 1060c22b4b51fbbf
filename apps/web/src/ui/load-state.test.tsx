// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client.ts';
import { renderInEnglish } from '../test/dom.tsx';
import { LoadState } from './load-state.tsx';

afterEach(cleanup);

const query = <T,>(over: Partial<{ isPending: boolean; error: Error | null; data: T }>) => ({
  isPending: false,
  error: null,
  data: undefined as T | undefined,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('LoadState', () => {
  it('says it is loading while the query is pending, and shows nothing of the content', async () => {
    await renderInEnglish(<LoadState query={query({ isPending: true })}>content</LoadState>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it("shows the server's words on a failure, or the network sentence, and retries on a click", async () => {
    const failed = query({ error: new ApiError('SERVICE_UNAVAILABLE', 'The lobby is resting', 503) });
    const first = await renderInEnglish(<LoadState query={failed}>content</LoadState>);
    expect(screen.getByText('This could not be loaded')).toBeTruthy();
    expect(screen.getByText('The lobby is resting')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    first.unmount();
    await renderInEnglish(<LoadState query={query({ error: new TypeError('Failed to fetch') })}>content</LoadState>);
    expect(screen.getByText('The network is unstable, please try again.')).toBeTruthy();
  });

  it('shows the empty branch when the data holds nothing, else hands the data to its children', async () => {
    const empty = await renderInEnglish(
      <LoadState query={query({ data: [] as string[] })} isEmpty={(rows) => rows.length === 0} empty="Nothing yet">
        {(rows) => rows.join(', ')}
      </LoadState>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    empty.unmount();
    await renderInEnglish(
      <LoadState query={query({ data: ['a', 'b'] })} isEmpty={(rows) => rows.length === 0} empty="Nothing yet">
        {(rows) => rows.join(', ')}
      </LoadState>,
    );
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});
