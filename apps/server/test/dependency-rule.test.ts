import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The violations dependency-cruiser reports for `target` under the project's own rules. */
async function violations(target: string): Promise<{ rule: string; from: string; to: string }[]> {
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const args = [bin, target, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('the server dependency rule (.dependency-cruiser.cjs)', () => {
  it('holds for the server: no cycle, platform below features, only the listed feature edges', async () => {
    expect(await violations('apps/server/src')).toEqual([]);
  });

  it('refuses a platform module importing a feature, and a feature importing one not listed for it', async () => {
    const found = await violations('apps/server/test/fixtures/boundary');
    expect(found).toEqual(
      expect.arrayContaining([
        {
          rule: 'platform-imports-no-feature',
          from: 'apps/server/test/fixtures/boundary/src/platform/upward.ts',
          to: 'apps/server/src/features/wallet/amounts.ts',
        },
        {
          rule: 'members-imports-only-itself',
          from: 'apps/server/test/fixtures/boundary/src/features/members/sideways.ts',
          to: 'apps/server/src/features/wallet/amounts.ts',
        },
      ]),
    );
  });
});
