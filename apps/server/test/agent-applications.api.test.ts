import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { newOperator, type TestOperator } from './money-helpers.ts';

/** Decision 051: a member asks to become an agent; an operator approves with a type or refuses. */
let t: TestApp;
let admin: { authorization: string };
let support: TestOperator;
let compliance: TestOperator;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  support = await newOperator(t.app, ['support']);
  compliance = await newOperator(t.app, ['compliance']);
});
afterAll(async () => t?.close());

const MESSAGE = 'I run a football fan page with 20k followers in São Paulo.';
type Auth = { authorization: string };
const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { language: 'en', ...(auth ?? {}) }, payload });
const apply = (member: Auth, message = MESSAGE) => call('POST', '/wps/agent/application', member, { message });
const approve = (id: number, agentType: number, by: Auth = support.auth) =>
  call('POST', `/admin/api/agents/applications/${id}/approve`, by, { agentType });
const reject = (id: number, reason: string, by: Auth = support.auth) =>
  call('POST', `/admin/api/agents/applications/${id}/reject`, by, { reason });
const typeOf = async (username: string) =>
  (await t.database.db.selectFrom('members').select('type').where('username', '=', username).executeTakeFirstOrThrow())
    .type;
const inboxKinds = async (member: Auth) =>
  (await call('GET', '/wps/messages', member)).json().value.list as { kind: string; params: Record<string, string> }[];

