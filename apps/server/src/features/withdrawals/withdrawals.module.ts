import type { AppContext } from '../../platform/context.ts';
import { paymentPasswordModule } from '../payment-password/payment-password.module.ts';
import { walletModule } from '../wallet/wallet.module.ts';
import { bonusesModule } from '../bonuses/bonuses.module.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createAdjustments } from './adjustments.ts';
import { createBankAccounts } from './bank-accounts.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { createWithdrawalReview } from './withdrawals.review.ts';
import { createWithdrawalsRepo } from './withdrawals.repo.ts';
import { createWithdrawalService } from './withdrawals.service.ts';
import { createPixPayouts } from './pix-payouts.ts';
import { createChannelsRepo } from '../deposits/channels.repo.ts';
import { createChannelSecrets } from '../deposits/channel-secrets.ts';

/** The withdrawal services of one app, built from the ledger and the payment password. */
export function buildWithdrawals(ctx: AppContext) {
  const { ledger, holds, accounts } = walletModule(ctx);
  const repo = createWithdrawalsRepo(ctx.db);
  const storage = createLocalDiskStorage(ctx.env.UPLOAD_DIR);
  const bankAccounts = createBankAccounts({ db: ctx.db, clock: ctx.clock, settings: ctx.settings });
  const wallet = createWalletService(ctx);
  const passwords = paymentPasswordModule(ctx);
  const bonuses = bonusesModule(ctx);
  const common = { db: ctx.db, clock: ctx.clock, settings: ctx.settings, repo, accounts, holds, storage };
  const payouts = createPixPayouts({
    db: ctx.db,
    clock: ctx.clock,
    channels: createChannelsRepo(ctx.db),
    secrets: createChannelSecrets(ctx),
    accounts,
    holds,
  });
  return {
    bankAccounts,
    withdrawals: createWithdrawalService({
      ...common,
      bankAccounts,
      verifyPaymentPassword: (memberId, password) => passwords.verify(memberId, password),
      paymentPasswordStatus: (memberId) => passwords.status(memberId),
      balance: (member) => wallet.balance(member),
      releaseBonusesIn: (trx, memberId, confirmedMinor) =>
        bonuses.releaseForWithdrawalIn(trx, memberId, confirmedMinor),
      bonusWallet: (memberId) => bonuses.forWithdrawal(memberId),
    }),
    review: createWithdrawalReview({ ...common, payouts }),
    payouts,
    adjustments: createAdjustments({ db: ctx.db, settings: ctx.settings, accounts, ledger }),
  };
}
