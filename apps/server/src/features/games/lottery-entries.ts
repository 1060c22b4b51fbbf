import { LOTTERY_ACCOUNT_TYPES } from '@portal/shared/contracts/games';

/** What decides where a catalog entry opens: its category, its vendor's account type and code. */
export interface EntryKind {
  category: string;
  accountType: string;
  vendorCode: string;
}

/**
 * The lottery page a catalog entry opens, or null for a game of a vendor's own. Lottery entries
 * (category ELOTT / LOTT, or a lottery vendor account type) open the portal's lottery launcher
 * instead of an iframe, so no vendor adapter is needed for them; TCG_LOTTO_VN opens the Vietnamese
 * lottery page.
 */
export function lotteryPathOf(entry: EntryKind): '/lottery' | '/vnlottery' | null {
  if (entry.accountType === 'TCG_LOTTO_VN' || entry.vendorCode === 'TCG_LOTTO_VN') return '/vnlottery';
  const lottery =
    entry.category === 'ELOTT' ||
    entry.category === 'LOTT' ||
    (LOTTERY_ACCOUNT_TYPES as readonly string[]).includes(entry.accountType);
  return lottery ? '/lottery' : null;
}