describe('applications to become an agent', () => {
  it('a player applies once at a time; the agent center opens on approval, without signing in again', async () => {
    const player = await registerMember(t.app);
    expect((await call('GET', '/wps/agent/application', player)).json().value).toBeNull();
    expect((await call('GET', '/wps/agent/overview', player)).statusCode).toBe(403);

    const sent = await apply(player);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ status: 'pending', message: MESSAGE, agentType: null });
    const again = await apply(player);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AGENT_APPLICATION_PENDING' });

    const queue = (await call('GET', '/admin/api/agents/applications?status=pending', support.auth)).json().value;
    const row = queue.list.find((a: { username: string }) => a.username === player.username);
    expect(row).toMatchObject({ status: 'pending', message: MESSAGE, reviewedBy: null });

    const approved = await approve(row.id, 41);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', agentType: 41 });
    expect(await typeOf(player.username)).toBe(41);
    // The same token: the type is read per call.
    expect((await call('GET', '/wps/agent/overview', player)).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/info', player)).json().value.type).toBe(41);
    expect((await inboxKinds(player))[0]).toMatchObject({ kind: 'agent_approved', params: { reference: '41' } });

    // Decided is final: neither a second approval nor a refusal, and an agent does not apply.
    expect((await approve(row.id, 1)).json()).toMatchObject({ code: 'AGENT_APPLICATION_DECIDED' });
    expect((await reject(row.id, 'changed my mind')).json()).toMatchObject({ code: 'AGENT_APPLICATION_DECIDED' });
    expect(await typeOf(player.username)).toBe(41);
    expect((await apply(player)).json()).toMatchObject({ code: 'AGENT_APPLICATION_NOT_ELIGIBLE' });
    const listed = (await call('GET', '/admin/api/agents/applications?status=approved', admin)).json().value.list;
    expect(listed.find((a: { id: number }) => a.id === row.id)).toMatchObject({ reviewedBy: support.username });
  });

  it('a refusal keeps the player a player, says why in the inbox, and lets them apply again', async () => {
    const player = await registerMember(t.app);
    const id = (await apply(player)).json().value.id as number;
    const refused = await reject(id, 'Please tell us more about your audience.');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await typeOf(player.username)).toBe(0);
    expect((await call('GET', '/wps/agent/application', player)).json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please tell us more about your audience.',
    });
    expect((await inboxKinds(player))[0]).toMatchObject({
      kind: 'agent_rejected',
      params: { reason: 'Please tell us more about your audience.' },
    });
    expect((await apply(player, `${MESSAGE} Also a Telegram group.`)).statusCode).toBe(200);
  });

  it('refuses bad input with the field named and moves nothing; only staff decide; trial accounts cannot apply', async () => {
    const player = await registerMember(t.app);
    for (const message of ['', 'too short', 'x'.repeat(501)]) {
      const res = await apply(player, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { message: expect.any(String) } },
      });
    }
    expect((await call('POST', '/wps/agent/application', player, { message: MESSAGE, type: 1 })).statusCode).toBe(400);
    expect((await call('GET', '/wps/agent/application', player)).json().value).toBeNull();
    expect((await call('POST', '/wps/agent/application', undefined, { message: MESSAGE })).statusCode).toBe(401);

    const id = (await apply(player)).json().value.id as number;
    // Compliance reads members but does not make agents; a player cannot call the console.
    expect((await approve(id, 1, compliance.auth)).statusCode).toBe(403);
    expect((await approve(id, 1, player)).statusCode).toBe(401);
    expect((await approve(id, 3)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await approve(id, 4)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await reject(id, '')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await approve(999_999_999, 1)).statusCode).toBe(404);
    expect(await typeOf(player.username)).toBe(0);

    // A trial account (free play) is refused before the application is looked at.
    const trial = await registerMember(t.app);
    await t.database.db.updateTable('members').set({ type: 4 }).where('username', '=', trial.username).execute();
    expect((await apply(trial)).json()).toMatchObject({ code: 'TRUE_ACCOUNT_REQUIRED' });
  });

  it('an approved application cannot be rewritten or deleted in the database', async () => {
    const player = await registerMember(t.app);
    const id = (await apply(player)).json().value.id as number;
    expect((await approve(id, 2)).statusCode).toBe(200);
    const { db } = t.database;
    await expect(sql`update agent_applications set agent_type = 42 where id = ${id}`.execute(db)).rejects.toThrow(
      /already decided/,
    );
    await expect(sql`delete from agent_applications where id = ${id}`.execute(db)).rejects.toThrow(/kept/);
    await expect(
      sql`insert into agent_applications (member_id, message, status) values (${Number(
        (await db.selectFrom('members').select('id').where('username', '=', player.username).executeTakeFirstOrThrow())
          .id,
      )}, ${MESSAGE}, 'approved')`.execute(db),
    ).rejects.toThrow();
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('of parallel applications one waits; of an approval and a refusal racing, exactly one decides', async () => {
    const player = await registerMember(t.app);
    const sent = await Promise.all(Array.from({ length: 6 }, () => apply(player)));
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of sent.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ code: 'AGENT_APPLICATION_PENDING' });
    }
    const id = sent.find((r) => r.statusCode === 200)!.json().value.id as number;
    const decided = await Promise.all([approve(id, 1), reject(id, 'not now'), approve(id, 2), reject(id, 'no')]);
    const winners = decided.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const outcome = winners[0]!.json().value as { status: string; agentType: number | null };
    expect(await typeOf(player.username)).toBe(outcome.status === 'approved' ? outcome.agentType : 0);
    const kinds = (await inboxKinds(player)).filter((m) => m.kind.startsWith('agent_'));
    expect(kinds).toHaveLength(1);
  });

  it('an operator making the member an agent while the application waits: the approval is refused, not doubled', async () => {
    const player = await registerMember(t.app);
    const id = (await apply(player)).json().value.id as number;
    const memberId = Number(
      (
        await t.database.db
          .selectFrom('members')
          .select('id')
          .where('username', '=', player.username)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const [made, approved] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/admin/api/members/${memberId}/agent`,
        headers: admin,
        payload: { type: 2, upline: null, reason: 'signed the agent agreement by phone' },
      }),
      approve(id, 1),
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const type = await typeOf(player.username);
    if (approved.statusCode === 200)
      expect(type).toBe(2); // approved first, then the operator's change
    else {
      expect(approved.json()).toMatchObject({ code: 'AGENT_APPLICATION_NOT_ELIGIBLE' });
      expect(type).toBe(2);
    }
  });
});
