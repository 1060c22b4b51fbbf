import type { BalanceValue } from '@portal/shared/contracts/wallet';
import { toMinor } from '@portal/shared/money';

export type BalanceFigures = { cashMinor: number; bonusMinor: number };

/**
 * The header's two figures from the balance answer: the player's money (main and vendor wallets,
 * what they can play and withdraw) and the locked bonus apart. The bonus waits until wagered
 * (decision 021), so adding it in would promise money the games do not take. Null when an amount
 * does not parse in the currency's decimals.
 */
export function balanceFigures(balance: BalanceValue): BalanceFigures | null {
  const total = toMinor(balance.sumBalance, balance.decimals);
  if (!total.ok) return null;
  const wallet = balance.wallets.find((w) => w.code === 'bonus');
  const bonus = wallet ? toMinor(wallet.balance, balance.decimals) : { ok: true as const, minor: 0 };
  if (!bonus.ok) return null;
  return { cashMinor: total.minor - bonus.minor, bonusMinor: bonus.minor };
}
