// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import type { BonusView, PromotionSummary } from '@portal/shared/contracts/promotions';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { DepositBonusOffer } from './deposit-bonus-offer.tsx';

listenForCalls();
afterEach(cleanup);

const welcome = (over: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: 4,
  kind: 'first_deposit',
  category: 'new_player',
  title: 'Welcome 100%',
  summary: '',
  imageUrl: null,
  startsAt: '2030-06-01T00:00:00.000Z',
  endsAt: null,
  state: 'claim',
  claimableAmount: 100,
  ...over,
});

const bonus: BonusView = {
  id: 9,
  source: 'promotion',
  promotionId: 4,
  title: 'Welcome 100%',
  amount: 100,
  wageringRequired: 1_000,
  wageringRemaining: 1_000,
  wagering: { required: 1_000, done: 0, left: 1_000 },
  progressPercent: 0,
  status: 'active',
  onWithdrawal: 'forfeit',
  expiresAt: '2030-07-01T00:00:00.000Z',
  createdAt: '2030-06-01T00:00:00.000Z',
  settledAt: null,
};

const list = (promotions: PromotionSummary[]) =>
  http.get('*/wps/promotions', () => answer({ list: promotions, categories: ['new_player'] }));

describe('the bonus a deposit made claimable', () => {
  it('offers “claim your R$ 100.00”, claims with a key and confirms the amount and its wagering', async () => {
    const keys: (string | null)[] = [];
    let opened = 0;
    server.use(
      list([welcome(), welcome({ id: 5, kind: 'daily_sign_in', title: 'Daily' })]),
      http.post('*/wps/promotions/4/claim', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return answer({ promotion: { ...welcome({ state: 'claimed' }) }, bonus });
      }),
      http.get('*/wps/v2/wallets/balance', () => answer({ currency: 'BRL', sumBalance: 200, wallets: [] })),
    );
    await renderWithServer(<DepositBonusOffer token="tok" onOpenBonusDetails={() => (opened += 1)} />);
    const offers = await screen.findAllByTestId('bonus-offer');
    // Only the deposit's offer: a daily sign-in is not what the deposit unlocked.
    expect(offers).toHaveLength(1);
    expect(offers[0]!.textContent).toMatch(/Claim your R\$\s?100\.00/);
    expect(offers[0]!.textContent).toContain('Welcome 100%');
    fireEvent.click(screen.getByTestId('bonus-offer-claim'));

    const done = await screen.findByTestId('bonus-offer-claimed');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toMatch(/R\$\s?100\.00 is in your bonus wallet/);
    expect(done.textContent).toMatch(/Wager R\$\s?1,000\.00 to turn it into cash/);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^promo-/);
    fireEvent.click(screen.getByTestId('bonus-offer-details'));
    expect(opened).toBe(1);
  });

  it('shows nothing while the offer still waits for a deposit, and the refusal when a claim fails', async () => {
    server.use(list([welcome({ state: 'process' })]));
    const { unmount } = await renderWithServer(<DepositBonusOffer token="tok" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('bonus-offer')).toBeNull();
    unmount();

    server.use(
      list([welcome()]),
      http.post('*/wps/promotions/4/claim', () =>
        refuse(409, 'PROMOTION_BUDGET_EXHAUSTED', 'This promotion has run out: it cannot be claimed any more.'),
      ),
    );
    await renderWithServer(<DepositBonusOffer token="tok" />);
    fireEvent.click(await screen.findByTestId('bonus-offer-claim'));
    expect((await screen.findByTestId('bonus-offer-error')).textContent).toContain('run out');
    expect(screen.queryByTestId('bonus-offer-claimed')).toBeNull();
  });
});
