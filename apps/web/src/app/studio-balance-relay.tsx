import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshBalances } from '../lib/query-keys';
import { onBalanceChanged } from '../features/studio/lib/balance-relay';

/** The studio's game in a same-origin frame says when a round moved money: the header reloads the balance. */
export function StudioBalanceRelay() {
  const queryClient = useQueryClient();
  useEffect(() => onBalanceChanged(() => void refreshBalances(queryClient)), [queryClient]);
  return null;
}
