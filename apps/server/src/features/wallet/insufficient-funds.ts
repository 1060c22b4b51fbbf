import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { walletModule } from './wallet.module.ts';

/**
 * A posting refused for INSUFFICIENT_FUNDS answers what the paying wallet holds, in major units,
 * not ledger ids: shared by the member's own transfers and the transfer to the upline.
 */
export function createInsufficientFunds(ctx: AppContext) {
  const { ledger } = walletModule(ctx);

  async function insufficient(accountId: number, decimals: number): Promise<AppError> {
    const row = await ctx.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', accountId)
      .executeTakeFirst();
    return new AppError('INSUFFICIENT_FUNDS', { value: { balance: toMajor(row?.balance_minor ?? 0, decimals) } });
  }

  async function orInsufficient<T>(fromId: number, decimals: number, post: () => Promise<T>): Promise<T> {
    try {
      return await post();
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw await insufficient(fromId, decimals);
      }
      throw error;
    }
  }

  /** A two-line posting from one account to another, refused as above. */
  async function postOrInsufficient(
    fromId: number,
    toId: number,
    amountMinor: number,
    decimals: number,
    posting: { source: string; key: string; kind: string; memberId: number; reference: string; currency: string },
  ) {
    return orInsufficient(fromId, decimals, () =>
      ledger.post({
        ...posting,
        lines: [
          { accountId: fromId, amountMinor: -amountMinor },
          { accountId: toId, amountMinor },
        ],
      }),
    );
  }

  return { insufficient, orInsufficient, postOrInsufficient };
}
