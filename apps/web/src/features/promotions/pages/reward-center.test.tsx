// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RewardView } from '@portal/shared/contracts/promotions';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { RewardCenter } from './reward-center.tsx';

listenForCalls();
afterEach(cleanup);

const reward = (overrides: Partial<RewardView> = {}): RewardView => ({
  key: 'promotion:12',
  source: 'promotion',
  title: 'Weekend reload',
  amount: 25,
  claimPath: '/wps/promotions/12/claim',
  href: '/promotions/12',
  ...overrides,
});

/** The rewards the server lists, and the claims it receives with their keys. */
function rewardsServer(list: RewardView[], claim: (key: string | null) => Response) {
  const keys: (string | null)[] = [];
  server.use(
    http.get('*/wps/rewards', () => answer({ list })),
    http.post('*/wps/promotions/:id/claim', ({ request }) => {
      const key = request.headers.get('idempotency-key');
      keys.push(key);
      return claim(key);
    }),
  );
  return keys;
}

describe('the reward center', () => {
  it('says so when there is nothing to claim', async () => {
    rewardsServer([], () => answer(null));
    await renderWithServer(<RewardCenter token="tok" />);
    expect(await screen.findByText('No rewards to claim')).toBeTruthy();
  });

  it('lists each reward with its source, title and amount', async () => {
    rewardsServer(
      [reward(), reward({ key: 'vip:3', source: 'vip', title: 'x', vip: { kind: 'birthday', level: 'Gold' } })],
      () => answer(null),
    );
    await renderWithServer(<RewardCenter token="tok" />);
    const rows = await screen.findAllByTestId('reward-row');
    expect(rows.map((row) => row.querySelector('.promo-reward__source')?.textContent)).toEqual(['Promotion', 'VIP']);
    expect(within(rows[0]!).getByText('Weekend reload')).toBeTruthy();
    expect(within(rows[0]!).getByText(/25[.,]00/)).toBeTruthy();
    expect(within(rows[1]!).getByText('VIP birthday bonus')).toBeTruthy();
  });

  it('sends the same key again after a lost answer, so the reward is taken once', async () => {
    let attempt = 0;
    const keys = rewardsServer([reward()], () => (++attempt === 1 ? HttpResponse.error() : answer(null)));
    await renderWithServer(<RewardCenter token="tok" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-error')).textContent).toBeTruthy();
    await user.click(screen.getByTestId('reward-claim'));
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[0]).toMatch(/^reward-/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a clear refusal in the server words and starts a new attempt after it', async () => {
    let attempt = 0;
    const keys = rewardsServer([reward()], () =>
      ++attempt === 1 ? refuse(409, 'CONFLICT', 'This reward was already claimed.') : answer(null),
    );
    await renderWithServer(<RewardCenter token="tok" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-error')).textContent).toBe('This reward was already claimed.');
    await user.click(screen.getByTestId('reward-claim'));
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('never posts a claim outside the API, whatever path a reward names', async () => {
    const keys = rewardsServer([reward({ claimPath: 'https://elsewhere.example/steal' })], () => answer(null));
    await renderWithServer(<RewardCenter token="tok" />);
    await userEvent.setup().click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-error')).toBeTruthy();
    expect(keys).toEqual([]);
  });
});
