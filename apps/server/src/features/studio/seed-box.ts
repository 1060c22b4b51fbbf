import { parseMasterKeys } from '../../config/env.ts';
import { createSecretBox, type SecretBoxDeps } from '../../platform/secret-box.ts';

/**
 * The in-house games' active server seeds, sealed under SECRETS_MASTER_KEY (review N3, decision
 * 036): a copy of the database cannot compute the next rounds' outcomes. A revealed seed is
 * stored clear for anyone to check. Without a master key (demo, tests) seeds stay clear. The key
 * is derived in memory, so opening needs no query (safe inside a transaction on PGlite).
 */
export function createSeedBox(deps: SecretBoxDeps) {
  const box = parseMasterKeys(deps.env.SECRETS_MASTER_KEY) ? createSecretBox(deps, 'studio-server-seed') : null;
  return {
    async store(seed: Buffer): Promise<{ server_seed: Buffer | null; server_seed_sealed: string | null }> {
      return box
        ? { server_seed: null, server_seed_sealed: await box.seal(seed.toString('hex')) }
        : { server_seed: seed, server_seed_sealed: null };
    },
    async open(row: { server_seed: Buffer | Uint8Array | null; server_seed_sealed: string | null }): Promise<Buffer> {
      if (row.server_seed) return Buffer.from(row.server_seed);
      if (!box || row.server_seed_sealed === null) throw new Error('a sealed studio seed needs SECRETS_MASTER_KEY');
      return Buffer.from(await box.open(row.server_seed_sealed), 'hex');
    },
  };
}

export type SeedBox = ReturnType<typeof createSeedBox>;
