// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { AddBankAccountForm } from './add-bank-account-form.tsx';

listenForCalls();
afterEach(cleanup);

const accounts: BankAccountsValue = {
  accounts: [],
  max: 3,
  banks: ['Vietcombank', 'ACB'],
  payeeName: null,
  pix: false,
};

describe('adding a bank account', () => {
  it('refuses a short number before sending, then sends the bank, number and holder', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(
        '*/wps/payment/bank-accounts',
        async ({ request }) => (sent.push(await request.json()), answer({ id: 7 })),
      ),
    );
    const added: number[] = [];
    await renderWithServer(
      <AddBankAccountForm token="tok" accounts={accounts} onAdded={(id) => added.push(id)} onCancel={() => {}} />,
    );
    typeInto('field-bankName', 'ACB');
    typeInto('field-accountNumber', '12');
    typeInto('field-accountHolder', 'Nguyen Van A');
    fireEvent.click(screen.getByTestId('add-bank-submit'));
    expect((await screen.findByTestId('field-accountNumber-error')).textContent).toBe(
      'Enter 4 to 34 letters or digits.',
    );
    expect(sent).toEqual([]);

    typeInto('field-accountNumber', '0123456789');
    await waitFor(() => expect(screen.queryByTestId('field-accountNumber-error')).toBeNull());
    fireEvent.click(screen.getByTestId('add-bank-submit'));
    await waitFor(() => expect(added).toEqual([7]));
    expect(sent).toEqual([{ bankName: 'ACB', accountNumber: '0123456789', accountHolder: 'Nguyen Van A' }]);
  });

  it('puts the server refusing a number already added on the number field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/wps/payment/bank-accounts', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { accountNumber: 'ALREADY_TAKEN' } });
      }),
    );
    await renderWithServer(
      <AddBankAccountForm token="tok" accounts={accounts} onAdded={() => {}} onCancel={() => {}} />,
    );
    typeInto('field-accountNumber', '0123 4567-89');
    typeInto('field-accountHolder', 'Nguyen Van A');
    fireEvent.click(screen.getByTestId('add-bank-submit'));
    expect((await screen.findByTestId('field-accountNumber-error')).textContent).toBe(
      'This bank account is already added.',
    );
    expect(sent).toEqual([{ bankName: 'Vietcombank', accountNumber: '0123 4567-89', accountHolder: 'Nguyen Van A' }]);
  });
});
