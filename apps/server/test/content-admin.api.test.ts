import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import type { FastifyInstance } from 'fastify';

/*
 * The content team's calls: CRUD of banners, announcements, help articles, customer-service entries,
 * download resources and the brand's domains, their validation, roles, audit rows, and the player reads (cached in
 * memory) seeing each change at once, on this instance and on another one on the same database.
 */
let t: TestApp;
let admin: { authorization: string };
let content: { authorization: string };
let support: { authorization: string };

type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function newOperator(app: FastifyInstance, adminAuth: Auth, username: string, roles: string[]): Promise<Auth> {
  const created = await app.inject({
    method: 'POST',
    url: '/admin/api/operators',
    headers: adminAuth,
    payload: { username, password: 'one-time-pass-123', roles },
  });
  expect(created.statusCode, created.body).toBe(200);
  const signIn = await app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username, password: 'one-time-pass-123' },
  });
  const token = signIn.json().value.token as string;
  const changed = await app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword: 'one-time-pass-123', newPassword: `${username}-own-passphrase` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { authorization: `Bearer ${token}` };
}

const call = (method: Method, url: string, auth: Auth | null, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: auth ?? {}, payload });

const player = async (url: string, language = 'en', app = t.app) => {
  const res = await app.inject({ url, headers: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const homeTitles = async (language: string, app = t.app) =>
  ((await player('/wps/system/banners?group=home', language, app)) as { title: string }[]).map((b) => b.title);

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

const banner = (overrides: Record<string, unknown> = {}) => ({
  group: 'home',
  imageUrl: '/media/banners/home-1.svg',
  linkageType: 'INTERNAL',
  linkUrl: '/promotions',
  title: { 'pt-BR': 'Bônus de boas-vindas', en: 'Welcome bonus', th: 'โบนัสต้อนรับ' },
  enabled: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, SETTINGS_CACHE_TTL_MS: 600_000 } });
  admin = await operatorAuth(t.app);
  content = await newOperator(t.app, admin, 'content-editor', ['content']);
  support = await newOperator(t.app, admin, 'support-agent', ['support']);
});
afterAll(async () => {
  await t?.close();
});

