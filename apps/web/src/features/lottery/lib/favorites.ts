/** Spec section 3: lottery favorites live in localStorage under LOTTFAV, a list of game codes per username. */
export const FAVORITES_KEY = 'LOTTFAV';

type Stored = Record<string, string[]>;

function readAll(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function readFavorites(username: string, storage: Storage = localStorage): string[] {
  const list = readAll(storage)[username];
  return Array.isArray(list) ? list.filter((code) => typeof code === 'string') : [];
}

/** Adds or removes one game for one username, leaving the other usernames' lists as they were. */
export function toggleFavorite(username: string, gameCode: string, storage: Storage = localStorage): string[] {
  const all = readAll(storage);
  const current = readFavorites(username, storage);
  const next = current.includes(gameCode) ? current.filter((c) => c !== gameCode) : [...current, gameCode];
  storage.setItem(FAVORITES_KEY, JSON.stringify({ ...all, [username]: next }));
  return next;
}
