import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, key, newOperator, png, upload, type TestOperator } from './money-helpers.ts';
import { setBudget } from './approval-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * The operator's side of promotions: writing offers (major units and percents in, minor units and
 * basis points stored), their image, the review of members' applications (decided once, even by
 * two operators at once) and the cost per promotion; roles, validation and audit rows.
 */
let t: TestApp;
let admin: { authorization: string };
let content: TestOperator;
let finance: TestOperator;
let finance2: TestOperator;
let support: TestOperator;

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth | null, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...(auth ?? {}), language }, payload });

const promotion = (overrides: Record<string, unknown> = {}) => ({
  kind: 'first_deposit',
  category: 'new_player',
  title: { 'pt-BR': 'Bônus de primeiro depósito', en: 'First deposit bonus', th: 'โบนัสฝากครั้งแรก' },
  summary: { 'pt-BR': 'Dobramos seu depósito', en: 'We double your deposit' },
  body: { en: '**100%** up to 500' },
  terms: { en: 'Wager 10 times.' },
  imageUrl: null,
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  position: 10,
  requiresJoin: false,
  rules: { matchPercent: 100, maxBonus: 500.5, minDeposit: 20 },
  wageringMultiple: 10,
  wageringBase: 'bonus',
  contributions: { RNG: 10_000, LIVE: 1_000 },
  vendorOnly: null,
  onWithdrawal: 'forfeit',
  bonusValidDays: 30,
  eligibility: { registeredWithinDays: 30, countries: ['+55'] },
  ...overrides,
});

const manualPromotion = () =>
  promotion({
    kind: 'manual',
    category: 'general',
    title: { 'pt-BR': 'Envie seu print', en: 'Send your screenshot' },
    rules: { amount: 25 },
    eligibility: {},
  });