describe('who may edit content', () => {
  it('answers 401 without a token, before reading the body', async () => {
    const res = await call('POST', '/admin/api/content/banners', null, { nonsense: true });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a support operator with 403 and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/api/content/banners', undefined],
      ['POST', '/admin/api/content/banners', banner()],
      ['POST', '/admin/api/content/announcements', {}],
      ['GET', '/admin/api/content/meta', undefined],
    ] as const) {
      const res = await call(method, url, support, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    }
    const count = await t.database.db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('lets a content operator and an admin in', async () => {
    expect((await call('GET', '/admin/api/content/banners', content)).statusCode).toBe(200);
    expect((await call('GET', '/admin/api/content/help-articles', admin)).statusCode).toBe(200);
    const meta = (await call('GET', '/admin/api/content/meta', content)).json().value;
    expect(meta.defaultLanguage).toBe('pt-BR');
    expect(meta.helpCategories).toContain('deposit');
  });
});

describe('banners', () => {
  it('creates, lists, changes, disables and deletes, the player home following each step', async () => {
    expect(await homeTitles('th')).toEqual([]); // the cache is warm and empty
    const created = await call('POST', '/admin/api/content/banners', content, banner());
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json().value;
    expect(value).toMatchObject({ group: 'home', position: 1, enabled: true, title: { th: 'โบนัสต้อนรับ' } });
    expect(await homeTitles('th')).toEqual(['โบนัสต้อนรับ']);

    const list = (await call('GET', '/admin/api/content/banners?group=home', content)).json().value;
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ id: value.id }] });

    const patched = await call('PATCH', `/admin/api/content/banners/${value.id}`, content, {
      title: { ...value.title, th: 'โบนัสใหม่ 200%' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await homeTitles('th')).toEqual(['โบนัสใหม่ 200%']);
    expect(await homeTitles('en')).toEqual(['Welcome bonus']);

    const audit = await auditOf(patched);
    expect(audit.subject).toBe(`banner:${value.id}`);
    expect(audit.username).toBe('content-editor');
    expect(audit.before).toMatchObject({ title: { th: 'โบนัสต้อนรับ' } });
    expect(audit.after).toMatchObject({ title: { th: 'โบนัสใหม่ 200%' } });

    await call('PATCH', `/admin/api/content/banners/${value.id}`, content, { enabled: false });
    expect(await homeTitles('th')).toEqual([]);
    expect((await call('GET', '/admin/api/content/banners?enabled=false', content)).json().value.total).toBe(1);

    const removed = await call('DELETE', `/admin/api/content/banners/${value.id}`, content);
    expect(removed.statusCode).toBe(200);
    expect(await auditOf(removed)).toMatchObject({ subject: `banner:${value.id}`, method: 'DELETE', after: null });
    expect((await call('GET', `/admin/api/content/banners/${value.id}`, content)).statusCode).toBe(404);
    expect((await call('PATCH', `/admin/api/content/banners/${value.id}`, content, { enabled: true })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with the fields named, and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: { en: 'Only English' } }, { 'title.pt-BR': 'REQUIRED' }],
      [{ title: { 'pt-BR': 'x', xx: 'y' } }, { 'title.xx': 'UNKNOWN_FIELD' }],
      [{ title: { 'pt-BR': 'x'.repeat(121) } }, { 'title.pt-BR': 'TOO_LONG' }],
      [{ imageUrl: 'javascript:alert(1)' }, { imageUrl: 'INVALID_VALUE' }],
      [{ imageUrl: '//evil.example/a.png' }, { imageUrl: 'INVALID_VALUE' }],
      [{ linkageType: 'INTERNAL', linkUrl: 'https://example.com' }, { linkUrl: 'INVALID_VALUE' }],
      [{ linkageType: 'EXTERNAL', linkUrl: '/promotions' }, { linkUrl: 'INVALID_VALUE' }],
      [{ linkageType: 'EXTERNAL', linkUrl: null }, { linkUrl: 'INVALID_VALUE' }],
      [{ group: 'nowhere' }, { group: 'INVALID_VALUE' }],
      [{ enabled: undefined }, { enabled: 'REQUIRED' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await call('POST', '/admin/api/content/banners', content, banner(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.fields, JSON.stringify(overrides)).toEqual(fields);
    }
    expect((await call('GET', '/admin/api/content/banners', content)).json().value.total).toBe(0);
  });

  it('checks a change against the stored record as a whole', async () => {
    const { id } = (
      await call('POST', '/admin/api/content/banners', content, banner({ linkageType: 'NONE', linkUrl: null }))
    ).json().value;
    const noLink = await call('PATCH', `/admin/api/content/banners/${id}`, content, { linkageType: 'EXTERNAL' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().value.fields).toEqual({ linkUrl: 'INVALID_VALUE' });
    const emptied = await call('PATCH', `/admin/api/content/banners/${id}`, content, { title: { 'pt-BR': '  ' } });
    expect(emptied.json().value.fields).toEqual({ 'title.pt-BR': 'REQUIRED' });
    const stored = (await call('GET', `/admin/api/content/banners/${id}`, content)).json().value;
    expect(stored).toMatchObject({ linkageType: 'NONE', title: { 'pt-BR': 'Bônus de boas-vindas' } });
    await call('DELETE', `/admin/api/content/banners/${id}`, content);
  });

  it('reorders within a group, one place at a time', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      const res = await call('POST', '/admin/api/content/banners', content, banner({ title: { 'pt-BR': name } }));
      ids.push(res.json().value.id as number);
    }
    // Another group's banner keeps its place whatever moves in home.
    await call('POST', '/admin/api/content/banners', content, banner({ group: 'rng', title: { 'pt-BR': 'Roleta' } }));
    expect(await homeTitles('pt-BR')).toEqual(['A', 'B', 'C']);
    const moved = await call('POST', `/admin/api/content/banners/${ids[2]}/move`, content, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value.position).toBe(2);
    expect(await homeTitles('pt-BR')).toEqual(['A', 'C', 'B']);
    await call('POST', `/admin/api/content/banners/${ids[0]}/move`, content, { direction: 'up' });
    expect(await homeTitles('pt-BR')).toEqual(['A', 'C', 'B']);
    const down = await call('POST', `/admin/api/content/banners/${ids[0]}/move`, content, { direction: 'down' });
    expect(await homeTitles('pt-BR')).toEqual(['C', 'A', 'B']);
    const audit = await auditOf(down);
    expect(audit.subject).toBe(`banner:${ids[0]}`);
    expect(audit.after).toEqual({
      direction: 'down',
      positions: [
        { id: ids[2], position: 1 },
        { id: ids[0], position: 2 },
      ],
    });
    const bad = await call('POST', `/admin/api/content/banners/${ids[0]}/move`, content, { direction: 'left' });
    expect(bad.statusCode).toBe(400);
    expect((await player('/wps/system/banners?group=rng', 'pt-BR')).map((b: { title: string }) => b.title)).toEqual([
      'Roleta',
    ]);
  });

  it('filters, pages and exports every match as CSV', async () => {
    const page = (await call('GET', '/admin/api/content/banners?group=home&pageSize=2&page=2', content)).json().value;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    const search = (await call('GET', '/admin/api/content/banners?q=roleta', content)).json().value;
    expect(search.items.map((b: { group: string }) => b.group)).toEqual(['rng']);
    const csv = await call('GET', '/admin/api/content/banners?group=home&format=csv&pageSize=1', content);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('title_th');
    expect(lines).toHaveLength(4);
  });
});

