/**
 * The main thread in short turns (issue 33). A phone's browser cannot answer a tap while one task
 * runs, and Lighthouse counts every task over 50 ms against the page (Total Blocking Time): the
 * first screen is built in several tasks, each returning to the browser in between.
 */

interface PostTaskScheduler {
  postTask(
    callback: () => void,
    options?: { priority?: 'user-blocking' | 'user-visible' | 'background' },
  ): Promise<void>;
}

const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;

/** Runs `work` in a task of its own, after what the browser has waiting (input, a frame). */
export function inNewTask(work: () => void): void {
  if (scheduler?.postTask) void scheduler.postTask(work, { priority: 'user-visible' });
  else setTimeout(work, 0);
}

/** Resolves in a new task: `await yieldToMain()` ends the current task and goes on in the next. */
export const yieldToMain = () => new Promise<void>((resolve) => inNewTask(resolve));

const turns: (() => void)[] = [];
let taking = false;

function takeTurn() {
  const next = turns.shift();
  next?.();
  if (turns.length) inNewTask(takeTurn);
  else taking = false;
}

/**
 * Queues `work` to run in a task of its own, one queued piece per task, in the order they were
 * queued. Returns a function that takes the piece off the queue if it has not run yet.
 */
export function inTurn(work: () => void): () => void {
  let cancelled = false;
  turns.push(() => {
    if (!cancelled) work();
  });
  if (!taking) {
    taking = true;
    inNewTask(takeTurn);
  }
  return () => {
    cancelled = true;
  };
}
