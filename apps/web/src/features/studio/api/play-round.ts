import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StudioGameParams, StudioRoundAnswer, StudioSession } from '@portal/shared/contracts/studio';
import { api } from '../../../lib/api-client';
import { notifyBalanceChanged } from '../lib/balance-relay';
import { sessionKey } from './studio-session';

/** After a money call: the page's balance, seed and open round from the answer; the history again. */
export function applyRoundAnswer(queryClient: QueryClient, token: string, answer: StudioRoundAnswer) {
  queryClient.setQueryData<StudioSession>(sessionKey(token), (session) =>
    session
      ? {
          ...session,
          balanceMinor: answer.balanceMinor ?? session.balanceMinor,
          seed: answer.seed,
          openRound: answer.round.status === 'open' ? answer.round : null,
        }
      : session,
  );
  void queryClient.invalidateQueries({ queryKey: ['studio', 'history', token] });
  notifyBalanceChanged();
}

/**
 * A round's answer shown in two steps, as a slot machine does: the stake leaves the balance at
 * once, the win joins it only when the reels have shown it (applyRoundAnswer then).
 */
export function showStakeOnly(queryClient: QueryClient, token: string, answer: StudioRoundAnswer) {
  const { balanceMinor, round } = answer;
  if (balanceMinor === null) return;
  queryClient.setQueryData<StudioSession>(sessionKey(token), (session) =>
    session ? { ...session, balanceMinor: balanceMinor - (round.payoutMinor ?? 0) } : session,
  );
}

/**
 * POST /studio/api/rounds: the bet goes to the portal, then the win (mines: the round opens).
 * `holdWin`: the caller applies the answer itself once its show is over.
 */
export function usePlayRound(token: string, { holdWin = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioGameParams & { stakeMinor: number }) =>
      api<StudioRoundAnswer>('/studio/api/rounds', { method: 'POST', body: { token, ...input } }),
    onSuccess: (answer) =>
      holdWin ? showStakeOnly(queryClient, token, answer) : applyRoundAnswer(queryClient, token, answer),
    // A refused bet is a round too (its nonce is used): the history and the next nonce show it.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['studio', 'history', token] });
      void queryClient.invalidateQueries({ queryKey: sessionKey(token) });
    },
  });
}

/** Mines: POST /studio/api/rounds/{id}/reveal and /cashout. */
export function useMinesAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { roundId: string; tile?: number }) =>
      api<StudioRoundAnswer>(
        `/studio/api/rounds/${encodeURIComponent(input.roundId)}/${input.tile === undefined ? 'cashout' : 'reveal'}`,
        { method: 'POST', body: input.tile === undefined ? { token } : { token, tile: input.tile } },
      ),
    onSuccess: (answer) => applyRoundAnswer(queryClient, token, answer),
  });
}