describe('announcements', () => {
  const announcement = (overrides: Record<string, unknown> = {}) => ({
    type: 'PU',
    title: { 'pt-BR': 'Manutenção', th: 'ปิดปรับปรุง' },
    content: { 'pt-BR': 'Sábado às 02:00', th: 'วันเสาร์ เวลา 02:00 น.' },
    popup: true,
    startsAt: '2030-07-01T00:00:00.000Z',
    endsAt: '2030-07-02T00:00:00.000Z',
    enabled: true,
    ...overrides,
  });

  it('keeps every type with its popup flag and window', async () => {
    const created = await call('POST', '/admin/api/content/announcements', content, announcement());
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().value;
    for (const type of ['B', 'PL', 'PR', 'H']) {
      const res = await call('POST', '/admin/api/content/announcements', content, announcement({ type, popup: false }));
      expect(res.statusCode, type).toBe(200);
    }
    const patched = await call('PATCH', `/admin/api/content/announcements/${id}`, content, {
      endsAt: null,
      content: { 'pt-BR': 'Domingo', th: 'วันอาทิตย์' },
    });
    expect(patched.json().value).toMatchObject({ endsAt: null, popup: true, content: { th: 'วันอาทิตย์' } });
    const popups = (await call('GET', '/admin/api/content/announcements?type=PU', content)).json().value;
    expect(popups.items.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await auditOf(patched)).before).toMatchObject({
      endsAt: '2030-07-02T00:00:00.000Z',
    });
  });

  it('refuses an end before the start, an unknown type and a missing content', async () => {
    const backwards = await call(
      'POST',
      '/admin/api/content/announcements',
      content,
      announcement({ endsAt: '2030-06-01T00:00:00.000Z' }),
    );
    expect(backwards.json().value.fields).toEqual({ endsAt: 'INVALID_VALUE' });
    const type = await call('POST', '/admin/api/content/announcements', content, announcement({ type: 'X' }));
    expect(type.json().value.fields).toEqual({ type: 'INVALID_VALUE' });
    const empty = await call(
      'POST',
      '/admin/api/content/announcements',
      content,
      announcement({ content: { th: 'x' } }),
    );
    expect(empty.json().value.fields).toEqual({ 'content.pt-BR': 'REQUIRED' });
  });
});

