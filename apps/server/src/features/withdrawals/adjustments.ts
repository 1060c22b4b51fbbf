import type { Kysely } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor, toMinor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { MAIN, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Ledger } from '../wallet/ledger/ledger.ts';

export const ADJUSTMENTS = 'adjustments';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/** An adjustment checked and its accounts made, ready to post (in a four-eyes approval's transaction too). */
export interface PreparedAdjustment {
  memberId: number;
  amountMinor: number;
  currency: string;
  decimals: number;
  mainId: number;
  adjustmentsId: number;
  reason: string;
}

/**
 * An operator's balance adjustment: a signed amount between the 'adjustments' system account and
 * the member's main wallet, idempotent by the call's key (source 'adjustment'). A debit larger
 * than the wallet is INSUFFICIENT_FUNDS; nothing moves. `prepare` checks it and makes the accounts
 * outside any transaction (PGlite has one connection); `postIn` posts it in the caller's.
 */
export function createAdjustments(deps: {
  db: Kysely<DB>;
  settings: SettingsService;
  accounts: LedgerAccounts;
  ledger: Ledger;
}) {
  return {
    async prepare(payload: { memberId: number; amount: number; reason: string }): Promise<PreparedAdjustment> {
      const { code, decimals } = (await deps.settings.get()).currency;
      const parsed = toMinor(payload.amount, decimals);
      if (!parsed.ok)
        throw invalid(
          'amount',
          parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG,
        );
      if (parsed.minor === 0) throw invalid('amount', FieldIssue.INVALID_VALUE);
      const member = await deps.db
        .selectFrom('members')
        .select('id')
        .where('id', '=', payload.memberId)
        .executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND');
      return {
        memberId: member.id,
        amountMinor: parsed.minor,
        currency: code,
        decimals,
        mainId: await deps.accounts.player(member.id, MAIN, code),
        adjustmentsId: await deps.accounts.system(ADJUSTMENTS, code, member.id),
        reason: payload.reason,
      };
    },

    /** Posts a prepared adjustment; `memo` names the operators (requester, and approver under four-eyes). */
    async postIn(trx: Kysely<DB>, prepared: PreparedAdjustment, key: string, memo: Record<string, unknown>) {
      const { decimals } = prepared;
      try {
        const posting = await deps.ledger.postIn(trx, {
          source: 'adjustment',
          key,
          kind: 'adjustment',
          memberId: prepared.memberId,
          reference: prepared.reason,
          memo,
          lines: [
            { accountId: prepared.adjustmentsId, amountMinor: -prepared.amountMinor },
            { accountId: prepared.mainId, amountMinor: prepared.amountMinor },
          ],
        });
        const entry = posting.entries.find((e) => e.accountId === prepared.mainId)!;
        return {
          transactionId: posting.transactionId,
          memberId: prepared.memberId,
          amount: toMajor(prepared.amountMinor, decimals),
          replayed: posting.replayed,
          balance: toMajor(entry.balanceAfterMinor, decimals),
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
          const { balanceMinor } = error.value as { balanceMinor: number };
          throw new AppError('INSUFFICIENT_FUNDS', { value: { balance: toMajor(balanceMinor, decimals) } });
        }
        throw error;
      }
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
