// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { PromotionDetail, RaffleView } from '@portal/shared/contracts/promotions';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../../test/msw.ts';
import { PromotionDetailView } from './promotion-detail.tsx';

listenForCalls();
afterEach(cleanup);

const HASH = 'ab'.repeat(32);
const raffle = (over: Partial<RaffleView> = {}): RaffleView => ({
  seedHash: HASH,
  seed: null,
  drawAt: '2030-06-08T00:00:00.000Z',
  drawnAt: null,
  prizes: [
    { rank: 1, amount: 500 },
    { rank: 2, amount: 100 },
  ],
  myTickets: 12,
  totalTickets: null,
  entrants: null,
  winners: [],
  ...over,
});

const detail = (over: Partial<PromotionDetail> = {}): PromotionDetail => ({
  id: 7,
  kind: 'raffle',
  category: 'general',
  title: 'Weekly raffle',
  summary: '',
  imageUrl: null,
  startsAt: '2030-06-01T00:00:00.000Z',
  endsAt: '2030-06-08T00:00:00.000Z',
  state: 'process',
  claimableAmount: null,
  body: '',
  terms: '',
  requiresJoin: false,
  wageringMultiple: 0,
  wageringBase: 'bonus',
  onWithdrawal: 'forfeit',
  bonusValidDays: 30,
  contributions: {},
  rules: { depositPerTicket: 10, grandPrize: 500, amount: 100, winners: 1 },
  history: [],
  raffle: raffle(),
  ...over,
});

const context = { token: 'member-token', onLoginRequired: () => undefined };

describe('a raffle on its detail page', () => {
  it('shows the member’s tickets, the prizes by rank and the committed seed hash while it runs', async () => {
    server.use(http.get('*/wps/promotions/7', () => answer(detail())));
    await renderWithServer(<PromotionDetailView id={7} context={context} />);
    const box = await screen.findByTestId('raffle-box');
    expect(within(box).getByTestId('raffle-my-tickets').textContent).toBe('12');
    expect(within(box).getByText('Rank 1')).toBeTruthy();
    expect(within(box).getByTestId('raffle-seed-hash').textContent).toBe(HASH);
    expect(within(box).queryByTestId('raffle-result')).toBeNull();
    const rules = screen.getByTestId('promo-rules');
    expect(within(rules).getByText('Prize for each other winner')).toBeTruthy();
  });

  it('shows a winner the result and takes the prize through the raffle claim call with a key', async () => {
    const drawn = raffle({
      seed: 'cd'.repeat(32),
      drawnAt: '2030-06-08T00:00:30.000Z',
      totalTickets: 40,
      entrants: 3,
      winners: [{ rank: 1, username: 'pl***r', ticket: 17, amount: 500 }],
    });
    const keys: (string | null)[] = [];
    server.use(
      http.get('*/wps/promotions/7', () => answer(detail({ state: 'issued', claimableAmount: 500, raffle: drawn }))),
      http.post('*/wps/promotions/7/raffle/claim', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return answer({
          promotion: detail({ state: 'claimed', raffle: drawn }),
          bonus: {
            id: 1,
            source: 'promotion',
            promotionId: 7,
            title: 'Weekly raffle',
            amount: 500,
            wageringRequired: 0,
            wageringRemaining: 0,
            wagering: { required: 0, done: 0, left: 0 },
            progressPercent: 100,
            status: 'converted',
            onWithdrawal: 'forfeit',
            expiresAt: '2030-07-08T00:00:00.000Z',
            createdAt: '2030-06-08T00:01:00.000Z',
            settledAt: '2030-06-08T00:01:00.000Z',
          },
        });
      }),
    );
    await renderWithServer(<PromotionDetailView id={7} context={context} />);
    expect((await screen.findByTestId('raffle-won')).textContent).toContain('R$500.00');
    const winners = screen.getByTestId('raffle-winners');
    expect(within(winners).getByText('#17')).toBeTruthy();
    expect(screen.getByTestId('raffle-seed').textContent).toBe('cd'.repeat(32));
    await userEvent.click(screen.getByRole('button', { name: /claim/i }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^promo-/);
  });
});
