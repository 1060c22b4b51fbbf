// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { BankAccountsValue } from '@portal/shared/contracts/withdrawals';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { AddPixKeyForm } from './add-pix-key-form.tsx';

listenForCalls();
afterEach(cleanup);

const accounts: BankAccountsValue = { accounts: [], max: 3, banks: [], payeeName: null, pix: true };

describe('adding a PIX key', () => {
  it('masks a CPF while typing and refuses wrong check digits before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/wps/payment/bank-accounts', async ({ request }) => (sent.push(await request.json()), answer(null))),
    );
    await renderWithServer(<AddPixKeyForm token="tok" accounts={accounts} onAdded={() => {}} onCancel={() => {}} />);
    typeInto('field-pixKey', '52998224724');
    expect((screen.getByTestId('field-pixKey') as HTMLInputElement).value).toBe('529.982.247-24');
    typeInto('field-accountHolder', 'Ana Souza');
    fireEvent.click(screen.getByTestId('add-pix-submit'));
    expect((await screen.findByTestId('field-pixKey-error')).textContent).toBe(
      'This CPF is not valid: check the digits.',
    );
    expect(sent).toEqual([]);
  });

  it('sends a mobile with its +55 and shows the server refusing another CPF or name on the right field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/wps/payment/bank-accounts', async ({ request }) => {
        sent.push(await request.json());
        return refuse(422, 'PIX_HOLDER_MISMATCH', 'The PIX key must be in your own name and CPF.', {
          field: 'accountHolder',
          reason: 'name',
        });
      }),
    );
    await renderWithServer(<AddPixKeyForm token="tok" accounts={accounts} onAdded={() => {}} onCancel={() => {}} />);
    typeInto('field-pixKeyType', 'phone');
    typeInto('field-pixKey', '21998765432');
    expect((screen.getByTestId('field-pixKey') as HTMLInputElement).value).toBe('(21) 99876-5432');
    typeInto('field-accountHolder', 'Maria Silva');
    fireEvent.click(screen.getByTestId('add-pix-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-accountHolder-error').textContent).toBe(
        'The key holder must be your payee name.',
      ),
    );
    expect(sent).toEqual([{ pixKeyType: 'phone', pixKey: '+55 (21) 99876-5432', accountHolder: 'Maria Silva' }]);
  });

  it('puts the server refusing a key already added on the key field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/wps/payment/bank-accounts', async ({ request }) => {
        sent.push(await request.json());
        return refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { pixKey: 'ALREADY_TAKEN' } });
      }),
    );
    await renderWithServer(
      <AddPixKeyForm
        token="tok"
        accounts={{ ...accounts, payeeName: 'Ana Souza' }}
        onAdded={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId('pix-holder-fixed').textContent).toBe('Ana Souza');
    typeInto('field-pixKey', '52998224725');
    fireEvent.click(screen.getByTestId('add-pix-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-pixKey-error').textContent).toBe('This PIX key is already added.'),
    );
    expect(sent).toEqual([{ pixKeyType: 'cpf', pixKey: '529.982.247-25', accountHolder: 'Ana Souza' }]);
  });
});
