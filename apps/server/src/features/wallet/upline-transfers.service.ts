import type { UplineTransferPayload, UplineTransferValue } from '@portal/shared/contracts/transfers';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import { verifyPaymentPassword } from '../payment-password/payment-password.module.ts';
import { parseAmount } from './amounts.ts';
import { createInsufficientFunds } from './insufficient-funds.ts';
import { MAIN } from './ledger/accounts.ts';
import { turnoverOwed } from './turnover.ts';
import { walletModule } from './wallet.module.ts';
import { createWalletService } from './wallet.service.ts';
import { assertNoCashOutHold } from '../members/cash-out-hold.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** Ledger source of a player's transfers to the upline; keys are scoped by the member. */
export const UPLINE_SOURCE = 'transfer_upline';

/** A member's transfer from the main wallet to the upline's (flags.transferToUpline). */
export function createUplineTransferService(ctx: AppContext) {
  const { accounts } = walletModule(ctx);
  const wallet = createWalletService(ctx);
  const { postOrInsufficient } = createInsufficientFunds(ctx);
  const scopedKey = (memberId: number, key: string) => `${memberId}:${key}`;

  return {
    /**
     * POST /wps/wallet/transfer-upline: from the main wallet to the upline's main wallet, when the
     * brand allows it (flags.transferToUpline) and the member has an upline; the payment password
     * is checked first (each call, replays too: the key does not stand in for the password), then
     * the turnover requirement, as for a withdrawal (TURNOVER_REQUIREMENT_NOT_MET).
     */
    async transferToUpline(
      member: MemberPrincipal,
      key: string,
      payload: UplineTransferPayload,
    ): Promise<UplineTransferValue> {
      const settings = await ctx.settings.get();
      const { currency } = settings;
      const upline = await ctx.db
        .selectFrom('members as m')
        .innerJoin('members as u', 'u.id', 'm.upline_id')
        .select(['u.id', 'u.username', 'u.status', 'u.type'])
        .where('m.id', '=', member.id)
        .executeTakeFirst();
      if (
        !settings.flags.transferToUpline ||
        !upline ||
        upline.type === MEMBER_TYPE.trial ||
        upline.status !== 'active'
      ) {
        throw new AppError('FORBIDDEN');
      }
      const amountMinor = parseAmount(payload.amount, currency.decimals);
      await verifyPaymentPassword(ctx, member.id, payload.paymentPassword);
      // Money to another member leaves like a withdrawal: not while wagering is still owed (docs/security.md).
      const owed = await turnoverOwed(ctx.db, member.id);
      if (owed > 0) {
        throw new AppError('TURNOVER_REQUIREMENT_NOT_MET', { value: { remaining: toMajor(owed, currency.decimals) } });
      }
      await assertNoCashOutHold(ctx.db, member.id, ctx.clock.now());
      const fromId = await accounts.player(member.id, MAIN, currency.code);
      const toId = await accounts.player(upline.id, MAIN, currency.code);
      const result = await postOrInsufficient(fromId, toId, amountMinor, currency.decimals, {
        source: UPLINE_SOURCE,
        key: scopedKey(member.id, key),
        kind: 'transfer_upline',
        memberId: member.id,
        reference: `upline:${upline.id}`,
        currency: currency.code,
      });
      return {
        transactionId: result.transactionId,
        upline: upline.username,
        amount: toMajor(amountMinor, currency.decimals),
        replayed: result.replayed,
        balance: await wallet.balance(member),
      };
    },
  };
}
