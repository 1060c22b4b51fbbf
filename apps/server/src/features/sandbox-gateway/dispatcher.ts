import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { signBody } from '../../platform/signed-body.ts';
import type { SandboxSecrets } from './sandbox-secrets.ts';
import type { SandboxRepo } from './sandbox.repo.ts';

export interface DispatcherOptions {
  /** How often due webhooks are looked for. */
  intervalMs: number;
  /** The first retry waits this long, each next one twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  timeoutMs: number;
}

export const DEFAULT_DISPATCHER: DispatcherOptions = {
  intervalMs: 1000,
  baseDelayMs: 2000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: 10,
  timeoutMs: 5000,
};

/**
 * The sandbox's webhook sender. Webhooks are rows (sandbox_gateway_webhooks), so a restart picks
 * up where the last process stopped; each attempt is counted before it is made and retried with
 * exponential back-off until a 2xx or the last attempt. Only HTTP reaches the portal.
 */
export function createWebhookDispatcher(deps: {
  repo: SandboxRepo;
  secrets: SandboxSecrets;
  clock: Clock;
  log: FastifyBaseLogger;
  options?: Partial<DispatcherOptions>;
}) {
  const { repo, secrets, clock, log } = deps;
  const options = { ...DEFAULT_DISPATCHER, ...deps.options };
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  /** One attempt of one webhook, if it is due; true when the portal took it. */
  async function attempt(id: number): Promise<boolean> {
    const hook = await repo.claim(id, clock.now(), options.timeoutMs * 2);
    if (!hook) return false;
    const secret = await secrets.open((await repo.secretOfOrder(hook.order_id)).secret_encrypted);
    let status: number | null = null;
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, hook.body, clock.now()) },
        body: hook.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
      if (status >= 200 && status < 300) {
        await repo.delivered(hook.id, status, clock.now());
        return true;
      }
      throw new Error(`answered ${status}`);
    } catch (error) {
      const delay = Math.min(options.baseDelayMs * 2 ** (hook.attempts - 1), options.maxDelayMs);
      await repo.failed(hook.id, status, (error as Error).message, new Date(clock.now().getTime() + delay));
      log.warn({ webhook: hook.id, attempt: hook.attempts, status }, 'sandbox gateway: webhook not delivered');
      return false;
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  async function tick() {
    if (ticking) return;
    ticking = true;
    try {
      for (const { id } of await repo.dueWebhooks(clock.now(), 20)) await attempt(id);
    } catch (error) {
      log.error({ err: error }, 'sandbox gateway: dispatcher tick failed');
    } finally {
      ticking = false;
    }
  }

  return {
    /** Sends one webhook now (the pay page waits for it before sending the player back). */
    deliverNow: (id: number) => track(attempt(id)),

    start() {
      timer ??= setInterval(() => void track(tick()), options.intervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
