import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import type { Updateable } from 'kysely';
import type { ProviderConfigs as ProviderConfigsTable } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ProviderConfigPut } from '@portal/shared/contracts/providers';
import type { ProviderConfigRow, ProviderConfigsRepo } from './provider-configs.repo.ts';
import type { ProviderSecrets } from './provider-secrets.ts';
import { createMemoCache } from '../../platform/memo-cache.ts';

/** What an adapter and the seamless endpoints read: the operator's row with its secret opened. */
export interface ProviderConfig {
  vendorCode: string;
  baseUrl: string | null;
  launchUrl: string | null;
  merchantId: string | null;
  secret: string | null;
  ipAllowList: string[];
  maxBetMinor: number;
  /** A round's wins above this are held for review, not paid (review L3, decision 038). */
  winReviewAboveMinor: number;
  timeoutMs: number;
  enabled: boolean;
  /**
   * True when the demo provider plays this real vendor's catalog: a seeded demo whose operator gave
   * the vendor no credentials (docs/decisions/023-demo-vendors.md). Never outside a seeded demo.
   */
  demoStandIn: boolean;
}

/** Another instance's change reaches this one within this time (each seamless call reads the config). */
const CACHE_TTL_MS = 5_000;
export const DEFAULT_MAX_BET_MINOR = 100_000_000;
export const DEFAULT_WIN_REVIEW_ABOVE_MINOR = 10_000_000;
export const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * The operator's provider configuration, cached briefly (every seamless call needs its vendor's
 * secret). The in-house studio is configured out of the box: its secret is a server secret both
 * sides of this process read, unless the operator stores another. So are the demo provider's
 * vendors when the demo is seeded (their own server secret), and the real vendors it stands in for
 * there until the operator stores credentials of theirs.
 */
export function createProviderConfigs(deps: {
  repo: ProviderConfigsRepo;
  secrets: ProviderSecrets;
  clock: Clock;
  inhouseSecret: () => Promise<Buffer>;
  /**
   * The demo provider's vendors and their built-in secret (only when the demo is seeded); its
   * transfer-model vendors also get the demo vendor's address and our merchant id there.
   */
  demo?: {
    vendors: readonly string[];
    /**
     * Real vendors the demo provider stands in for while the operator stored none of their
     * credentials (launch URL, base URL, merchant id, secret); any of them makes it the operator's.
     */
    standIns?: readonly string[];
    secret: () => Promise<Buffer>;
    transfer?: { vendors: readonly string[]; baseUrl: (code: string) => string; merchantId: string };
  };
}) {
  const { repo, secrets, clock } = deps;
  const cache = createMemoCache({
    name: 'provider-configs',
    ttlMs: CACHE_TTL_MS,
    max: 1_000,
    now: () => clock.now().getTime(),
  });

  async function open(row: ProviderConfigRow | undefined, code: string): Promise<ProviderConfig | null> {
    const demoTransfer = deps.demo?.transfer?.vendors.includes(code) ? deps.demo.transfer : null;
    const demoStandIn =
      Boolean(deps.demo?.standIns?.includes(code)) &&
      !row?.launch_url &&
      !row?.base_url &&
      !row?.merchant_id &&
      !row?.secret_encrypted;
    const builtIn =
      code === INHOUSE_VENDOR
        ? deps.inhouseSecret
        : deps.demo && (deps.demo.vendors.includes(code) || demoTransfer || demoStandIn)
          ? deps.demo.secret
          : null;
    if (!row && !builtIn) return null;
    const secret = row?.secret_encrypted
      ? await secrets.open(row.secret_encrypted)
      : builtIn
        ? (await builtIn()).toString('hex')
        : null;
    return {
      vendorCode: code,
      baseUrl: row?.base_url ?? demoTransfer?.baseUrl(code) ?? null,
      launchUrl: row?.launch_url ?? null,
      merchantId: row?.merchant_id ?? demoTransfer?.merchantId ?? null,
      secret,
      ipAllowList: row?.ip_allow_list ?? [],
      maxBetMinor: row?.max_bet_minor ?? DEFAULT_MAX_BET_MINOR,
      winReviewAboveMinor: row?.win_review_above_minor ?? DEFAULT_WIN_REVIEW_ABOVE_MINOR,
      timeoutMs: row?.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      enabled: row?.enabled ?? true,
      demoStandIn,
    };
  }

  const get = (code: string): Promise<ProviderConfig | null> =>
    cache.get(code, () => repo.find(code).then((row) => open(row, code)));

  return {
    get,
    list: () => repo.list(),
    find: (code: string) => repo.find(code),

    /** Creates or changes a vendor's configuration; no secret keeps the stored one. */
    async put(code: string, input: ProviderConfigPut): Promise<ProviderConfigRow> {
      const vendor = await repo.vendor(code);
      if (!vendor) throw new AppError('NOT_FOUND');
      const current = await repo.find(code);
      const now = clock.now();
      const changes: Updateable<ProviderConfigsTable> = { updated_at: now };
      if (input.baseUrl !== undefined) changes.base_url = input.baseUrl?.replace(/\/+$/, '') ?? null;
      if (input.launchUrl !== undefined) changes.launch_url = input.launchUrl ?? null;
      if (input.merchantId !== undefined) changes.merchant_id = input.merchantId ?? null;
      if (input.secret !== undefined) changes.secret_encrypted = await secrets.seal(input.secret);
      if (input.ipAllowList !== undefined) changes.ip_allow_list = JSON.stringify(input.ipAllowList);
      if (input.maxBetMinor !== undefined) changes.max_bet_minor = input.maxBetMinor;
      if (input.winReviewAboveMinor !== undefined) changes.win_review_above_minor = input.winReviewAboveMinor;
      if (input.timeoutMs !== undefined) changes.timeout_ms = input.timeoutMs;
      if (input.enabled !== undefined) changes.enabled = input.enabled;
      cache.delete(code);
      const row = current
        ? await repo.update(code, changes)
        : await repo.insert({
            vendor_code: code,
            base_url: changes.base_url ?? null,
            launch_url: changes.launch_url ?? null,
            merchant_id: changes.merchant_id ?? null,
            secret_encrypted: changes.secret_encrypted ?? null,
            ip_allow_list: changes.ip_allow_list ?? '[]',
            max_bet_minor: changes.max_bet_minor,
            win_review_above_minor: changes.win_review_above_minor,
            timeout_ms: changes.timeout_ms,
            enabled: changes.enabled,
            created_at: now,
            updated_at: now,
          });
      cache.delete(code);
      return row;
    },
  };
}

export type ProviderConfigs = ReturnType<typeof createProviderConfigs>;
