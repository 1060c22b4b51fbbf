import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import {
  jpg,
  multipart,
  newOperator,
  png,
  requestWithdrawal,
  withdrawingPlayer,
  type TestOperator,
} from './money-helpers.ts';
import { memberIdOf } from './wallet-helpers.ts';
import { createPushRelay } from '../src/features/messages/push-relay.ts';
import type { PushMessage } from '../src/features/app-install/push.service.ts';

/*
 * Communication over HTTP: the player's announcements with read marks and popups shown once,
 * platform messages from an operator to one member or a segment (one insert) and from the system
 * when money moves, and feedback with images through support's reply.
 */
let t: TestApp;
let admin: { authorization: string };
let support: TestOperator;
let finance: TestOperator;

beforeAll(async () => {
  // The push relay is driven by hand below.
  t = await createTestApp({ env: { SEED_DEMO: false, MESSAGE_PUSH_INTERVAL_MS: 0 } });
  admin = await operatorAuth(t.app);
  support = await newOperator(t.app, ['support']);
  finance = await newOperator(t.app, ['finance']);
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers: { language: 'en', ...headers }, payload: payload as object });

describe('announcements', () => {
  const write = async (fields: Record<string, unknown>) => {
    const res = await call('POST', '/admin/api/content/announcements', admin, {
      type: 'PL',
      title: { 'pt-BR': 'Título', en: 'Title', th: 'หัวข้อ' },
      content: { 'pt-BR': 'Corpo', en: 'Body', th: 'เนื้อหา' },
      popup: false,
      startsAt: null,
      endsAt: null,
      enabled: true,
      ...fields,
      // The brand's default language is required.
      ...(fields.title ? { title: { 'pt-BR': 'Título', ...(fields.title as object) } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.id as number;
  };

  it('lists the live ones of a type with read marks, shows each popup once, and refuses closed ones', async () => {
    const live = await write({ title: { en: 'Maintenance tonight', th: 'ปิดปรับปรุงคืนนี้' } });
    const later = await write({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const ended = await write({
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const popup = await write({ type: 'H', popup: true, title: { en: 'Welcome' } });
    const disabled = await write({ type: 'PU', enabled: false });

    const visitor = (await call('GET', '/wps/announcements?type=PL', { language: 'th' })).json().value;
    const ids = visitor.list.map((a: { id: number }) => a.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(ended);
    expect(visitor.list.find((a: { id: number }) => a.id === live)).toMatchObject({
      title: 'ปิดปรับปรุงคืนนี้',
      read: false,
    });
    expect(visitor.unread).toBe(0);

    const member = await registerMember(t.app);
    const auth = { authorization: member.authorization };
    const before = (await call('GET', '/wps/announcements?type=PL', auth)).json().value;
    expect(before.unread).toBe(before.total);
    expect((await call('POST', `/wps/announcements/${live}/read`, auth)).statusCode).toBe(200);
    const after = (await call('GET', '/wps/announcements?type=PL', auth)).json().value;
    expect(after.unread).toBe(before.total - 1);
    expect(after.list.find((a: { id: number }) => a.id === live).read).toBe(true);

    const popups = (await call('GET', '/wps/announcements/popup', auth)).json().value as { id: number }[];
    expect(popups.map((a) => a.id)).toEqual([popup]);
    await call('POST', `/wps/announcements/${popup}/read`, auth);
    expect((await call('GET', '/wps/announcements/popup', auth)).json().value).toEqual([]);

    for (const id of [later, ended, disabled, 99_999_999]) {
      const res = await call('POST', `/wps/announcements/${id}/read`, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const all = await call('POST', '/wps/announcements/read-all?type=PL', auth);
    expect(all.json().value.read).toBe(before.total);
    expect((await call('GET', '/wps/announcements?type=PL', auth)).json().value.unread).toBe(0);
    expect((await call('GET', '/wps/announcements/popup', {})).statusCode).toBe(401);
  });

  it("answers the spec's v2 call: several types at once with platform W and execution B, unknown values refused", async () => {
    const marquee = await write({ type: 'B', title: { en: 'Marquee line' } });
    const home = await write({ type: 'H', title: { en: 'Home notice' } });
    const url = '/wps/announcements?type=B,H&platform=W&execution=B&pageSize=50';
    const both = (await call('GET', url, {})).json().value;
    const types = both.list.map((a: { type: string }) => a.type);
    expect(both.list.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([marquee, home]));
    // In the order named: every marquee line before the home notices.
    expect(types).toEqual([...types.filter((x: string) => x === 'B'), ...types.filter((x: string) => x === 'H')]);
    expect(both.total).toBe(
      (await call('GET', '/wps/announcements?type=B&pageSize=50', {})).json().value.total +
        (await call('GET', '/wps/announcements?type=H&pageSize=50', {})).json().value.total,
    );
    const repeated = (await call('GET', '/wps/announcements?type=B&type=H&type=B&pageSize=50', {})).json().value;
    expect(repeated.total).toBe(both.total);

    const member = await registerMember(t.app);
    const auth = { authorization: member.authorization };
    const read = await call('POST', '/wps/announcements/read-all?type=B,H', auth);
    expect(read.json().value.read).toBe(both.total);
    expect((await call('GET', url, auth)).json().value.unread).toBe(0);

    for (const bad of ['type=B,XX', 'type=', 'type=B&platform=M', 'type=B&execution=A']) {
      const res = await call('GET', `/wps/announcements?${bad}`, {});
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('pages the list by the spec size of 9', async () => {
    for (let i = 0; i < 10; i += 1) await write({ type: 'PR', title: { en: `Offer ${i}` } });
    const first = (await call('GET', '/wps/announcements?type=PR', {})).json().value;
    expect(first.list).toHaveLength(9);
    expect(first.totalPages).toBe(2);
    const second = (await call('GET', '/wps/announcements?type=PR&page=2', {})).json().value;
    expect(second.list).toHaveLength(first.total - 9);
  });
});

describe('platform messages', () => {
  const send = (audience: unknown, operator = support.auth) =>
    call('POST', '/admin/api/messages', operator, {
      title: { 'pt-BR': 'Olá', en: 'Hello', vi: 'Xin chào' },
      content: { 'pt-BR': 'Um aviso', en: 'A notice', vi: 'Một thông báo' },
      audience,
    });
  const inbox = async (authorization: string, query = '') =>
    (await call('GET', `/wps/messages${query}`, { authorization })).json().value;

  it('delivers a notice to one member, in their language, with read, read-all and delete', async () => {
    const member = await registerMember(t.app);
    const sent = await send({ kind: 'member', username: member.username });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.recipients).toBe(1);
    const page = (await call('GET', '/wps/messages', { authorization: member.authorization, language: 'vi' })).json()
      .value;
    expect(page.list[0]).toMatchObject({ kind: 'notice', title: 'Xin chào', content: 'Một thông báo', read: false });
    expect(page.unread).toBe(1);
    const count = await call('GET', '/wps/messages/unread-count', { authorization: member.authorization });
    expect(count.json().value.count).toBe(1);

    await send({ kind: 'member', username: member.username });
    const id = page.list[0].id as number;
    expect((await call('POST', `/wps/messages/${id}/read`, { authorization: member.authorization })).statusCode).toBe(
      200,
    );
    expect((await inbox(member.authorization)).unread).toBe(1);
    expect((await inbox(member.authorization, '?unreadOnly=true')).list).toHaveLength(1);
    const all = await call('POST', '/wps/messages/read-all', { authorization: member.authorization });
    expect(all.json().value.read).toBe(1);
    expect((await call('DELETE', `/wps/messages/${id}`, { authorization: member.authorization })).statusCode).toBe(200);
    const left = await inbox(member.authorization);
    expect(left.total).toBe(1);
    expect(left.list.map((m: { id: number }) => m.id)).not.toContain(id);
    // Another member's message, or one deleted already: not found.
    const other = await registerMember(t.app);
    expect((await call('POST', `/wps/messages/${id}/read`, { authorization: other.authorization })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/wps/messages/${id}`, { authorization: member.authorization })).statusCode).toBe(404);

    const list = (await call('GET', '/admin/api/messages', support.auth)).json().value;
    expect(list.list.find((m: { id: number }) => m.id === id)).toMatchObject({ recipients: 1, readCount: 1 });
  });

  it('reaches a segment with one insert: VIP levels, an agent team at any depth, countries, everyone', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => registerMember(t.app)));
    const [ia, ib, ic, id] = await Promise.all([a, b, c, d].map((m) => memberIdOf(t, m!.username)));
    const db = t.database.db;
    await db
      .insertInto('vip_levels')
      .values({
        rank_level: 7,
        name: '{"en":"Seven"}',
        color: '#111111',
        color2: '#222222',
        turnover_threshold_minor: 1,
      })
      .execute();
    // The loyalty stream may already have made the member's row (their sign-in event).
    await db
      .insertInto('member_loyalty')
      .values({ member_id: ia!, vip_level: 7 })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ vip_level: 7 }))
      .execute();
    // d under c under b: b's team is b, c and d.
    await db.updateTable('members').set({ type: 1 }).where('id', '=', ib!).execute();
    await db.updateTable('members').set({ upline_id: ib! }).where('id', '=', ic!).execute();
    await db.updateTable('members').set({ upline_id: ic! }).where('id', '=', id!).execute();
    await db.updateTable('members').set({ country_dialing_code: '+977' }).where('id', 'in', [ia!, id!]).execute();

    const reach = async (audience: unknown) => {
      const res = await call('POST', '/admin/api/messages/audience', support.auth, { audience });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.recipients as number;
    };
    expect(await reach({ kind: 'vip', levels: [7] })).toBe(1);
    expect(await reach({ kind: 'agent', username: b!.username })).toBe(3);
    expect(await reach({ kind: 'country', dialingCodes: ['+977'] })).toBe(2);
    const everyone = await db
      .selectFrom('members')
      .select(db.fn.countAll<number>().as('n'))
      .where('type', '!=', 4)
      .executeTakeFirstOrThrow();
    expect(await reach({ kind: 'all' })).toBe(Number(everyone.n));

    const team = await send({ kind: 'agent', username: b!.username });
    expect(team.json().value.recipients).toBe(3);
    for (const m of [b, c, d]) expect((await inbox(m!.authorization)).list[0].title).toBe('Hello');
    expect((await inbox(a!.authorization)).total).toBe(0);
  });

  it('refuses an audience of nobody or a non-agent with nothing written, and roles other than support', async () => {
    const count = async () =>
      (
        await t.database.db
          .selectFrom('messages')
          .select(t.database.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const nobody = await send({ kind: 'country', dialingCodes: ['+999'] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().value.fields).toEqual({ audience: 'NO_RECIPIENTS' });
    const player = await registerMember(t.app);
    const notAgent = await send({ kind: 'agent', username: player.username });
    expect(notAgent.statusCode).toBe(400);
    expect((await send({ kind: 'member', username: 'no-such-member' })).statusCode).toBe(400);
    expect((await send({ kind: 'all' }, finance.auth)).statusCode).toBe(403);
    const noDefault = await call('POST', '/admin/api/messages', support.auth, {
      title: { en: 'Hello' },
      content: { en: 'A notice' },
      audience: { kind: 'all' },
    });
    expect(noDefault.json().value.fields).toEqual({ 'title.pt-BR': 'REQUIRED', 'content.pt-BR': 'REQUIRED' });
    const empty = await call('POST', '/admin/api/messages', support.auth, {
      title: {},
      content: { en: 'x' },
      audience: { kind: 'all' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Number(await count())).toBe(before);
  });

  it('tells the member when a withdrawal is paid or refused and a bonus is issued, in the same transaction', async () => {
    const player = await withdrawingPlayer(t, 500);
    const paid = await requestWithdrawal(t.app, player, 100);
    expect((await call('POST', `/admin/api/withdrawals/${paid}/approve`, finance.auth, {})).statusCode).toBe(200);
    const refused = await requestWithdrawal(t.app, player, 50);
    const reject = await call('POST', `/admin/api/withdrawals/${refused}/reject`, finance.auth, {
      reason: 'Name differs',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const list = (await inbox(player.authorization)).list as { kind: string; params: Record<string, unknown> }[];
    expect(list.find((m) => m.kind === 'withdrawal_paid')?.params).toMatchObject({
      amountMinor: 10_000,
      reference: String(paid),
    });
    expect(list.find((m) => m.kind === 'withdrawal_rejected')?.params).toMatchObject({
      amountMinor: 5_000,
      reason: 'Name differs',
    });
  });
});

describe('feedback', () => {
  const form = (fields: Record<string, string>, files: { data: Buffer; filename: string; type: string }[] = []) =>
    multipart(files, { field: 'images', fields });
  const put = (authorization: string, body: ReturnType<typeof form>) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { authorization, 'content-type': body.contentType, language: 'en' },
      payload: body.payload,
    });

  it("keeps a complaint with its images, shows it to its owner only, and brings support's reply to the inbox", async () => {
    const member = await registerMember(t.app);
    const image = png(300);
    const sent = await put(
      member.authorization,
      form({ type: 'withdrawal', content: 'My withdrawal waits since yesterday 🙁' }, [
        { data: image, filename: 'a.png', type: 'image/png' },
        { data: jpg(100), filename: 'b.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const view = sent.json().value;
    expect(view).toMatchObject({ type: 'withdrawal', status: 'open', reply: null });
    expect(view.images).toEqual([`/wps/feedback/${view.id}/images/0`, `/wps/feedback/${view.id}/images/1`]);
    const own = await call('GET', view.images[0], { authorization: member.authorization });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(image)).toBe(true);
    const other = await registerMember(t.app);
    expect((await call('GET', view.images[0], { authorization: other.authorization })).statusCode).toBe(404);

    const queue = (
      await call('GET', `/admin/api/feedback?status=open&username=${member.username}`, support.auth)
    ).json().value;
    expect(queue.list[0]).toMatchObject({
      id: view.id,
      username: member.username,
      images: [`/admin/api/feedback/${view.id}/images/0`, `/admin/api/feedback/${view.id}/images/1`],
    });
    expect((await call('GET', queue.list[0].images[1], support.auth)).headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', '/admin/api/feedback', finance.auth)).statusCode).toBe(403);

    const replied = await call('POST', `/admin/api/feedback/${view.id}/reply`, support.auth, {
      reply: 'Paid this morning.',
      close: true,
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().value).toMatchObject({
      status: 'closed',
      reply: 'Paid this morning.',
      repliedBy: support.username,
    });
    const mine = (await call('GET', '/wps/feedback', { authorization: member.authorization })).json().value;
    expect(mine.list[0]).toMatchObject({ id: view.id, reply: 'Paid this morning.', status: 'closed' });
    expect(mine.bounds).toEqual({ minLength: 10, maxLength: 500 });
    const messages = (await call('GET', '/wps/messages', { authorization: member.authorization })).json().value;
    expect(messages.list[0]).toMatchObject({ kind: 'feedback_replied', params: { reference: String(view.id) } });
    const again = await call('POST', `/admin/api/feedback/${view.id}/reply`, support.auth, { reply: 'More' });
    expect(again.statusCode).toBe(409);
  });

  it("refuses content outside the brand's bounds, a wrong type and a fourth image, storing nothing", async () => {
    const member = await registerMember(t.app);
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('feedback')
            .select(t.database.db.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const short = await put(member.authorization, form({ type: 'other', content: 'too short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().value).toMatchObject({ fields: { content: 'TOO_SHORT' }, minLength: 10, maxLength: 500 });
    // Counted in characters: 500 emoji fit, 501 do not.
    expect(
      (await put(member.authorization, form({ type: 'other', content: '🙂'.repeat(501) }))).json().value.fields,
    ).toEqual({ content: 'TOO_LONG' });
    const type = await put(member.authorization, form({ type: 'praise', content: 'A long enough text' }));
    expect(type.json().value.fields).toEqual({ type: 'INVALID_VALUE' });
    const files = [1, 2, 3, 4].map((i) => ({ data: png(50), filename: `${i}.png`, type: 'image/png' }));
    const four = await put(member.authorization, form({ type: 'other', content: 'A long enough text' }, files));
    expect(four.statusCode).toBe(400);
    expect(four.json().value.fields).toEqual({ images: 'TOO_LONG' });
    expect(await count()).toBe(before);
    const fits = await put(member.authorization, form({ type: 'suggestion', content: '🙂'.repeat(500) }));
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe('messages as push notifications', () => {
  it('relays each delivered message once to members with a subscription, worded in its language', async () => {
    const sent: { memberId: number; message: PushMessage }[] = [];
    const relay = createPushRelay({
      db: t.database.db,
      currency: async () => ({ code: 'BRL', decimals: 2, symbol: 'R$' }),
      sendPush: async (memberId, message) => {
        sent.push({ memberId, message });
        return { sent: 1, removed: 0, failed: 0 };
      },
    });
    await relay.relay(); // what earlier tests delivered is behind the cursor now (or within its grace)
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await relay.relay();
    sent.length = 0;

    const subscribed = await withdrawingPlayer(t, 300);
    const quiet = await registerMember(t.app);
    await t.database.db
      .insertInto('push_subscriptions')
      .values({
        member_id: subscribed.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${subscribed.id}`,
        p256dh: 'k',
        auth: 'a',
        language: 'th',
      })
      .execute();
    const notice = await call('POST', '/admin/api/messages', support.auth, {
      title: { 'pt-BR': 'Manutenção', th: 'ปิดปรับปรุง' },
      content: { 'pt-BR': 'Hoje às 2h.', th: 'คืนนี้ตีสอง' },
      audience: { kind: 'country', dialingCodes: ['+66'] },
    });
    expect(notice.statusCode).toBe(400); // nobody in Thailand yet: nothing sent
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '+66' })
      .where('id', 'in', [subscribed.id, await memberIdOf(t, quiet.username)])
      .execute();
    const delivered = await call('POST', '/admin/api/messages', support.auth, {
      title: { 'pt-BR': 'Manutenção', th: 'ปิดปรับปรุง' },
      content: { 'pt-BR': 'Hoje às 2h.', th: 'คืนนี้ตีสอง' },
      audience: { kind: 'country', dialingCodes: ['+66'] },
    });
    expect(delivered.json().value.recipients).toBe(2);
    const paid = await requestWithdrawal(t.app, subscribed, 120);
    await call('POST', `/admin/api/withdrawals/${paid}/approve`, finance.auth, {});

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await relay.relay()).toBe(2);
    expect(sent.map((s) => s.memberId)).toEqual([subscribed.id, subscribed.id]);
    expect(sent[0]!.message).toMatchObject({ title: 'ปิดปรับปรุง', body: 'คืนนี้ตีสอง' });
    expect(sent[1]!.message.title).toBe('ถอนเงินสำเร็จ');
    expect(sent[1]!.message.body).toContain('120.00');
    expect(await relay.relay()).toBe(0);
    expect(sent).toHaveLength(2);

    // The language the member stored on the server wins over the one the subscription was made in.
    await t.database.db.updateTable('members').set({ language: 'pt-BR' }).where('id', '=', subscribed.id).execute();
    const again = await call('POST', '/admin/api/messages', support.auth, {
      title: { 'pt-BR': 'Manutenção', th: 'ปิดปรับปรุง' },
      content: { 'pt-BR': 'Hoje às 2h.', th: 'คืนนี้ตีสอง' },
      audience: { kind: 'country', dialingCodes: ['+66'] },
    });
    expect(again.statusCode, again.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await relay.relay()).toBe(1);
    expect(sent[2]!.message).toMatchObject({ title: 'Manutenção', body: 'Hoje às 2h.' });
  });
});
