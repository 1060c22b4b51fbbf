import type { Kysely } from 'kysely';
import type {
  BankAccount,
  BankAccountsValue,
  BindBankAccountPayload,
  BindPixKeyPayload,
} from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import { maskPixKey, type PixKeyType } from '@portal/shared/pix-key';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkPixHolder, readPixKey } from './pix-keys.ts';

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
  pix_key_type: PixKeyType | null;
  created_at: Date;
};

/** A bank account's number or a PIX key, as the player's pages show it. */
export const maskPayee = (row: { account_number: string; pix_key_type: PixKeyType | null }) =>
  row.pix_key_type ? maskPixKey(row.pix_key_type, row.account_number) : maskAccountNumber(row.account_number);

/** What a PIX key is called where a bank's name goes. */
export const PIX_BANK_NAME = 'PIX';

export const presentBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bankName: row.bank_name,
  accountNumberMasked: maskPayee(row),
  accountHolder: row.account_holder,
  pixKeyType: row.pix_key_type,
  createdAt: row.created_at.toISOString(),
});

const COLUMNS = ['id', 'bank_name', 'account_number', 'account_holder', 'pix_key_type', 'created_at'] as const;

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
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();

  const payeeName = async (trx: Kysely<DB>, memberId: number) =>
    (await trx.selectFrom('members').select('payee_name').where('id', '=', memberId).executeTakeFirst())?.payee_name ??
    null;

  /** The member's lock taken and the live accounts within the limit; then `insert`'s row, presented. */
  const bindUnderLock = (memberId: number, insert: (trx: Kysely<DB>) => Promise<BankAccountRow>) =>
    inTransaction(db, async (trx) => {
      // The member's row is the lock every bind of that member queues on.
      await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
      return presentBankAccount(await insert(trx));
    });

  /** A PIX key (decision 049): a BRL brand, the key's shape, then its holder checked against the member. */
  async function bindPixKey(memberId: number, payload: BindPixKeyPayload): Promise<BankAccount> {
    if ((await deps.settings.get()).currency.code !== 'BRL') {
      throw new AppError('PIX_PAYOUT_UNAVAILABLE', { value: { reason: 'currency' } });
    }
    const pix = readPixKey(payload);
    return bindUnderLock(memberId, async (trx) => {
      const holder = await checkPixHolder(trx, memberId, pix);
      const accounts = await live(trx, memberId);
      if (accounts.some((a) => a.pix_key_type !== null && a.account_number === pix.key)) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { pixKey: FieldIssue.ALREADY_TAKEN } } });
      }
      if (accounts.length >= MAX_BANK_ACCOUNTS) {
        throw new AppError('BANK_ACCOUNT_LIMIT_REACHED', { value: { max: MAX_BANK_ACCOUNTS } });
      }
      return trx
        .insertInto('member_bank_accounts')
        .values({
          member_id: memberId,
          bank_name: PIX_BANK_NAME,
          account_number: pix.key,
          account_holder: holder,
          pix_key_type: pix.type,
          created_at: clock.now(),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
  }

  return {
    async list(memberId: number): Promise<BankAccountsValue> {
      const { withdrawals, currency } = await deps.settings.get();
      return {
        accounts: (await live(db, memberId)).map(presentBankAccount),
        max: MAX_BANK_ACCOUNTS,
        banks: withdrawals.banks,
        payeeName: await payeeName(db, memberId),
        pix: currency.code === 'BRL',
      };
    },

    /** A live account of the member, or undefined (another member's, removed, or unknown). */
    find: (memberId: number, id: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('member_bank_accounts')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    async bind(memberId: number, payload: BindBankAccountPayload): Promise<BankAccount> {
      if ('pixKeyType' in payload) return bindPixKey(memberId, payload);
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

      return bindUnderLock(memberId, async (trx) => {
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
        return trx
          .insertInto('member_bank_accounts')
          .values({
            member_id: memberId,
            bank_name: bankName,
            account_number: accountNumber,
            // The payee name as the member set it, so every account reads the same.
            account_holder: payee ?? accountHolder,
            created_at: clock.now(),
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
    },

    bindPixKey,

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
