import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, registerMember, type TestApp } from './test-app.ts';
import { memberIdOf } from './wallet-helpers.ts';

/*
 * Review N8: an agent could script any number of accounts from the agent center (no captcha, no
 * verification) to farm rewards and inflate the team. Creation is capped per agent and UTC day
 * (AGENT_DOWNLINES_DAILY_MAX), counted under the agent's row lock so parallel requests cannot pass
 * the cap together. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL's pool (test:services).
 */
const MAX = 3;
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, AGENT_DOWNLINES_DAILY_MAX: MAX, MEMBER_SESSION_IDLE_MINUTES: 100_000 },
  });
});
afterAll(async () => t?.close());

let serial = 0;
const create = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/agent/downlines',
    headers: { authorization, language: 'en' },
    payload: { username: `cap${Date.now() % 1e7}${(serial += 1)}`.slice(0, 16), password: 'Str0ng#pass', type: 0 },
  });

describe('accounts an agent creates', () => {
  it('are capped per UTC day, parallel requests included; the next day has a new allowance', async () => {
    const agent = await registerMember(t.app);
    const id = await memberIdOf(t, agent.username);
    await t.database.db.updateTable('members').set({ type: 1 }).where('id', '=', id).execute();

    const answers = await Promise.all(Array.from({ length: 2 * MAX }, () => create(agent.authorization)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(MAX);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED', value: { limit: MAX, retryAfterSeconds: 43_200 } });
    }
    const made = await t.database.db.selectFrom('members').select('id').where('registered_by', '=', id).execute();
    expect(made).toHaveLength(MAX);

    clock.set('2030-06-16T00:00:01Z');
    expect((await create(agent.authorization)).statusCode).toBe(200);
  });
});
