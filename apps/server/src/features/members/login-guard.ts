import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../platform/clock.ts';

type GuardEnv = Pick<
  Env,
  | 'LOGIN_CAPTCHA_AFTER_FAILURES'
  | 'LOGIN_IP_CAPTCHA_AFTER_FAILURES'
  | 'LOGIN_LOCK_AFTER_FAILURES'
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
  | 'LOGIN_LOCK_MAX_MINUTES'
>;

export interface LoginState {
  captchaRequired: boolean;
  /** Seconds until the account may try again, when it is locked. */
  lockedForSeconds: number | null;
}

interface Counter {
  count: number;
  locked_until: Date | null;
}

/**
 * Failed logins counted per account name (lower-cased, whether or not it exists, so the answers
 * do not tell which accounts exist) and per IP address. A streak ends once the window passes
 * after the last failure or the end of the last lock. An attempt claims its place on the
 * account's counter in one conditional upsert before the password is checked, so parallel
 * attempts are all counted and none gets past the captcha threshold or the lock; a lock is only
 * set when none is running, so a burst does not stack back-off levels.
 */
export function createLoginGuard({ db, clock, env }: { db: Kysely<DB>; clock: Clock; env: GuardEnv }) {
  const windowMs = env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const accountKey = (username: string) => username.toLowerCase().slice(0, 128);

  /** The counter's streak is still running at `now`. */
  const live = (row: { last_failed_at: Date; locked_until: Date | null }, now: Date) =>
    Math.max(row.last_failed_at.getTime(), row.locked_until?.getTime() ?? 0) + windowMs > now.getTime();

  /**
   * Counts one attempt in one upsert. `onlyIf` (a condition on the existing row `f` and the new
   * count) turns it into a claim: the row is not touched and nothing returned when it fails.
   */
  async function bump(
    kind: 'account' | 'ip',
    key: string,
    lockAfter: number,
    now: Date,
    onlyIf?: (row: { count: ReturnType<typeof sql> }) => ReturnType<typeof sql>,
  ): Promise<Counter | undefined> {
    const resetBefore = new Date(now.getTime() - windowMs);
    const fresh = sql`greatest(f.last_failed_at, coalesce(f.locked_until, f.last_failed_at)) <= ${resetBefore}`;
    const count = sql`(case when ${fresh} then 1 else f.count + 1 end)`;
    const level = sql`(case when ${fresh} then 0 else f.lock_count end)`;
    const locking = sql`(${lockAfter} > 0 and ${count} >= ${lockAfter} and (f.locked_until is null or f.locked_until <= ${now}))`;
    const lockMinutes = (lvl: unknown) => sql`least(power(2, ${lvl})::integer, ${env.LOGIN_LOCK_MAX_MINUTES})`;
    const firstLock = lockAfter > 0 && lockAfter <= 1;
    const result = await sql<Counter>`
      insert into login_failures as f (kind, key, count, window_started_at, last_failed_at, locked_until, lock_count)
      values (${kind}, ${key}, 1, ${now}, ${now},
        ${firstLock ? new Date(now.getTime() + 60_000) : null}, ${firstLock ? 1 : 0})
      on conflict (kind, key) do update set
        count = ${count},
        window_started_at = case when ${fresh} then ${now} else f.window_started_at end,
        last_failed_at = ${now},
        locked_until = case
          when ${locking} then ${now}::timestamptz + make_interval(mins => ${lockMinutes(level)})
          when ${fresh} then null
          else f.locked_until end,
        lock_count = case when ${locking} then ${level} + 1 else ${level} end
      ${onlyIf ? sql`where ${onlyIf({ count })}` : sql``}
      returning count, locked_until`.execute(db);
    return result.rows[0];
  }

  const secondsUntil = (until: Date | null, now: Date) =>
    until && until.getTime() > now.getTime() ? Math.ceil((until.getTime() - now.getTime()) / 1000) : null;

  return {
    /** Whether this attempt must carry a captcha, or is refused because the account is locked. */
    async state(username: string, ip: string): Promise<LoginState> {
      const now = clock.now();
      const rows = await db
        .selectFrom('login_failures')
        .select(['kind', 'count', 'last_failed_at', 'locked_until'])
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'account'), eb('key', '=', accountKey(username))]),
            eb.and([eb('kind', '=', 'ip'), eb('key', '=', ip)]),
          ]),
        )
        .execute();
      const account = rows.find((r) => r.kind === 'account' && username && live(r, now));
      const address = rows.find((r) => r.kind === 'ip' && live(r, now));
      return {
        captchaRequired:
          (account?.count ?? 0) >= env.LOGIN_CAPTCHA_AFTER_FAILURES ||
          (address?.count ?? 0) >= env.LOGIN_IP_CAPTCHA_AFTER_FAILURES,
        lockedForSeconds: secondsUntil(account?.locked_until ?? null, now),
      };
    },

    /**
     * Claims this attempt on the account's counter before the password is checked, so parallel
     * attempts each take one and none runs past the checks: nothing is counted, and the answer
     * is ACCOUNT_LOCKED or CAPTCHA_REQUIRED, when the account is locked, or when the attempt
     * would be past the captcha threshold and `captchaSolved` is false. The claim counts as a
     * failure (the attempt that reaches the limit sets the lock) until `succeed` ends the streak.
     */
    async claim(
      username: string,
      options: { captchaSolved: boolean },
    ): Promise<
      { ok: true; account: Counter | undefined; lockedForSeconds: number | null } | { ok: false; refusal: LoginState }
    > {
      if (!username) return { ok: true, account: undefined, lockedForSeconds: null };
      const now = clock.now();
      const account = await bump('account', accountKey(username), env.LOGIN_LOCK_AFTER_FAILURES, now, ({ count }) =>
        options.captchaSolved
          ? sql`(f.locked_until is null or f.locked_until <= ${now})`
          : sql`(f.locked_until is null or f.locked_until <= ${now}) and ${count} <= ${env.LOGIN_CAPTCHA_AFTER_FAILURES}`,
      );
      // The lock this attempt's own claim set (it reached the limit), if any.
      if (account) return { ok: true, account, lockedForSeconds: secondsUntil(account.locked_until, now) };
      const state = await this.state(username, '');
      return {
        ok: false,
        refusal: { captchaRequired: state.lockedForSeconds === null, lockedForSeconds: state.lockedForSeconds },
      };
    },

    /**
     * Counts a failed attempt against the address (the account's was claimed before the check);
     * the answer says what the next attempt needs.
     */
    async fail(ip: string, account: Counter | undefined): Promise<LoginState & { lockedNow: boolean }> {
      const now = clock.now();
      const address = (await bump('ip', ip.slice(0, 128), 0, now))!;
      const lockedForSeconds = secondsUntil(account?.locked_until ?? null, now);
      return {
        captchaRequired:
          (account?.count ?? 0) >= env.LOGIN_CAPTCHA_AFTER_FAILURES ||
          address.count >= env.LOGIN_IP_CAPTCHA_AFTER_FAILURES,
        lockedForSeconds,
        lockedNow: lockedForSeconds !== null,
      };
    },

    /**
     * A right password ends the account's streak, the claimed attempt and any lock it set
     * included (the address keeps its count).
     */
    async succeed(username: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('kind', '=', 'account')
        .where('key', '=', accountKey(username))
        .execute();
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
