import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditActionOf } from '@portal/shared/contracts/audit-actions';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const rows = () => t.database.db.selectFrom('operator_audit_log').selectAll().orderBy('id', 'desc').execute();
/** The hook writes after the answer is sent: wait for the row rather than race it. */
async function newestRowAfter(id: number) {
  for (let tries = 0; tries < 50; tries++) {
    const [row] = await rows();
    if (row && row.id > id) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no audit row written');
}
const lastId = async () => (await rows())[0]?.id ?? 0;

describe('operator audit log', () => {
  it('records a changing call with who, which route, the answer status and the body with secrets blanked', async () => {
    const before = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: admin,
      payload: { username: 'audited-op', password: 'Long-enough-pass-1', roles: ['support'] },
    });
    expect(res.statusCode).toBe(200);
    const row = await newestRowAfter(before);
    expect(row).toMatchObject({
      username: t.env.ADMIN_USERNAME,
      method: 'POST',
      route: '/admin/api/operators',
      path: '/admin/api/operators',
      status_code: 200,
    });
    expect(row.body).toEqual({ username: 'audited-op', password: '[redacted]', roles: ['support'] });
  });

  it('records refused calls too, and never reads', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'audited-op', password: 'Long-enough-pass-1' },
    });
    const token = signIn.json().value.token as string;
    const before = await lastId();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { brand: { name: 'x' } },
    });
    expect(refused.statusCode).toBe(403);
    const row = await newestRowAfter(before);
    expect(row).toMatchObject({ username: 'audited-op', method: 'PATCH', status_code: 403 });

    await t.app.inject({ url: '/admin/api/settings', headers: admin });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastId()).toBe(row.id);
  });

  it('is append-only', async () => {
    await expect(sql`update operator_audit_log set username = 'someone-else'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });
});

describe('the audit log in words', () => {
  it('names every changing console call with an action', async () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const calls = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/admin/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .map((m) => m.toUpperCase())
          .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
          .map((method) => `${method} ${path}`),
      );
    expect(calls.length).toBeGreaterThan(90);
    const unnamed = calls.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return auditActionOf(method, path) === null;
    });
    expect(unnamed).toEqual([]);
  });

  it('reads an adjustment as the action, the member and the amount; the raw call stays in the detail', async () => {
    const player = await registerMember(t.app);
    const member = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    const before = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...admin, 'idempotency-key': `audit-words-${member.id}` },
      payload: { memberId: member.id, amount: 12.5, reason: 'goodwill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await newestRowAfter(before);
    const page = await t.app.inject({
      url: '/admin/api/audit-log',
      query: { pageSize: '5', action: 'wallet/adjustments' },
      headers: admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    const entry = page.json().value.items.find((item: { id: number }) => item.id === row.id);
    expect(entry).toMatchObject({
      action: 'balanceAdjust',
      member: { id: member.id, username: player.username },
      amount: 12.5,
      points: null,
      statusCode: 200,
    });
    const detail = await t.app.inject({ url: `/admin/api/audit-log/${row.id}`, headers: admin });
    expect(detail.json().value).toMatchObject({
      action: 'balanceAdjust',
      method: 'POST',
      route: '/admin/api/wallet/adjustments',
      body: { memberId: member.id, amount: 12.5, reason: 'goodwill' },
    });
  });

  it('names a content call with its kind and a member call with its member', async () => {
    expect(auditActionOf('POST', '/admin/api/content/banners')).toEqual({ action: 'contentCreate', kind: 'banners' });
    expect(auditActionOf('PATCH', '/admin/api/content/help-articles/:id')).toEqual({
      action: 'contentUpdate',
      kind: 'help-articles',
    });
    expect(auditActionOf('POST', '/admin/api/members/:memberId/freeze')).toEqual({
      action: 'memberFreeze',
      kind: null,
    });
    expect(auditActionOf('POST', '/admin/api/nothing-here')).toBeNull();
    expect(auditActionOf('GET', '/admin/api/settings')).toBeNull();
  });
});

describe('redactForAudit', () => {
  it('blanks one-time codes but keeps the codes that name things', async () => {
    const { redactForAudit } = await import('../src/features/operators/audit-log.ts');
    expect(
      redactForAudit({ code: '123456', verificationCode: '0042', gameCode: 'FAST5', vendor: { code: 'PGSOFT' } }),
    ).toEqual({ code: '[redacted]', verificationCode: '[redacted]', gameCode: 'FAST5', vendor: { code: 'PGSOFT' } });
    expect(redactForAudit({ code: 'FAST5', clientSecret: 'x', nested: [{ newPassword: 'y' }] })).toEqual({
      code: 'FAST5',
      clientSecret: '[redacted]',
      nested: [{ newPassword: '[redacted]' }],
    });
  });
});