describe('help articles, customer service and downloads', () => {
  it('a new help article shows in the help center; a disabled one does not', async () => {
    const created = await call('POST', '/admin/api/content/help-articles', content, {
      category: 'deposit',
      title: { 'pt-BR': 'Como depositar', th: 'วิธีฝากเงิน' },
      content: { 'pt-BR': 'Escolha um canal.\n\nConfirme.', th: 'เลือกช่องทาง\n\nยืนยัน' },
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const help = await player('/wps/system/helpCenter', 'th');
    expect(help.categories).toEqual([
      {
        category: 'deposit',
        articles: [{ id: created.json().value.id, title: 'วิธีฝากเงิน', content: 'เลือกช่องทาง\n\nยืนยัน' }],
      },
    ]);
    await call('PATCH', `/admin/api/content/help-articles/${created.json().value.id}`, content, { enabled: false });
    expect((await player('/wps/system/helpCenter', 'th')).categories).toEqual([]);
    const slug = await call('PATCH', `/admin/api/content/help-articles/${created.json().value.id}`, content, {
      category: 'Not A Slug',
    });
    expect(slug.json().value.fields).toEqual({ category: 'PATTERN_MISMATCH' });
  });

  it('customer-service entries and resources reach the status answer at once', async () => {
    const status = () => player('/wps/system/status', 'th');
    expect((await status()).customerService).toEqual([]); // warms the status cache
    const chat = await call('POST', '/admin/api/content/customer-service', content, {
      type: 1,
      label: { 'pt-BR': 'Chat ao vivo', th: 'แชทสด' },
      url: 'https://chat.example/live',
      vipOnly: false,
      enabled: true,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const mail = await call('POST', '/admin/api/content/customer-service', content, {
      type: 2,
      label: { 'pt-BR': 'E-mail' },
      url: 'https://not-an-email.example',
      vipOnly: false,
      enabled: true,
    });
    expect(mail.json().value.fields).toEqual({ url: 'INVALID_VALUE' });
    const app = await call('POST', '/admin/api/content/resources', content, {
      resourceType: 'Android',
      url: 'https://example.com/app.apk',
      qrCodeUrl: null,
      label: { 'pt-BR': 'App Android', th: 'แอป Android' },
      enabled: true,
    });
    expect(app.statusCode, app.body).toBe(200);
    const value = await status();
    expect(value.customerService).toMatchObject([{ label: 'แชทสด', url: 'https://chat.example/live', type: 1 }]);
    expect(value.resources).toMatchObject([{ labelName: 'แอป Android', resourceType: 'Android' }]);

    await call('PATCH', `/admin/api/content/customer-service/${chat.json().value.id}`, content, {
      label: { 'pt-BR': 'Chat ao vivo', th: 'แชท 24 ชม.' },
    });
    expect((await status()).customerService[0].label).toBe('แชท 24 ชม.');
    await call('DELETE', `/admin/api/content/resources/${app.json().value.id}`, content);
    expect((await status()).resources).toEqual([]);
    const badQr = await call('POST', '/admin/api/content/resources', content, {
      resourceType: 'Android',
      url: 'https://example.com/app.apk',
      qrCodeUrl: 'data:image/png;base64,AAAA',
      label: { 'pt-BR': 'App' },
      enabled: true,
    });
    expect(badQr.json().value.fields).toEqual({ qrCodeUrl: 'INVALID_VALUE' });
  });
});

describe("the brand's domains", () => {
  const domainRoute = () =>
    player('/wps/system/domainRoute') as Promise<{ domainList: string[]; appDomainList: string[] }>;
  const add = async (payload: Record<string, unknown>) => {
    const res = await call('POST', '/admin/api/content/domains', admin, { enabled: true, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { id: number; domain: string; kind: string; position: number };
  };

  it("are the brand owner's: a content operator is refused", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { domain: 'x.example.com', kind: 'main', enabled: true }],
    ] as const) {
      const res = await call(method, '/admin/api/content/domains', content, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    }
    expect((await domainRoute()).domainList).toEqual([]);
  });

  it('answer the site call: the main one first, then the backups in order, app downloads apart', async () => {
    const backupB = await add({ domain: 'B.Lotus.Example', kind: 'backup' });
    expect(backupB.domain).toBe('b.lotus.example');
    const backupC = await add({ domain: 'c.lotus.example', kind: 'backup' });
    const app = await add({ domain: 'get.lotus.example', kind: 'app' });
    const main = await add({ domain: 'play.lotus.example', kind: 'main' });
    expect(main.position).toBe(1);
    expect(await domainRoute()).toEqual({
      domainList: ['play.lotus.example', 'b.lotus.example', 'c.lotus.example'],
      appDomainList: ['get.lotus.example'],
    });

    const moved = await call('POST', `/admin/api/content/domains/${backupC.id}/move`, admin, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await domainRoute()).domainList).toEqual(['play.lotus.example', 'c.lotus.example', 'b.lotus.example']);

    // Switched off, a domain leaves the site's answer at once but stays in the console.
    const off = await call('PATCH', `/admin/api/content/domains/${backupB.id}`, admin, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await domainRoute()).domainList).toEqual(['play.lotus.example', 'c.lotus.example']);
    const listed = (await call('GET', '/admin/api/content/domains?kind=backup', admin)).json().value;
    expect(listed.items.map((d: { domain: string }) => d.domain)).toEqual(['c.lotus.example', 'b.lotus.example']);

    // Only one main domain: a second is refused on its kind until the first is a backup.
    const second = await call('PATCH', `/admin/api/content/domains/${backupC.id}`, admin, { kind: 'main' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', value: { fields: { kind: 'ALREADY_TAKEN' } } });
    expect((await domainRoute()).domainList[0]).toBe('play.lotus.example');
    const demoted = await call('PATCH', `/admin/api/content/domains/${main.id}`, admin, { kind: 'backup' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const promoted = await call('PATCH', `/admin/api/content/domains/${backupC.id}`, admin, { kind: 'main' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await domainRoute()).domainList).toEqual(['c.lotus.example', 'play.lotus.example']);
    expect((await auditOf(promoted)).subject).toBe(`domain:${backupC.id}`);

    for (const row of [backupB, backupC, app, main]) {
      expect((await call('DELETE', `/admin/api/content/domains/${row.id}`, admin)).statusCode).toBe(200);
    }
    expect(await domainRoute()).toEqual({ domainList: [], appDomainList: [] });
  });

  it('refuses what is not a host name, and a domain listed twice, storing nothing', async () => {
    for (const domain of [
      'https://play.example.com',
      'play.example.com/path',
      'play',
      'pl ay.example.com',
      '-x.example.com',
      '',
    ]) {
      const res = await call('POST', '/admin/api/content/domains', admin, { domain, kind: 'backup', enabled: true });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().value.fields.domain, domain).toBeDefined();
    }
    const bad = await call('POST', '/admin/api/content/domains', admin, {
      domain: 'x.example.com',
      kind: 'mirror',
      enabled: true,
    });
    expect(bad.json().value.fields).toEqual({ kind: 'INVALID_VALUE' });
    const first = await add({ domain: 'once.example.com', kind: 'backup' });
    const again = await call('POST', '/admin/api/content/domains', admin, {
      domain: 'ONCE.example.com',
      kind: 'app',
      enabled: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().value.fields).toEqual({ domain: 'ALREADY_TAKEN' });
    expect((await call('GET', '/admin/api/content/domains', admin)).json().value.total).toBe(1);
    await call('DELETE', `/admin/api/content/domains/${first.id}`, admin);
  });

  it('lets only one of two simultaneous main domains in', async () => {
    const answers = await Promise.all(
      ['one.example.com', 'two.example.com'].map((domain) =>
        call('POST', '/admin/api/content/domains', admin, { domain, kind: 'main', enabled: true }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await domainRoute()).domainList).toHaveLength(1);
    const listed = (await call('GET', '/admin/api/content/domains', admin)).json().value.items as { id: number }[];
    for (const row of listed) await call('DELETE', `/admin/api/content/domains/${row.id}`, admin);
  });
});

describe('a type-3 customer-service line (spec: decrypted, opened in a popup)', () => {
  const open = (sealed: string, auth: Auth | null = null) =>
    call('POST', '/wps/system/customer-service/open', auth, { sealed });
  const line = async (payload: Record<string, unknown>) => {
    const res = await call('POST', '/admin/api/content/customer-service', content, {
      type: 3,
      label: { 'pt-BR': 'Suporte', en: 'Help desk' },
      vipOnly: false,
      enabled: true,
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { id: number };
  };
  type Line = { id: number; url: string | null; sealed: string | null };
  const lineIn = async (id: number) =>
    ((await player('/wps/system/status')).customerService as Line[]).find((l) => l.id === id)!;

  it('travels sealed in the status answer and opens for anyone; a site path travels plain', async () => {
    const desk = await line({ url: 'https://desk.example/widget?key=s3cret' });
    const site = await line({ url: '/helpmc' });
    const status = JSON.stringify(await player('/wps/system/status'));
    expect(status).not.toContain('s3cret');
    const sealed = await lineIn(desk.id);
    expect(sealed.url).toBeNull();
    expect(sealed.sealed).toEqual(expect.any(String));
    expect(await lineIn(site.id)).toMatchObject({ url: '/helpmc', sealed: null });

    const opened = await open(sealed.sealed!);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toEqual({ url: 'https://desk.example/widget?key=s3cret' });

    // A value the server did not seal, or one changed by a byte, opens nothing.
    for (const forged of [
      'not-sealed',
      // One character of the middle changed (the last ones may only carry padding bits).
      `${sealed.sealed!.slice(0, 10)}${sealed.sealed![10] === 'A' ? 'B' : 'A'}${sealed.sealed!.slice(11)}`,
      Buffer.from('{"id":1}').toString('base64url'),
    ]) {
      const res = await open(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { sealed: 'INVALID_VALUE' } } });
    }
    // Changed or switched off after the page read it: gone (the page reads the status again).
    await call('PATCH', `/admin/api/content/customer-service/${desk.id}`, content, { url: 'https://desk.example/new' });
    expect((await open(sealed.sealed!)).statusCode).toBe(404);
    const fresh = await lineIn(desk.id);
    expect((await open(fresh.sealed!)).json().value.url).toBe('https://desk.example/new');
    await call('PATCH', `/admin/api/content/customer-service/${desk.id}`, content, { enabled: false });
    expect((await open(fresh.sealed!)).statusCode).toBe(404);
    for (const { id } of [desk, site]) await call('DELETE', `/admin/api/content/customer-service/${id}`, content);
  });

  it('seals a VIP line of any type too, and opens it only for a member ranked above 4', async () => {
    const vip = await line({ type: 1, url: 'https://desk.example/vip-host', vipOnly: true });
    expect(JSON.stringify(await player('/wps/system/status'))).not.toContain('vip-host');
    const { sealed } = await lineIn(vip.id);
    const visitor = await open(sealed!);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ code: 'FORBIDDEN', value: { reason: 'VIP_ONLY' } });
    const registered = await registerMember(t.app);
    const member = { authorization: registered.authorization };
    expect((await open(sealed!, member)).statusCode).toBe(403);

    const db = t.database.db;
    const { id: memberId } = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', registered.username)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vip_levels')
      .values({
        rank_level: 5,
        name: JSON.stringify({ en: 'Diamond' }),
        color: '#222222',
        color2: '#333333',
        deposit_threshold_minor: 1_000_000,
      } as never)
      .onConflict((oc) => oc.column('rank_level').doNothing())
      .execute();
    await db
      .insertInto('member_loyalty')
      .values({ member_id: memberId, vip_level: 5 } as never)
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ vip_level: 5 } as never))
      .execute();
    const opened = await open(sealed!, member);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value.url).toBe('https://desk.example/vip-host');
    await call('DELETE', `/admin/api/content/customer-service/${vip.id}`, content);
  });
});

