import type { Kysely } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor, toMinor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { MAIN, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Ledger } from '../wallet/ledger/ledger.ts';

export const ADJUSTMENTS = 'adjustments';

const invalid = (field: string, issue: FieldIssue) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });

/**
 * An operator's balance adjustment: a signed amount between the 'adjustments' system account and
 * the member's main wallet, idempotent by the call's key (source 'adjustment'). A debit larger
 * than the wallet is INSUFFICIENT_FUNDS; nothing moves.
 */
export function createAdjustments(deps: {
  db: Kysely<DB>;
  settings: SettingsService;
  accounts: LedgerAccounts;
  ledger: Ledger;
}) {
  return {
    async adjust(payload: { memberId: number; amount: number; reason: string }, key: string, operator: string) {
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
      const mainId = await deps.accounts.player(member.id, MAIN, code);
      const adjustmentsId = await deps.accounts.system(ADJUSTMENTS, code, member.id);
      try {
        const posting = await deps.ledger.post({
          source: 'adjustment',
          key,
          kind: 'adjustment',
          memberId: member.id,
          reference: payload.reason,
          memo: { operator },
          currency: code,
          lines: [
            { accountId: adjustmentsId, amountMinor: -parsed.minor },
            { accountId: mainId, amountMinor: parsed.minor },
          ],
        });
        const entry = posting.entries.find((e) => e.accountId === mainId)!;
        return {
          transactionId: posting.transactionId,
          memberId: member.id,
          amount: toMajor(parsed.minor, decimals),
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
