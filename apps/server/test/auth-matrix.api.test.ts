import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/**
 * Every route whose OpenAPI entry asks for a bearer token, found in the generated document (a new
 * route joins by declaring its security), against every kind of bad token. Operator routes live
 * under /admin/ (and /dev/, the outbox of the demo); the others are member routes.
 */
const clock = manualClock();
let t: TestApp;
let routes: { method: string; url: string; kind: 'member' | 'operator' }[];
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => ({
        method: method.toUpperCase(),
        url: url.replace(/\{[^}]+\}/g, '1'),
        kind: /^\/(admin|dev)\//.test(url) ? ('operator' as const) : ('member' as const),
      })),
  );
});
afterAll(async () => t?.close());

const call = (route: { method: string; url: string }, authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { language: 'en', ...(authorization ? { authorization } : {}) },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

const expect401 = async (authorization: string | undefined, kinds: ('member' | 'operator')[], code?: string) => {
  for (const route of routes.filter((r) => kinds.includes(r.kind))) {
    const res = await call(route, authorization);
    const where = `${route.method} ${route.url}: ${res.body.slice(0, 120)}`;
    expect(res.statusCode, where).toBe(401);
    expect(res.json().success, where).toBe(false);
    if (code) expect(res.json().code, where).toBe(code);
  }
};

describe('the authorization matrix', () => {
  it('found the token-protected routes of both kinds', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /wps/member/info',
        'GET /wps/member/info/icon',
        'GET /wps/relay/MCSFE_getPlayerAvatar',
        'POST /wps/member/password',
        'DELETE /wps/session/logout',
        'GET /admin/api/settings',
        'PATCH /admin/api/settings',
      ]),
    );
    // The public calls must not claim a token.
    expect(names).not.toContain('POST /wps/session/login');
    expect(names).not.toContain('PUT /wps/member/register');
  });

  it('no token -> 401 UNAUTHORIZED', () => expect401(undefined, ['member', 'operator'], 'UNAUTHORIZED'));

  it('a garbage token -> 401 UNAUTHORIZED', async () => {
    await expect401(`Bearer ${'Z'.repeat(43)}`, ['member', 'operator'], 'UNAUTHORIZED');
    await expect401('Bearer not a token', ['member', 'operator'], 'UNAUTHORIZED');
  });

  it("another kind's token -> 401: operators on member routes, members on operator routes", async () => {
    const member = await registerMember(t.app);
    const operator = await operatorAuth(t.app);
    await expect401(operator.authorization, ['member'], 'UNAUTHORIZED');
    await expect401(member.authorization, ['operator'], 'UNAUTHORIZED');
  });

  it('a revoked token -> 401', async () => {
    const member = await registerMember(t.app);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: member.authorization },
    });
    expect(logout.statusCode).toBe(200);
    await expect401(member.authorization, ['member'], 'TOKEN_EXPIRED');
    const operator = await operatorAuth(t.app);
    await t.app.inject({ method: 'DELETE', url: '/admin/api/session', headers: operator });
    await expect401(operator.authorization, ['operator'], 'TOKEN_EXPIRED');
  });

  it('an expired token -> 401 TOKEN_EXPIRED', async () => {
    const member = await registerMember(t.app);
    const operator = await operatorAuth(t.app);
    clock.advance(Math.max(t.env.MEMBER_SESSION_IDLE_MINUTES, t.env.OPERATOR_SESSION_IDLE_MINUTES) * 60_000 + 1);
    await expect401(member.authorization, ['member'], 'TOKEN_EXPIRED');
    await expect401(operator.authorization, ['operator'], 'TOKEN_EXPIRED');
  });
});