describe('two instances on one database', () => {
  const shared = !!process.env.REDIS_URL && !!process.env.TEST_DATABASE_URL;

  it.skipIf(!shared)('instance B serves the new banner title right after instance A saved it', async () => {
    const database = await openTestDatabase();
    const second = await openTestDatabase({ schema: database.schema });
    // A long TTL: only the bus can make B fresh in time.
    const env = { SEED_DEMO: false, SETTINGS_CACHE_TTL_MS: 600_000 };
    const busNamespace = `test-content-${Date.now()}`;
    const a = await createTestApp({ database, busNamespace, env });
    const b = await createTestApp({ database: second, busNamespace, env });
    try {
      const aAuth = await operatorAuth(a.app);
      const created = await call('POST', '/admin/api/content/banners', aAuth, banner(), a.app);
      const { id } = created.json().value;
      const label = { 'pt-BR': 'Suporte', th: 'ฝ่ายบริการ' };
      const cs = await call(
        'POST',
        '/admin/api/content/customer-service',
        aAuth,
        {
          type: 1,
          label,
          url: 'https://chat.example',
          vipOnly: false,
          enabled: true,
        },
        a.app,
      );
      // Wait until B has seen both creations, then B's caches are warm with them.
      await until(async () => (await homeTitles('th', b.app)).includes('โบนัสต้อนรับ'));
      await until(async () => (await player('/wps/system/status', 'th', b.app)).customerService.length === 1);

      // B really serves from memory: a write that bypasses the service stays unseen there.
      await database.db
        .updateTable('banners')
        .set({ title: JSON.stringify({ 'pt-BR': 'x', th: 'แอบแก้' }) })
        .execute();
      expect(await homeTitles('th', b.app)).toEqual(['โบนัสต้อนรับ']);

      const saved = await call(
        'PATCH',
        `/admin/api/content/banners/${id}`,
        aAuth,
        { title: { 'pt-BR': 'Novo', th: 'ชื่อใหม่บนแบนเนอร์' } },
        a.app,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const started = Date.now();
      await until(async () => (await homeTitles('th', b.app))[0] === 'ชื่อใหม่บนแบนเนอร์');
      expect(Date.now() - started).toBeLessThan(1000);

      await call(
        'PATCH',
        `/admin/api/content/customer-service/${cs.json().value.id}`,
        aAuth,
        {
          label: { ...label, th: 'แชทใหม่' },
        },
        a.app,
      );
      await until(async () => (await player('/wps/system/status', 'th', b.app)).customerService[0].label === 'แชทใหม่');
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await database.close();
    }
  });
});

/** Polls `check` for up to 3 s (a Redis message takes a moment); fails the test if it never holds. */
async function until(check: () => Promise<boolean>) {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met within 3 s');
}
