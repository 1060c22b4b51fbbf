/** Rejects when `promise` has not settled within `ms`, naming what was awaited: no wait is open-ended. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Calls `probe` every `everyMs` until it answers a value (not undefined), for at most `ms`. */
export async function poll<T>(
  probe: () => Promise<T | undefined>,
  ms: number,
  what: string,
  everyMs = 200,
): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) {
      const why = last instanceof Error ? `: ${last.message}` : '';
      throw new Error(`${what} did not happen within ${Math.round(ms / 1000)} s${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
