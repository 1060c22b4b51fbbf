// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ContractView, Downline } from '@portal/shared/contracts/agents';
import agents from '../../../i18n/locales/en/agents.json';
import { renderWithServer, typeInto, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { OfferForm } from './offer-form.tsx';

listenForCalls();
withEnglishTexts({ agents });

const own: ContractView = {
  id: 1,
  kind: 'daily_salary',
  basis: 'bet',
  tiers: [
    { threshold: 0, ratePercent: 3 },
    { threshold: 1000, ratePercent: 4 },
  ],
  cycle: 'daily',
  rollover: false,
  status: 'active',
  payer: 'platform',
  member: { id: 9, username: 'me' },
  offeredBy: null,
  createdAt: '2030-01-01T00:00:00Z',
  decidedAt: null,
  terminatedAt: null,
  terminatedReason: null,
};

const agent: Downline = {
  id: 42,
  username: 'ana',
  type: 2,
  level: 1,
  upline: 'me',
  registeredAt: '2030-01-01T00:00:00Z',
  balance: 0,
  deposits: 0,
  validBets: 0,
  profitLoss: 0,
  teamSize: 0,
};

function listen(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/agent/downlines', () => answer({ list: [agent], page: 1, totalPages: 1, total: 1 })),
    http.post('*/wps/agent/contracts', async ({ request }) => (sent.push(await request.json()), reply())),
  );
  return sent;
}

const form = <OfferForm open kind={own.kind} own={own} token="tok" decimals={2} onClose={() => {}} />;

describe('an offer to a downline agent', () => {
  it('asks for an agent and each tier, flags a rate above the own one, and sends nothing', async () => {
    const sent = listen(() => answer(own));
    await renderWithServer(form);
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect(await screen.findByText('Choose the agent to offer the contract to.')).toBeTruthy();
    expect(screen.getAllByText('Enter a rate.')).toHaveLength(2);
    typeInto('contract-tier-rate-0', '3.5');
    typeInto('contract-tier-rate-1', '4');
    await waitFor(() => expect(screen.getByTestId('contract-tier-rate-0').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('sends the schema body and says it was sent; a refusal shows as the form says it', async () => {
    let reply = () => answer(own);
    const sent = listen(() => reply());
    await renderWithServer(form);
    await screen.findByText(/ana/);
    typeInto('contract-offer-member', '42');
    typeInto('contract-tier-threshold-1', '1000,50');
    typeInto('contract-tier-rate-0', '2');
    typeInto('contract-tier-rate-1', '3.25');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    await screen.findByTestId('contract-offer-done');
    expect(sent).toEqual([
      {
        memberId: 42,
        kind: 'daily_salary',
        basis: 'bet',
        tiers: [
          { threshold: 0, ratePercent: 2 },
          { threshold: 1000.5, ratePercent: 3.25 },
        ],
        rollover: false,
      },
    ]);
    reply = () => refuse(409, 'CONTRACT_RATE_ABOVE_OWN', 'Above.');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('contract-offer-error')).textContent).toBe(
      "A rate is above your own contract's rate at its threshold.",
    );
  });
});
