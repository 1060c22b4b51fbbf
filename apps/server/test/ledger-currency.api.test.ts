import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedger } from '../src/features/wallet/ledger/ledger.ts';
import { AppError } from '../src/platform/app-error.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * Ledger accounts carry their currency. An account is found by its currency
 * too, a posting that names another currency than its accounts' is refused, and the brand's
 * currency (code or decimals) cannot change while a member holds money.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const brandCurrency = async () =>
  (await t.app.inject({ url: '/wps/system/status' })).json().value.currency as { code: string; decimals: number };

const patchCurrency = (currency: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload: { currency } });

const mainBalance = async (authorization: string) =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } })).json().value.sumBalance;

const journalCount = async (source: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('source', '=', source)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ledger accounts carry their currency', () => {
  it('finds a member account by its currency: another currency is another account', async () => {
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    const accounts = createLedgerAccounts({ db: t.database.db });
    const vnd = await accounts.player(id, 'main', 'VND');
    const usd = await accounts.player(id, 'main', 'USD');
    expect(usd).not.toBe(vnd);
    expect(await accounts.player(id, 'main', 'VND')).toBe(vnd);
    const houseVnd = await accounts.system('house:TEST', 'VND', id);
    const houseUsd = await accounts.system('house:TEST', 'USD', id);
    expect(houseUsd).not.toBe(houseVnd);
  });

  it('refuses a posting whose accounts are in another currency, and writes nothing', async () => {
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    const { code } = await brandCurrency();
    await fundWallet(t, id, 5_000);
    const db = t.database.db;
    const accounts = createLedgerAccounts({ db });
    const ledger = createLedger({ db, clock: systemClock });
    const main = await accounts.player(id, 'main', code);
    const house = await accounts.system('house:TEST', code, id);
    const other = code === 'USD' ? 'EUR' : 'USD';
    const refused = await ledger
      .post({
        source: 'currency-test',
        key: newKey(),
        kind: 'bet',
        memberId: id,
        currency: other,
        lines: [
          { accountId: main, amountMinor: -1_000 },
          { accountId: house, amountMinor: 1_000 },
        ],
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('LEDGER_CURRENCY_MISMATCH');
    expect((refused as AppError).value).toMatchObject({ accountCurrency: code, currency: other });

    // Two accounts of two currencies in one posting: refused as well, whatever the request states.
    const foreign = await accounts.system('house:TEST', other, id);
    const mixed = await ledger
      .post({
        source: 'currency-test',
        key: newKey(),
        kind: 'bet',
        memberId: id,
        lines: [
          { accountId: main, amountMinor: -1_000 },
          { accountId: foreign, amountMinor: 1_000 },
        ],
      })
      .catch((error: unknown) => error);
    expect((mixed as AppError).code).toBe('LEDGER_CURRENCY_MISMATCH');
    expect(await journalCount('currency-test')).toBe(0);
    expect((await accounts.ofMember(id)).find((a) => a.id === main)?.balance_minor).toBe(5_000);

    // In its own currency the same posting goes through.
    const posted = await ledger.post({
      source: 'currency-test',
      key: newKey(),
      kind: 'bet',
      memberId: id,
      currency: code,
      lines: [
        { accountId: main, amountMinor: -1_000 },
        { accountId: house, amountMinor: 1_000 },
      ],
    });
    expect(posted.entries.find((e) => e.accountId === main)?.balanceAfterMinor).toBe(4_000);
  });
});

describe('PATCH /admin/api/settings currency', () => {
  it('refuses a change of code or decimals while a member holds money, and allows it once none does', async () => {
    const before = await brandCurrency();
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    await fundWallet(t, id, 7_000);

    for (const change of [
      { decimals: before.decimals === 2 ? 0 : 2 },
      { code: before.code === 'USD' ? 'EUR' : 'USD' },
    ]) {
      const res = await patchCurrency(change);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CURRENCY_IN_USE' });
      expect(res.json().value.membersWithBalance).toBeGreaterThan(0);
    }
    expect(await brandCurrency()).toMatchObject({ code: before.code, decimals: before.decimals });
    // The symbol alone changes nothing a stored amount means: allowed.
    const symbol = await patchCurrency({ symbol: '¤' });
    expect(symbol.statusCode, symbol.body).toBe(200);

    // Every member's money out (the earlier tests' too): the currency may change now.
    const held = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'code', 'balance_minor'])
      .where('member_id', 'is not', null)
      .where('balance_minor', '<>', 0)
      .execute();
    for (const row of held) await fundWallet(t, row.member_id!, -row.balance_minor, row.code);
    const changed = await patchCurrency({ code: 'EUR', symbol: '€', decimals: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await brandCurrency()).toMatchObject({ code: 'EUR', decimals: 2 });

    // New money lands in new EUR accounts; the old currency's rows are not reached.
    await fundWallet(t, id, 1_234);
    expect(await mainBalance(member.authorization)).toBe(12.34);
    const rows = await createLedgerAccounts({ db: t.database.db }).ofMember(id);
    expect(
      rows
        .filter((r) => r.code === 'main')
        .map((r) => r.currency)
        .sort(),
    ).toEqual([before.code, 'EUR'].sort());
  });

  it.skipIf(!onPostgres)('a change waits for a posting in flight, then sees its money and is refused', async () => {
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    const { code, decimals } = await brandCurrency();
    const db = t.database.db;
    const accounts = createLedgerAccounts({ db });
    const ledger = createLedger({ db, clock: systemClock });
    const main = await accounts.player(id, 'main', code);
    const source = await accounts.system('adjustments', code, id);
    let patchSettled = false;
    let patch: Promise<Awaited<ReturnType<typeof patchCurrency>>> | undefined;
    await db.transaction().execute(async (trx) => {
      await ledger.postIn(trx, {
        source: 'currency-test',
        key: newKey(),
        kind: 'adjustment',
        memberId: id,
        currency: code,
        lines: [
          { accountId: source, amountMinor: -500 },
          { accountId: main, amountMinor: 500 },
        ],
      });
      patch = patchCurrency({ decimals: decimals === 2 ? 0 : 2 });
      void patch.then(() => (patchSettled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(patchSettled).toBe(false);
    });
    const res = await patch!;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CURRENCY_IN_USE');
    expect((await brandCurrency()).decimals).toBe(decimals);
  });
});
