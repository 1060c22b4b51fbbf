import { useCallback, useMemo } from 'react';
import type { GameItem } from '@portal/shared/contracts/games';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

export interface PlayerGate {
  token: string | null;
  isTrial: boolean;
  onNeedLogin(): void;
  /** The spec's 'in_need_true_account' warning: trial accounts have no favorites or recent games. */
  onTrialBlocked(): void;
}

/** The starred node ids and a toggle that sends a visitor to log in and a trial account to the warning. */
export function useFavoriteToggle(gate: PlayerGate) {
  const allowed = gate.token !== null && !gate.isTrial;
  const ids = useFavoriteIds(allowed ? gate.token : null);
  const mutation = useToggleFavorite();
  const favorites = useMemo(() => new Set(ids.data ?? []), [ids.data]);
  const { onNeedLogin, onTrialBlocked, token, isTrial } = gate;
  const toggle = useCallback(
    (game: GameItem, favorite: boolean) => {
      if (!token) return onNeedLogin();
      if (isTrial) return onTrialBlocked();
      mutation.mutate({ payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, favorite });
    },
    [token, isTrial, onNeedLogin, onTrialBlocked, mutation],
  );
  return { favorites, toggle };
}
