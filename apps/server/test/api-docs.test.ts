import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@portal/shared/contracts/content-admin';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * docs/api.md lists every call the server answers: each method and path of the OpenAPI document
 * appears in a line of it with its method (`{param}` names may differ). A new route without its
 * line fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** `{memberId}` and `:id` alike, as `{}`. */
const normalize = (text: string) => text.replace(/:([A-Za-z]\w*)/g, '{$1}').replace(/\{[^}]+\}/g, '{}');
/** The content console's kinds share one documented family of paths. */
const CONTENT_KIND_PATH = new RegExp(`/admin/api/content/(${CONTENT_KINDS.join('|')})(?=/|$)`);
/** The provider protocol's calls share one route; the page lists each call by name. */
const PROVIDER_CALLS = ['balance', 'bet', 'win', 'rollback', 'end-round'];

function documented(lines: string[], method: string, path: string): boolean {
  const wanted = normalize(path.replace(CONTENT_KIND_PATH, '/admin/api/content/{kind}'));
  const pattern = new RegExp(`${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/{-])`);
  return lines.some((line) => line.includes(method) && pattern.test(normalize(line)));
}

describe('docs/api.md', () => {
  it('lists every method and path the server answers', async () => {
    const doc = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const lines = doc.split('\n');
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((m) => m.toUpperCase())
        .filter((m) => (METHODS as readonly string[]).includes(m))
        .map((method) => ({ method, path })),
    );
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.flatMap(({ method, path }) => {
      if (path === '/provider-api/{vendor}/{call}') {
        return PROVIDER_CALLS.filter((call) => !documented(lines, method, `/provider-api/{vendor}/${call}`)).map(
          (call) => `${method} /provider-api/{vendor}/${call}`,
        );
      }
      return documented(lines, method, path) ? [] : [`${method} ${path}`];
    });
    expect(missing).toEqual([]);
  });
});
