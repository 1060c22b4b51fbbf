import { useCallback, useState } from 'react';
import { readFavorites, toggleFavorite } from './favorites';

/** The signed-in member's lottery favorites (none, and no toggling, when signed out). */
export function useLotteryFavorites(username: string | null) {
  const [state, setState] = useState(() => ({ username, codes: username ? readFavorites(username) : [] }));
  // Another member signed in on this tab: read their list.
  const codes = state.username === username ? state.codes : username ? readFavorites(username) : [];
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setState({ username, codes: toggleFavorite(username, gameCode) });
    },
    [username],
  );
  return { codes, toggle };
}
