// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { RgState } from '@portal/shared/contracts/responsible-gaming';
import rg from '../../../i18n/locales/en/responsible-gaming.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { LimitsSection } from './limits-section.tsx';
import { TimeSection } from './time-section.tsx';

listenForCalls();
withEnglishTexts({ 'responsible-gaming': rg });

const limit = (current: number | null) => ({ current, pending: null });
const periods = (current: number | null) => ({ day: limit(current), week: limit(null), month: limit(null) });
const state: RgState = {
  currency: 'BRL',
  decimals: 2,
  coolingOffHours: 24,
  money: { deposit: periods(100), loss: periods(null), wager: periods(null) },
  time: { session: limit(null), reality_check: limit(null) },
  usage: [],
  block: null,
};

const row = (testId: string) => within(screen.getByTestId(testId));
const typeIn = (testId: string, value: string) =>
  fireEvent.change(row(testId).getByRole('textbox'), { target: { value } });
/** Saves, and lets the form's asynchronous check end before the next keystroke. */
const save = async (testId: string) => {
  fireEvent.click(row(testId).getByRole('button', { name: 'Save' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a limit form', () => {
  it('refuses an amount of zero or no number and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(http.put('*/wps/rg/limits', async ({ request }) => (sent.push(await request.json()), answer(state))));
    await renderWithServer(<LimitsSection state={state} />);
    await save('rg-loss-week');
    expect((await row('rg-loss-week').findByRole('alert')).textContent).toBe('Enter an amount above zero.');
    for (const text of ['0', '-3', 'abc']) {
      typeIn('rg-loss-week', text);
      await save('rg-loss-week');
      await waitFor(() => expect(row('rg-loss-week').getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
      expect(row('rg-loss-week').getByRole('alert').textContent).toBe('Enter an amount above zero.');
    }
    expect(sent).toEqual([]);
  });

  it('sends the schema body (a comma as the decimal point) and empties the field once saved', async () => {
    const sent: unknown[] = [];
    server.use(http.put('*/wps/rg/limits', async ({ request }) => (sent.push(await request.json()), answer(state))));
    await renderWithServer(<LimitsSection state={state} />);
    typeIn('rg-wager-month', '50,25');
    await save('rg-wager-month');
    await waitFor(() => expect(sent).toEqual([{ kind: 'wager', period: 'month', amount: 50.25 }]));
    await waitFor(() => expect((row('rg-wager-month').getByRole('textbox') as HTMLInputElement).value).toBe(''));
    fireEvent.click(row('rg-deposit-day').getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ kind: 'deposit', period: 'day', amount: null });
  });

  it('puts a server refusal of the amount on the field, and shows any other refusal as the server says it', async () => {
    let refusal = refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { amount: 'TOO_BIG' } });
    server.use(http.put('*/wps/rg/limits', () => refusal));
    await renderWithServer(<LimitsSection state={state} />);
    typeIn('rg-loss-day', '99');
    await save('rg-loss-day');
    expect((await row('rg-loss-day').findByRole('alert')).textContent).toBe('Enter an amount above zero.');
    refusal = refuse(409, 'RG_LIMIT_REACHED', 'A change already waits.');
    await save('rg-loss-day');
    await waitFor(() => expect(row('rg-loss-day').getByRole('alert').textContent).toBe('A change already waits.'));
  });

  it('sends whole minutes within bounds and refuses others', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/wps/rg/time-limits', async ({ request }) => (sent.push(await request.json()), answer(state))),
    );
    await renderWithServer(<TimeSection state={state} />);
    typeIn('rg-session', '4');
    await save('rg-session');
    expect((await row('rg-session').findByRole('alert')).textContent).toBe('Enter whole minutes from 5 to 1440.');
    typeIn('rg-session', '90.5');
    await save('rg-session');
    await waitFor(() => expect(row('rg-session').getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    typeIn('rg-session', '90');
    await save('rg-session');
    await waitFor(() => expect(sent).toEqual([{ kind: 'session', minutes: 90 }]));
    await waitFor(() => expect(row('rg-session').queryByRole('alert')).toBeNull());
  });
});
