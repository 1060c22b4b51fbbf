import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_DATE_OF_BIRTH, createTestApp, encryptFor, type TestApp } from './test-app.ts';

/** The unique index decides races, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL's pool of 10. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
});
afterAll(async () => t?.close());

describe('parallel registrations of one username', () => {
  it('create exactly one member; the others answer 409 USER_EXISTS, none 500', async () => {
    const password = 'Tr0ub4dor&3x';
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        encryptFor(t.app, {
          username: i % 2 ? 'RaceWinner1' : 'racewinner1',
          password,
          confirmPassword: password,
          dateOfBirth: ADULT_DATE_OF_BIRTH,
        }),
      ),
    );
    const answers = await Promise.all(
      bodies.map((payload) => t.app.inject({ method: 'PUT', url: '/wps/member/register', payload })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('USER_EXISTS');
    const rows = await t.database.db.selectFrom('members').select('username').execute();
    expect(rows).toHaveLength(1);
  });
});
