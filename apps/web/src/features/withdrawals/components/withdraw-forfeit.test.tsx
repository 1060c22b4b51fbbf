// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { BankAccountsValue, WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { BonusWallet } from './bonus-wallet.tsx';

listenForCalls();
afterEach(cleanup);

const options = (bonus: Partial<WithdrawalOptions['bonus']> = {}): WithdrawalOptions => ({
  currency: 'BRL',
  decimals: 2,
  balance: { currency: 'BRL', decimals: 2, sumBalance: 200, wallets: [{ code: 'main', balance: 100 }] },
  withdrawable: 100,
  minAmount: 50,
  maxAmount: 5_000,
  dailyMax: 10_000,
  dailyUsed: 0,
  dailyAvailable: 10_000,
  turnoverRemaining: 0,
  hasPaymentPassword: true,
  autoReceiptMinutes: 60,
  bonus: {
    activeAmount: 100,
    wagering: { required: 1_000, done: 27.85, left: 972.15 },
    forfeitAmount: 100,
    refuses: false,
    ...bonus,
  },
});

const banks: BankAccountsValue = {
  accounts: [
    {
      id: 7,
      bankName: 'Banco do Brasil',
      accountNumberMasked: '**** 5678',
      accountHolder: 'Ana',
      pixKeyType: null,
      createdAt: '',
    },
  ],
  max: 3,
  banks: [],
  payeeName: 'Ana',
  pix: false,
};

const withdrawal = {
  id: 1,
  amount: 60,
  currency: 'BRL',
  status: 'in_process',
  bankName: 'Banco do Brasil',
  accountNumberMasked: '**** 5678',
  accountHolder: 'Ana',
  createdAt: new Date().toISOString(),
  reviewedAt: null,
  rejectReason: null,
  confirmation: null,
  confirmBy: null,
  confirmedAt: null,
  receivedAmount: 0,
  remainingAmount: 60,
  proofCount: 0,
  replayed: false,
};

/** The form filled with 60.00 and the PIN, every request body it sends kept in `sent`. */
async function filledForm(value: WithdrawalOptions, reply?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('*/wps/payment/bank-accounts', () => answer(banks)),
    http.get('*/wps/payment/withdrawals/options', () => answer(value)),
    http.get('*/wps/payment/withdrawals', () => answer({ items: [], page: 1, pageSize: 5, total: 0, totalPages: 0 })),
    http.get('*/wps/v2/wallets/balance', () => answer(value.balance)),
    http.post('*/wps/payment/withdrawals', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply ? reply(body) : answer(withdrawal);
    }),
  );
  await renderWithServer(<WithdrawForm token="tok" options={value} />);
  await screen.findByTestId('bank-account');
  fireEvent.change(screen.getByTestId('field-amount'), { target: { value: '60' } });
  fireEvent.change(screen.getByTestId('field-paymentPassword'), { target: { value: '246810' } });
  return sent;
}

describe('a withdrawal that would forfeit a bonus', () => {
  it('asks first, naming the bonus lost in money; cancel sends nothing', async () => {
    const sent = await filledForm(options());
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toMatch(/you lose R\$\s?100\.00 of bonus money/);
    expect(dialog.textContent).toMatch(/withdraw R\$\s?60\.00 now/);
    expect(screen.getByTestId('confirm-ok').textContent).toMatch(/Withdraw and lose R\$\s?100\.00/);
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(screen.queryByTestId('withdraw-done')).toBeNull();
  });

  it('sends the amount the player agreed to lose when confirmed', async () => {
    const sent = await filledForm(options());
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain('60.00');
    expect(sent).toEqual([{ amount: 60, bankAccountId: 7, paymentPassword: '246810', confirmForfeit: 100 }]);
  });

  it('asks again with the server’s amount when the bonus wallet grew meanwhile', async () => {
    const sent = await filledForm(options(), (body) =>
      body.confirmForfeit === 130
        ? answer(withdrawal)
        : refuse(422, 'BONUS_FORFEIT_UNCONFIRMED', 'This withdrawal cancels your bonus.', { forfeitAmount: 130 }),
    );
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('confirm-ok').textContent).toMatch(/lose R\$\s?130\.00/));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('withdraw-done');
    expect(sent.map((body) => body.confirmForfeit)).toEqual([100, 130]);
  });

  it('sends at once, without a question, when no bonus is at stake', async () => {
    const sent = await filledForm(
      options({ activeAmount: 0, forfeitAmount: 0, wagering: { required: 0, done: 0, left: 0 } }),
    );
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-done');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(sent).toEqual([{ amount: 60, bankAccountId: 7, paymentPassword: '246810' }]);
  });
});

describe('the bonus wallet on the withdraw page', () => {
  it('shows the locked amount and the wagering figures the bonus pages show, and says what a withdrawal does', async () => {
    await renderWithServer(<BonusWallet options={options()} />);
    expect(screen.getByTestId('withdraw-bonus-amount').textContent).toMatch(/R\$\s?100\.00/);
    expect(screen.getByTestId('withdraw-bonus-wagering-required').textContent).toBe('R$1,000.00');
    expect(screen.getByTestId('withdraw-bonus-wagering-done').textContent).toBe('R$27.85');
    expect(screen.getByTestId('withdraw-bonus-wagering-left').textContent).toBe('R$972.15');
    expect(screen.getByTestId('withdraw-bonus-notice').textContent).toContain('forfeits it');
  });
});
