import type { ReactNode } from 'react';
import type { MemberCenterPage } from '../../features/member-center/lib/entries';
import { AccountRecord } from '../../features/records/components/account-record';
import { BettingRecord } from '../../features/records/components/betting-record';
import { ProfitLoss } from '../../features/records/components/profit-loss';
import { MyWallet } from '../../features/wallet/components/my-wallet';
import { TransferUpline } from '../../features/wallet/components/transfer-upline';
import { useUiStore } from '../stores/ui-store';

/**
 * The member center pages of the wallet and records features: my wallet, transfer to upline, and the account,
 * betting and profit and loss records. The bonus
 * record is a view of bonus details (promotion-pages.tsx).
 */
export function useWalletPages(token: string | null): Partial<Record<MemberCenterPage, ReactNode>> {
  const close = useUiStore((s) => s.closeMemberCenter);
  return {
    transferFund: <MyWallet token={token} />,
    transferUpline: <TransferUpline token={token} />,
    transactionHistory: <AccountRecord token={token} />,
    personalHistoryCopy: <BettingRecord token={token} onLeave={close} />,
    personalProfit: <ProfitLoss token={token} />,
  };
}
