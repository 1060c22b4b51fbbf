import type { BalanceValue } from '@portal/shared/contracts/wallet';
import { toMajor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import { MAIN } from './ledger/accounts.ts';
import type { WalletRow } from './ledger/ledger.ts';
import { walletModule } from './wallet.module.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

const demoKey = (memberId: number) => `demo-balance:${memberId}`;

/** Wallet codes in the order a player sees them. */
const rank = (code: string) => (code === MAIN ? 0 : code === 'bonus' ? 1 : 2);

/** The balance answer from a member's accounts: the brand's currency only, main first, then bonus, then vendors. */
export function balanceFrom(rows: WalletRow[], currency: { code: string; decimals: number }): BalanceValue {
  const { code, decimals } = currency;
  const held = rows.filter((row) => row.currency === code);
  const wallets = held
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map((row) => ({ code: row.code, balance: toMajor(row.balance_minor, decimals) }));
  if (!wallets.some((w) => w.code === MAIN)) wallets.unshift({ code: MAIN, balance: 0 });
  const sumMinor = held.reduce((sum, row) => sum + row.balance_minor, 0);
  return { sumBalance: toMajor(sumMinor, decimals), currency: code, decimals, wallets };
}

export function createWalletService(ctx: AppContext) {
  const { ledger, accounts } = walletModule(ctx);
  const currency = async () => (await ctx.settings.get()).currency;

  /**
   * A trial account's play money, granted once on its first balance read (idempotent by the
   * member: a second read, or a race of two, grants nothing more).
   */
  async function grantDemoBalance(memberId: number, code: string) {
    const amountMinor = ctx.env.TRIAL_DEMO_BALANCE * 10 ** (await currency()).decimals;
    if (amountMinor <= 0) return;
    await ledger.post({
      source: 'trial',
      key: demoKey(memberId),
      kind: 'demo_balance',
      memberId,
      currency: code,
      lines: [
        { accountId: await accounts.system('demo:funding', code, memberId), amountMinor: -amountMinor },
        { accountId: await accounts.player(memberId, MAIN, code), amountMinor },
      ],
    });
  }

  return {
    async balance(member: MemberPrincipal): Promise<BalanceValue> {
      const { code, decimals } = await currency();
      // Judged by the grant's own key, not by the wallet existing: a racing first read may have
      // made the wallet but not yet committed the grant.
      if (member.type === MEMBER_TYPE.trial && !(await ledger.find('trial', demoKey(member.id)))) {
        await grantDemoBalance(member.id, code);
      }
      return balanceFrom(await accounts.ofMember(member.id), { code, decimals });
    },
  };
}
