import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmv, readTemplate } from '@portal/shared/payment-qr';
import { createBankChannel, deposit } from './deposit-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * VietQR bank transfers (issue 31): on a VND brand, a bank-transfer channel that names its bank by
 * NAPAS BIN answers each order with a VietQR code (account, amount in dong, the order number as
 * the transfer note), so the player's bank app fills the transfer in; the operator still confirms it.
 */
let t: TestApp;
let vietcombank: number;
let unnamedBank: number;

beforeAll(async () => {
  t = await createTestApp();
  const auth = await operatorAuth(t.app);
  const settings = (await t.app.inject({ url: '/admin/api/settings', headers: auth })).json().value;
  const changed = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: auth,
    payload: { currency: { ...settings.currency, code: 'VND', decimals: 0 } },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  vietcombank = (
    await createBankChannel(t.app, {
      name: 'Vietcombank',
      min: 50_000,
      max: 50_000_000,
      bank: {
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountName: 'CONG TY LOTUS',
        accountNumber: '0011 0041 23456',
      },
    })
  ).id;
  unnamedBank = (await createBankChannel(t.app, { name: 'Other bank', min: 50_000, max: 50_000_000 })).id;
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

describe('VietQR bank transfers', () => {
  it('answers the order with a VietQR code for the account, the amount and the order number as the note', async () => {
    const member = await registerMember(t.app);
    const res = await deposit(t.app, member.authorization, { channelId: vietcombank, amount: 150_000 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().value as { orderId: string; status: string; reference: string; vietQr: string };
    expect(order).toMatchObject({ status: 'pending', reference: order.orderId });

    const fields = readEmv(order.vietQr)!;
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('150000');
    const account = readTemplate(fields.get('38')!)!;
    expect(Object.fromEntries(readTemplate(account.get('01')!)!)).toEqual({ '00': '970436', '01': '0011004123456' });
    expect(readTemplate(fields.get('62')!)?.get('08')).toBe(order.orderId);

    // The player's channel list names the bank by its BIN, for the page to say which app to open.
    const channels = (
      await t.app.inject({ url: '/wps/payment/channels', headers: { authorization: member.authorization } })
    ).json().value.channels as { id: number; bank: { bankBin: string | null } | null }[];
    expect(channels.find((c) => c.id === vietcombank)?.bank?.bankBin).toBe('970436');
    // Read again (the history, the order page), the code is the same until the operator decides.
    const again = await t.app.inject({
      url: `/wps/payment/deposits/${order.orderId}`,
      headers: { authorization: member.authorization },
    });
    expect(again.json().value.vietQr).toBe(order.vietQr);
  });

  it('still asks for the reference where the channel names no bank', async () => {
    const member = await registerMember(t.app);
    const res = await deposit(t.app, member.authorization, { channelId: unnamedBank, amount: 150_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({ reference: 'REQUIRED' });
    const named = await deposit(t.app, member.authorization, {
      channelId: unnamedBank,
      amount: 150_000,
      reference: 'NAP 42',
    });
    expect(named.json().value).toMatchObject({ reference: 'NAP 42', vietQr: null });
  });

  it('refuses a bank BIN that is not six digits when the operator sets one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/payment-channels',
      headers: await operatorAuth(t.app),
      payload: {
        type: 'bank_transfer',
        name: 'Bad',
        min: 50_000,
        max: 100_000,
        bank: { bankBin: 'VCB', bankName: 'B', accountName: 'A', accountNumber: '1' },
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
