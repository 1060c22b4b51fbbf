import type { Kysely } from 'kysely';
import type { BankAccount, BankAccountsValue, BindBankAccountPayload } from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Live payee accounts a member may keep. */
export const MAX_BANK_ACCOUNTS = 3;

const ACCOUNT_NUMBER = /^[0-9A-Za-z]{4,34}$/;
const CONTROL = /\p{Cc}/u;

/** The number as the operator pays it, with its spaces and dashes dropped. */
export const normalizeAccountNumber = (raw: string) => raw.replace(/[\s-]/g, '');
/** Names compare with their spaces collapsed and case ignored. */
const normalizeName = (raw: string) => raw.trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) => normalizeName(a).toLowerCase() === normalizeName(b).toLowerCase();

/** Only the last four characters, so a shoulder-surfer or a screenshot does not carry the number. */
export const maskAccountNumber = (number: string) => `**** ${number.slice(-4)}`;

type BankAccountRow = {
  id: number;
  bank_name: string;
  account_number: string;
  account_holder: string;
  created_at: Date;
};

export const presentBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bankName: row.bank_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
  accountHolder: row.account_holder,
  createdAt: row.created_at.toISOString(),
});

/**
 * The payee accounts withdrawals are paid to: at most MAX_BANK_ACCOUNTS live per member (counted
 * under a lock on the member, so parallel binds cannot pass it), the bank from the brand's list
 * when it has one, the holder equal to the member's payee name when that is set (set once in the
 * security center, decision 011).
 */
export function createBankAccounts(deps: { db: Kysely<DB>; clock: Clock; settings: SettingsService }) {
  const { db, clock } = deps;

  const live = (trx: Kysely<DB>, memberId: number) =>
    trx
      .selectFrom('member_bank_accounts')
      .select(['id', 'bank_name', 'account_number', 'account_holder', 'created_at'])
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();

  const payeeName = async (trx: Kysely<DB>, memberId: number) =>
    (await trx.selectFrom('members').select('payee_name').where('id', '=', memberId).executeTakeFirst())?.payee_name ??
    null;

  return {
    async list(memberId: number): Promise<BankAccountsValue> {
      const { banks } = (await deps.settings.get()).withdrawals;
      return {
        accounts: (await live(db, memberId)).map(presentBankAccount),
        max: MAX_BANK_ACCOUNTS,
        banks,
        payeeName: await payeeName(db, memberId),
      };
    },

    /** A live account of the member, or undefined (another member's, removed, or unknown). */
    find: (memberId: number, id: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('member_bank_accounts')
        .select(['id', 'bank_name', 'account_number', 'account_holder', 'created_at'])
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    async bind(memberId: number, payload: BindBankAccountPayload): Promise<BankAccount> {
      const { banks } = (await deps.settings.get()).withdrawals;
      const bankName = normalizeName(payload.bankName);
      const accountNumber = normalizeAccountNumber(payload.accountNumber);
      const accountHolder = normalizeName(payload.accountHolder);
      const fields: Record<string, FieldIssue> = {};
      if (bankName === '') fields.bankName = FieldIssue.REQUIRED;
      else if (banks.length > 0 && !banks.includes(bankName)) fields.bankName = FieldIssue.INVALID_VALUE;
      else if (bankName.length > 100 || CONTROL.test(bankName)) fields.bankName = FieldIssue.INVALID_VALUE;
      if (accountNumber === '') fields.accountNumber = FieldIssue.REQUIRED;
      else if (!ACCOUNT_NUMBER.test(accountNumber)) fields.accountNumber = FieldIssue.PATTERN_MISMATCH;
      if (accountHolder === '') fields.accountHolder = FieldIssue.REQUIRED;
      else if (accountHolder.length > 100 || CONTROL.test(accountHolder)) {
        fields.accountHolder = FieldIssue.INVALID_VALUE;
      }
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });

      return inTransaction(db, async (trx) => {
        // The member's row is the lock every bind of that member queues on.
        await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
        const payee = await payeeName(trx, memberId);
        if (payee !== null && !sameName(payee, accountHolder)) {
          throw new AppError('VALIDATION_FAILED', {
            value: { fields: { accountHolder: FieldIssue.NOT_EQUAL }, payeeName: payee },
          });
        }
        const accounts = await live(trx, memberId);
        if (accounts.some((a) => a.bank_name === bankName && a.account_number === accountNumber)) {
          throw new AppError('VALIDATION_FAILED', { value: { fields: { accountNumber: FieldIssue.ALREADY_TAKEN } } });
        }
        if (accounts.length >= MAX_BANK_ACCOUNTS) {
          throw new AppError('BANK_ACCOUNT_LIMIT_REACHED', { value: { max: MAX_BANK_ACCOUNTS } });
        }
        const row = await trx
          .insertInto('member_bank_accounts')
          .values({
            member_id: memberId,
            bank_name: bankName,
            account_number: accountNumber,
            // The payee name as the member set it, so every account reads the same.
            account_holder: payee ?? accountHolder,
            created_at: clock.now(),
          })
          .returning(['id', 'bank_name', 'account_number', 'account_holder', 'created_at'])
          .executeTakeFirstOrThrow();
        return presentBankAccount(row);
      });
    },

    /** Removes a live account of the member; any other id is NOT_FOUND. */
    async remove(memberId: number, id: number): Promise<void> {
      const result = await db
        .updateTable('member_bank_accounts')
        .set({ removed_at: clock.now() })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new AppError('NOT_FOUND');
    },
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
