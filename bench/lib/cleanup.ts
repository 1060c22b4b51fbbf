/**
 * Everything the bench starts (child servers, Chrome, temp dirs) registers an undo here, so a
 * failure, a timeout or Ctrl-C leaves no process or directory behind.
 */
type Undo = () => Promise<void> | void;

const undos = new Set<Undo>();

export function onCleanup(undo: Undo): () => void {
  undos.add(undo);
  return () => undos.delete(undo);
}

export async function cleanupAll(): Promise<void> {
  const pending = [...undos].reverse();
  undos.clear();
  for (const undo of pending) {
    try {
      await undo();
    } catch (err) {
      console.error('bench: cleanup step failed:', err);
    }
  }
}

/** Rejects when `promise` has not settled within `ms`, naming what was awaited. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
