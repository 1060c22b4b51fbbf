import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The violations dependency-cruiser reports for `target` under the web client's rules. */
async function violations(target: string): Promise<{ rule: string; from: string; to: string }[]> {
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const args = [bin, target, '--config', '.dependency-cruiser.web.cjs', '--output-type', 'json'];
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const fixture = 'apps/web/fixtures/boundary/src';

describe('the web dependency rule (.dependency-cruiser.web.cjs)', () => {
  it('holds for the web client: no cycle, features through their entries, shells apart', async () => {
    expect(await violations('apps/web/src')).toEqual([]);
  }, 60_000);

  it('refuses a reach into another feature, ui importing a feature and the console importing the player shell', async () => {
    const found = await violations(fixture);
    expect(found.filter((v) => v.from.startsWith(fixture))).toEqual(
      expect.arrayContaining([
        {
          rule: 'feature-through-public-entry',
          from: `${fixture}/features/wallet/sideways.ts`,
          to: 'apps/web/src/features/auth/components/login-form.tsx',
        },
        {
          rule: 'shared-layers-import-no-app-code',
          from: `${fixture}/ui/upward.ts`,
          to: 'apps/web/src/features/wallet/index.ts',
        },
        {
          rule: 'console-imports-no-player-shell',
          from: `${fixture}/admin/settings/shell.ts`,
          to: 'apps/web/src/app/stores/ui-store.ts',
        },
      ]),
    );
    expect(found.filter((v) => v.from.includes('through-entry'))).toEqual([]);
  }, 60_000);
});