/** The audit row of one call (by its request id), written after the answer: wait for it. */
async function auditOf(res: { headers: Record<string, unknown> }) {
  const requestId = String(res.headers['x-request-id']);
  for (let tries = 0; tries < 100; tries++) {
    const row = await t.database.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no audit row for request ${requestId}`);
}

async function createPromotion(body: object): Promise<number> {
  const res = await call('POST', '/admin/api/promotions', content.auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

/** A member's application through the player's own call: a remark and PNG images in one multipart form. */
async function apply(promotionId: number, authorization: string, remark: string, images: Buffer[]) {
  const boundary = `----apply${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`),
  ];
  images.forEach((data, i) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="shot-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/apply`,
    headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}`, language: 'en' },
    payload: Buffer.concat(parts),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function applicationsOf(promotionId: number, status = 'applying', auth: Auth = finance.auth) {
  const res = await call('GET', `/admin/api/promotions/applications?status=${status}&promotionId=${promotionId}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: Record<string, unknown>[]; total: number };
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  [content, finance, finance2, support] = await Promise.all([
    newOperator(t.app, ['content']),
    newOperator(t.app, ['finance']),
    newOperator(t.app, ['finance']),
    newOperator(t.app, ['support']),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('who may call', () => {
  it('answers 401 without a token, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/admin/api/promotions'],
      ['POST', '/admin/api/promotions'],
      ['PUT', '/admin/api/promotions/1'],
      ['GET', '/admin/api/promotions/applications'],
      ['POST', '/admin/api/promotions/applications/1/review'],
      ['GET', '/admin/api/promotions/cost?from=2030-01-01&to=2030-01-31'],
    ] as const) {
      const res = await call(method, url, null, method === 'GET' ? undefined : { nonsense: true });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses the roles a call is not for with 403 and writes nothing', async () => {
    for (const [method, url, who, payload] of [
      ['POST', '/admin/api/promotions', support, promotion()],
      ['GET', '/admin/api/promotions', finance, undefined],
      ['GET', '/admin/api/promotions/applications', content, undefined],
      ['POST', '/admin/api/promotions/applications/1/review', support, { decision: 'reject' }],
      ['POST', '/admin/api/promotions/applications/1/review', content, { decision: 'reject' }],
      ['GET', '/admin/api/promotions/cost?from=2030-01-01&to=2030-01-31', support, undefined],
    ] as const) {
      const res = await call(method, url, who.auth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    }
    const count = await t.database.db
      .selectFrom('promotions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets admin, and support read the queue', async () => {
    expect((await call('GET', '/admin/api/promotions', admin)).statusCode).toBe(200);
    expect((await call('GET', '/admin/api/promotions/applications', support.auth)).statusCode).toBe(200);
  });
});

describe('writing a promotion', () => {
  it('refuses bad input with the fields at fault', async () => {
    const bad = await call(
      'POST',
      '/admin/api/promotions',
      content.auth,
      promotion({ kind: 'nope', bonusValidDays: 0, eligibility: { countries: ['55'] } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().value.fields).toMatchObject({
      kind: 'INVALID_VALUE',
      bonusValidDays: 'TOO_SMALL',
      'eligibility.countries.0': 'PATTERN_MISMATCH',
    });

    const rules = await call(
      'POST',
      '/admin/api/promotions',
      content.auth,
      promotion({ title: { en: 'Only English' }, rules: { maxBonus: 10.555 } }),
    );
    expect(rules.statusCode).toBe(400);
    // The kind's rate is required, money has the currency's decimals, the brand's language has a title.
    expect(rules.json().value.fields).toEqual({
      'rules.matchPercent': 'REQUIRED',
      'rules.maxBonus': 'TOO_MANY_DECIMALS',
      'title.pt-BR': 'REQUIRED',
    });

    const dates = await call(
      'POST',
      '/admin/api/promotions',
      content.auth,
      promotion({ startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
    );
    expect(dates.statusCode).toBe(400);
    expect(Object.keys(dates.json().value.fields)).toEqual(['endsAt']);

    // Review N12: an image is a site path or an http(s) URL, as a banner's is.
    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://tracker.example/p.png']) {
      const image = await call('POST', '/admin/api/promotions', content.auth, promotion({ imageUrl }));
      expect(image.statusCode, imageUrl).toBe(400);
      expect(Object.keys(image.json().value.fields), imageUrl).toEqual(['imageUrl']);
    }
  });

  it('stores minor units and basis points, answers major units and percents, audits the change', async () => {
    const created = await call('POST', '/admin/api/promotions', content.auth, promotion());
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json().value;
    expect(value.rules).toEqual({ matchPercent: 100, maxBonus: 500.5, minDeposit: 20 });
    const row = await t.database.db
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(row.rules).toEqual({ matchBps: 10_000, maxBonusMinor: 50_050, minDepositMinor: 2_000 });
    expect(row.eligibility).toEqual({ registeredWithinDays: 30, countries: ['+55'] });
    const audit = await auditOf(created);
    expect(audit.subject).toBe(`promotion:${value.id}`);
    expect(audit.status_code).toBe(200);

    // A reload keeps its claim limit; figures of another kind are dropped.
    const changed = await call(
      'PUT',
      `/admin/api/promotions/${value.id}`,
      content.auth,
      promotion({ kind: 'reload', rules: { matchPercent: 12.5, maxBonus: 100, maxClaims: 3, cashbackPercent: 5 } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.rules).toEqual({ matchPercent: 12.5, maxBonus: 100, maxClaims: 3 });
    const changedAudit = await auditOf(changed);
    expect((changedAudit.before as { kind: string }).kind).toBe('first_deposit');
    expect((changedAudit.after as { kind: string }).kind).toBe('reload');

    const one = await call('GET', `/admin/api/promotions/${value.id}`, content.auth);
    expect(one.json().value.title.th).toBe('โบนัสฝากครั้งแรก');
    expect(one.json().value.rules.matchPercent).toBe(12.5);

    const list = await call('GET', '/admin/api/promotions?kind=reload', content.auth, undefined, 'th');
    expect(list.json().value.items).toEqual([
      expect.objectContaining({ id: value.id, title: 'โบนัสฝากครั้งแรก', kind: 'reload', claimCount: 0, enabled: true }),
    ]);
    expect((await call('GET', '/admin/api/promotions/999999', content.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/admin/api/promotions/999999', content.auth, promotion())).statusCode).toBe(404);
  });

  it('uploads an image players can load, and refuses what is not PNG or JPG', async () => {
    const id = await createPromotion(promotion({ kind: 'cashback', rules: { cashbackPercent: 5, maxCashback: 200 } }));
    const image = png(500);
    // The upload helper names the file field `proof`; the route takes the first file whatever its name.
    const res = await upload(t.app, `/admin/api/promotions/${id}/image`, content.auth.authorization, [
      { data: image, filename: 'card.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const imageUrl = res.json().value.imageUrl as string;
    expect(imageUrl).toMatch(/^\/wps\/promotion-images\/\d+-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    const refused = await upload(t.app, `/admin/api/promotions/${id}/image`, content.auth.authorization, [
      { data: gif(), filename: 'card.gif', type: 'image/gif' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields).toEqual({ image: 'INVALID_TYPE' });
    expect((await t.app.inject({ url: '/wps/promotion-images/..%2Fsecret.png' })).statusCode).toBe(404);
  });
});

describe('reviewing applications', () => {
  it('lists an application with its member, remark and images; approves it once', async () => {
    const id = await createPromotion(manualPromotion());
    const member = await registerMember(t.app);
    const shots = [png(300), png(400)];
    await apply(id, member.authorization, 'My winning screenshot', shots);

    const queue = await applicationsOf(id, 'applying', support.auth);
    expect(queue.total).toBe(1);
    const application = queue.items[0]!;
    expect(application).toMatchObject({
      promotionId: id,
      promotionTitle: 'Send your screenshot',
      username: member.username,
      remark: 'My winning screenshot',
      imageCount: 2,
      status: 'applying',
      amount: null,
    });
    const image = await call('GET', `/admin/api/promotions/applications/${application.id}/images/1`, support.auth);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(shots[1]!)).toBe(true);
    expect(
      (await call('GET', `/admin/api/promotions/applications/${application.id}/images/2`, support.auth)).statusCode,
    ).toBe(404);

    const noAmount = await call('POST', `/admin/api/promotions/applications/${application.id}/review`, finance.auth, {
      decision: 'approve',
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().value.fields).toEqual({ amount: 'REQUIRED' });

    const approved = await call('POST', `/admin/api/promotions/applications/${application.id}/review`, finance.auth, {
      decision: 'approve',
      amount: 25.5,
      note: 'Looks right',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'issued', amount: 25.5, reviewedBy: finance.username });
    const audit = await auditOf(approved);
    expect(audit.subject).toBe(`promotion-claim:${application.id}`);
    expect(audit.after).toMatchObject({ status: 'issued', amount: 25.5 });
    const row = await t.database.db
      .selectFrom('promotion_claims')
      .selectAll()
      .where('id', '=', application.id as number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'issued', amount_minor: 2550, review_note: 'Looks right', bonus_id: null });

    const again = await call('POST', `/admin/api/promotions/applications/${application.id}/review`, finance.auth, {
      decision: 'reject',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', value: { state: 'issued' } });
    expect((await applicationsOf(id, 'issued')).total).toBe(1);
    expect(
      (await call('POST', '/admin/api/promotions/applications/999999/review', finance.auth, { decision: 'reject' }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects with a note', async () => {
    const id = await createPromotion(manualPromotion());
    const member = await registerMember(t.app);
    await apply(id, member.authorization, '', []);
    const [application] = (await applicationsOf(id)).items;
    const rejected = await call('POST', `/admin/api/promotions/applications/${application!.id}/review`, finance.auth, {
      decision: 'reject',
      note: 'The screenshot is from another site',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      amount: null,
      reviewNote: 'The screenshot is from another site',
    });
  });

  it('decides once when two operators approve at the same moment', async () => {
    const id = await createPromotion(manualPromotion());
    const member = await registerMember(t.app);
    await apply(id, member.authorization, 'race', []);
    const [application] = (await applicationsOf(id)).items;
    const url = `/admin/api/promotions/applications/${application!.id}/review`;
    const answers = await Promise.all([
      call('POST', url, finance.auth, { decision: 'approve', amount: 10 }),
      call('POST', url, finance2.auth, { decision: 'approve', amount: 20 }),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', value: { state: 'issued' } });
    const winner = answers.find((res) => res.statusCode === 200)!.json().value as { amount: number };
    const row = await t.database.db
      .selectFrom('promotion_claims')
      .select(['status', 'amount_minor'])
      .where('id', '=', application!.id as number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'issued', amount_minor: winner.amount * 100 });
  });
});

describe('cost per promotion', () => {
  it('counts claims, members and what the bonuses became; as CSV too', async () => {
    const id = await createPromotion(manualPromotion());
    // Claims pay from the budget finance sets (decision 033).
    await setBudget(t.app, id, 1_000, null);
    const member = await registerMember(t.app);
    await apply(id, member.authorization, 'cost', []);
    const [application] = (await applicationsOf(id)).items;
    await call('POST', `/admin/api/promotions/applications/${application!.id}/review`, finance.auth, {
      decision: 'approve',
      amount: 40,
    });
    // The member takes the issued amount into the bonus wallet (the player's own call).
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/${id}/claim`,
      headers: { authorization: member.authorization, 'idempotency-key': key(), language: 'en' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const res = await call('GET', `/admin/api/promotions/cost?from=${today}&to=${today}`, finance.auth);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().value.rows as { promotionId: number }[]).find((r) => r.promotionId === id);
    expect(row).toEqual({
      promotionId: id,
      title: 'Send your screenshot',
      kind: 'manual',
      claims: 1,
      members: 1,
      issued: 40,
      converted: 0,
      forfeited: 0,
      expired: 0,
      active: 40,
      cost: 0,
    });

    const csv = await call('GET', `/admin/api/promotions/cost?from=${today}&to=${today}&format=csv`, finance.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'promotion_id,title,kind,claims,members,issued_BRL,converted_BRL,forfeited_BRL,expired_BRL,active_BRL,cost_BRL',
    );
    expect(lines).toContain(`${id},Send your screenshot,manual,1,1,40.00,0.00,0.00,0.00,40.00,0.00`);

    const before = await call('GET', '/admin/api/promotions/cost?from=2020-01-01&to=2020-01-31', finance.auth);
    expect(before.json().value.rows).toEqual([]);
    const bad = await call('GET', `/admin/api/promotions/cost?from=${today}&to=2020-01-01`, finance.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ to: expect.any(String) });
    await expectLedgerReconciles(t.database);
  });
});
