import { describe, expect, it } from 'vitest';
import { SANDBOX_PATH } from '../src/features/sandbox-gateway/sandbox.routes.ts';
import { createTestApp } from './test-app.ts';

describe('the sandbox gateway switch', () => {
  it('serves the sandbox by default outside production and not when SANDBOX_GATEWAY is false', async () => {
    for (const [env, served] of [
      [{}, true],
      [{ SANDBOX_GATEWAY: false }, false],
    ] as const) {
      const t = await createTestApp({ env: { SEED_DEMO: false, ...env } });
      try {
        const res = await t.app.inject({ url: `${SANDBOX_PATH}/pay` });
        if (served) expect(res.statusCode).not.toBe(404);
        else expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      } finally {
        await t.close();
      }
    }
  });
});
