// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { BankAccountsValue, WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { WithdrawForm } from './withdraw-form.tsx';

listenForCalls();
afterEach(cleanup);

const options: WithdrawalOptions = {
  currency: 'BRL',
  decimals: 2,
  balance: { currency: 'BRL', decimals: 2, sumBalance: 1_000, wallets: [{ code: 'main', balance: 1_000 }] },
  withdrawable: 1_000,
  minAmount: 50,
  maxAmount: 5_000,
  dailyMax: 10_000,
  dailyUsed: 0,
  dailyAvailable: 10_000,
  turnoverRemaining: 0,
  hasPaymentPassword: true,
  autoReceiptMinutes: 60,
  bonus: { activeAmount: 0, wagering: { required: 0, done: 0, left: 0 }, forfeitAmount: 0, refuses: false },
};

const account = (id: number, bankName: string) => ({
  id,
  bankName,
  accountNumberMasked: `**** ${id}${id}${id}${id}`,
  accountHolder: 'Ana',
  pixKeyType: null,
  createdAt: '',
});

const banks: BankAccountsValue = {
  accounts: [account(7, 'Banco do Brasil'), account(8, 'Itaú')],
  max: 3,
  banks: [],
  payeeName: 'Ana',
  pix: false,
};

const withdrawal = {
  ...account(7, 'Banco do Brasil'),
  amount: 60.5,
  currency: 'BRL',
  status: 'in_process',
  payoutState: null,
  reviewedAt: null,
  rejectReason: null,
  confirmation: null,
  confirmBy: null,
  confirmedAt: null,
  receivedAmount: 0,
  remainingAmount: 60.5,
  proofCount: 0,
  replayed: false,
  createdAt: new Date().toISOString(),
};

const errorOf = (name: string) => screen.findByTestId(`field-${name}-error`).then((node) => node.textContent);

async function form(reply: () => Response = () => answer(withdrawal)) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/payment/bank-accounts', () => answer(banks)),
    http.post('*/wps/payment/withdrawals', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  await renderWithServer(<WithdrawForm token="tok" options={options} />);
  await screen.findAllByTestId('bank-account');
  return sent;
}

describe('the withdraw form', () => {
  it('refuses an amount with too many decimals, below the minimum or over the balance, and a short PIN, sending nothing', async () => {
    const sent = await form();
    typeInto('field-amount', '60.123');
    typeInto('field-paymentPassword', '12a');
    expect((screen.getByTestId('field-paymentPassword') as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await errorOf('amount')).toBe('Use at most 2 decimals.');
    expect(await errorOf('paymentPassword')).toBe('6 digits');
    typeInto('field-amount', '10');
    await waitFor(async () => expect(await errorOf('amount')).toBe('The minimum withdrawal is R$50.00.'));
    typeInto('field-amount', '1000.01');
    await waitFor(async () =>
      expect(await errorOf('amount')).toBe('The amount is more than your withdrawable balance.'),
    );
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the amount as a number in major units with the account picked', async () => {
    const sent = await form();
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    typeInto('field-amount', ' 60,50 ');
    typeInto('field-paymentPassword', '246810');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain('60.50');
    expect(sent).toEqual([{ amount: 60.5, bankAccountId: 8, paymentPassword: '246810' }]);
    expect((screen.getByTestId('field-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('field-paymentPassword') as HTMLInputElement).value).toBe('');
  });

  it('puts the server refusing the amount, or the PIN, on its field', async () => {
    let refusal = refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { amount: 'TOO_BIG' } });
    const sent = await form(() => refusal);
    typeInto('field-amount', '60');
    typeInto('field-paymentPassword', '246810');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await errorOf('amount')).toBe('The maximum withdrawal is R$5,000.00.');
    refusal = refuse(422, 'PAYMENT_PASSWORD_INCORRECT', 'Wrong payment password: 4 tries left.');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await errorOf('paymentPassword')).toBe('Wrong payment password: 4 tries left.');
    expect(sent).toHaveLength(2);
  });
});
