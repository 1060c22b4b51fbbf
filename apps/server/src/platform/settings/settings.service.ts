import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_SETTINGS,
  mergeSettings,
  settingsSchema,
  SETTINGS_KEYS,
  type BrandSettings,
  type SettingsPatch,
} from '@portal/shared/settings';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../app-error.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { cacheLookups } from '../metrics.ts';

const CHANNEL = 'settings-changed';

/**
 * Brand settings with an in-memory cache: every read is a memory read; a change clears the cache
 * here and, through the bus, on every other instance. The TTL bounds staleness if a bus message
 * is ever lost.
 */
export function createSettingsService(deps: {
  db: Kysely<DB>;
  bus: Bus;
  clock: Clock;
  ttlMs: number;
  log: FastifyBaseLogger;
}) {
  const repo = createSettingsRepo(deps.db);
  const hits = cacheLookups.labels({ cache: 'settings', result: 'hit' });
  const misses = cacheLookups.labels({ cache: 'settings', result: 'miss' });
  let cached: { settings: BrandSettings; loadedAt: number } | null = null;
  let loading: Promise<BrandSettings> | null = null;

  async function load(): Promise<BrandSettings> {
    const overrides = await repo.loadOverrides();
    const result = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
    for (const key of SETTINGS_KEYS) {
      const merged = mergeSettings(DEFAULT_SETTINGS[key], overrides[key]);
      const parsed = settingsSchema.shape[key].safeParse(merged);
      if (parsed.success) result[key] = parsed.data;
      else deps.log.error({ key, issues: parsed.error.issues }, 'stored setting is invalid; using the default');
    }
    return result as BrandSettings;
  }

  function reload(): Promise<BrandSettings> {
    loading ??= load()
      .then((settings) => {
        cached = { settings, loadedAt: deps.clock.now().getTime() };
        return settings;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /**
   * Past the TTL the cached settings are still answered while a reload runs: a caller inside a
   * transaction must not wait for a load that, on the embedded database's single connection,
   * queues behind that very transaction. Only an invalidated cache (a change) is waited for, and
   * every read when the TTL is 0 (no cache: tools and tests that change the rows directly).
   */
  async function get(): Promise<BrandSettings> {
    if (!cached || deps.ttlMs <= 0) {
      misses.inc();
      return reload();
    }
    hits.inc();
    if (deps.clock.now().getTime() - cached.loadedAt >= deps.ttlMs) {
      reload().catch((err: unknown) => deps.log.warn({ err }, 'settings reload failed; serving the cached ones'));
    }
    return cached.settings;
  }

  const invalidate = () => {
    cached = null;
  };

  /** The cached settings if fresh, without waiting: for per-request hooks. */
  const peek = (): BrandSettings | undefined =>
    cached && deps.clock.now().getTime() - cached.loadedAt < deps.ttlMs ? cached.settings : undefined;

  return {
    get,
    peek,
    invalidate,
    async start() {
      await deps.bus.subscribe(CHANNEL, invalidate);
    },

    async update(patch: SettingsPatch, updatedBy: string): Promise<BrandSettings> {
      const next = await deps.db.transaction().execute(async (trx) => {
        const stored = await createSettingsRepo(trx).loadOverrides();
        const changed: Record<string, Record<string, unknown>> = {};
        for (const key of SETTINGS_KEYS) {
          if (patch[key] === undefined) continue;
          changed[key] = mergeSettings(stored[key] ?? {}, patch[key]) as Record<string, unknown>;
        }
        const candidate = mergeSettings(DEFAULT_SETTINGS, { ...stored, ...changed });
        const parsed = settingsSchema.safeParse(candidate);
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((i) => [i.path.join('.'), FieldIssue.INVALID_VALUE]),
          );
          throw new AppError('VALIDATION_FAILED', { value: { fields } });
        }
        assertConsistent(parsed.data);
        const before = (mergeSettings(DEFAULT_SETTINGS, stored) as BrandSettings).currency;
        const after = parsed.data.currency;
        if (before.code !== after.code || before.decimals !== after.decimals) await assertNoMoneyHeld(trx);
        await repo.saveOverrides(trx, changed, updatedBy, deps.clock.now());
        return parsed.data;
      });
      invalidate();
      await deps.bus.publish(CHANNEL, String(deps.clock.now().getTime())).catch((err: unknown) => {
        deps.log.warn({ err }, 'settings change not broadcast; other instances refresh within the TTL');
      });
      return next;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The brand's currency code and decimals say what every stored minor unit means: they may change
 * only while no member holds money and no withdrawal or vendor transfer waits (docs/security.md).
 * The share lock on the accounts lets running postings finish and holds new ones until the change
 * commits, so none slips in between the check and the change.
 */
async function assertNoMoneyHeld(trx: Kysely<DB>) {
  await sql`lock table ledger_accounts in share mode`.execute(trx);
  const { rows } = await sql<{ members: string; holds: string }>`
    select (select count(*) from ledger_accounts
        -- Loyalty points are their own asset ('PTS'): no currency's minor units.
        where member_id is not null and balance_minor <> 0 and currency <> 'PTS') as members,
      (select count(*) from ledger_holds where state = 'pending') as holds`.execute(trx);
  const membersWithBalance = Number(rows[0]!.members);
  const pendingHolds = Number(rows[0]!.holds);
  if (membersWithBalance > 0 || pendingHolds > 0) {
    throw new AppError('CURRENCY_IN_USE', { value: { membersWithBalance, pendingHolds } });
  }
}

function assertConsistent(s: BrandSettings) {
  const fields: Record<string, FieldIssue> = {};
  const { startAt, endAt } = s.maintenance;
  if (startAt && endAt && Date.parse(endAt) <= Date.parse(startAt))
    fields['maintenance.endAt'] = FieldIssue.INVALID_VALUE;
  if (!s.locale.languages.includes(s.locale.defaultLanguage))
    fields['locale.defaultLanguage'] = FieldIssue.INVALID_VALUE;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
}
