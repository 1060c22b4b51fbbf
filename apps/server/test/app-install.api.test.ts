import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { startPushService } from './app-install-push-service.ts';
import { createPushRepo } from '../src/features/app-install/push.repo.ts';
import {
  createPushService,
  INBOX_PATH,
  isAllowedEndpoint,
  type PushService,
} from '../src/features/app-install/push.service.ts';
import { shortNameOf, THEME_BACKGROUND } from '../src/features/app-install/web-app-manifest.ts';
import { createSecretBox } from '../src/platform/secret-box.ts';
import { systemClock } from '../src/platform/clock.ts';

/*
 * The installable app's server side: the manifest and icons drawn from the brand's settings, and
 * Web Push end to end against a local push service that decrypts what it receives with the
 * subscription's private key (RFC 8291), as a browser would.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'app-install-web-'));
fs.copyFileSync(new URL('../../web/public/favicon.svg', import.meta.url), path.join(webDist, 'favicon.svg'));

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let push: PushService;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, WEB_DIST_DIR: webDist } });
  pushService = await startPushService();
  // The service the app's features call (appInstallModule(ctx).sendPush), on the app's database.
  push = createPushService({
    repo: createPushRepo(t.database.db),
    box: createSecretBox({ db: t.database.db, env: t.env }, 'push-vapid'),
    env: t.env,
    clock: systemClock,
    log: () => undefined,
    subject: async () => 'mailto:support@lotus.example',
    agent: pushService.agent,
  });
});
afterAll(async () => {
  await pushService?.close();
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data);
  return { width: image.width, height: image.height, at };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('GET /manifest.webmanifest', () => {
  it("is the brand's manifest, with the installability fields, revalidated by ETag", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Lotus Play',
      short_name: 'Lotus Play',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: THEME_BACKGROUND,
      theme_color: THEME_BACKGROUND,
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/app-icons\/[a-z-]+-\d+\.png\?v=[0-9a-f]{12}$/);
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = Number(icon.sizes.split('x')[0]);
      const { width, height } = await pixels(png.rawPayload);
      expect([width, height]).toEqual([size, size]);
    }

    const again = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("follows the brand's settings: a new name and colour change the manifest and the icons' version", async () => {
    const auth = await operatorAuth(t.app);
    const before = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { brand: { name: 'Golden Dragon Casino', chatHeaderColor: '#aa2200' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      const after = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
      expect(after.name).toBe('Golden Dragon Casino');
      expect(after.short_name).toBe('Golden');
      expect(after.icons[0].src).not.toBe(before.icons[0].src);
      // An old icon URL is still answered, but revalidated: it is no longer the current look.
      const stale = await t.app.inject({ method: 'GET', url: before.icons[0].src });
      expect(stale.headers['cache-control']).toBe('no-cache');
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: auth,
        payload: { brand: { name: 'Lotus Play', chatHeaderColor: '#0f8a6a' } },
      });
    }
  });

  it('keeps short names within a launcher label', () => {
    expect(shortNameOf('Lotus Play')).toBe('Lotus Play');
    expect(shortNameOf('Supercalifragilistic Casino')).toBe('Supercalifra');
    expect(shortNameOf('  Sao Paulo Sorte  ')).toBe('Sao');
  });

  it("uses the page's theme colour: theme.css's dark --bg and index.html's theme-color", () => {
    const css = fs.readFileSync(new URL('../../web/src/ui/theme.css', import.meta.url), 'utf8');
    const dark = /\[data-theme='dark'\]\s*\{[^}]*?--bg:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    const html = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const meta = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(html)?.[1];
    expect([dark, meta]).toEqual([THEME_BACKGROUND, THEME_BACKGROUND]);
  });
});

describe('GET /app-icons/{file}', () => {
  it("draws the brand's logo: transparent corners for 'any', the theme's background edge to edge for maskable", async () => {
    const any = await pixels((await t.app.inject({ method: 'GET', url: '/app-icons/icon-512.png' })).rawPayload);
    expect(any.at(0, 0)[3]).toBe(0); // favicon.svg's tile has rounded corners
    expect(any.at(256, 150)[3]).toBe(255); // the lotus's middle petal

    const maskable = await pixels(
      (await t.app.inject({ method: 'GET', url: '/app-icons/maskable-512.png' })).rawPayload,
    );
    expect(maskable.at(0, 0)).toEqual([...rgb(THEME_BACKGROUND), 255]);
    expect(maskable.at(511, 511)).toEqual([...rgb(THEME_BACKGROUND), 255]);
    // The logo sits inside the safe circle (radius 40 %): nothing but background outside it.
    expect(maskable.at(256, 20)).toEqual([...rgb(THEME_BACKGROUND), 255]);

    const apple = await t.app.inject({ method: 'GET', url: '/app-icons/apple-touch-icon.png' });
    const applePixels = await pixels(apple.rawPayload);
    expect([applePixels.width, applePixels.at(0, 0)[3]]).toEqual([180, 255]);
    expect(apple.headers['cache-control']).toBe('no-cache');

    const badge = await pixels((await t.app.inject({ method: 'GET', url: '/app-icons/badge-96.png' })).rawPayload);
    expect(badge.at(48, 48).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('answers 404 for a name it does not draw', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-icons/icon-1024.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it("without a built web client, draws the brand's accent and initial", async () => {
    const bare = await createTestApp({
      env: { SEED_DEMO: false, WEB_DIST_DIR: path.join(webDist, 'missing') },
      database: t.database,
    });
    try {
      const icon = await pixels((await bare.app.inject({ method: 'GET', url: '/app-icons/icon-192.png' })).rawPayload);
      expect(icon.at(20, 96)).toEqual([...rgb('#0f8a6a'), 255]);
      expect(icon.at(0, 0)[3]).toBe(0);
    } finally {
      await bare.close();
    }
  });
});

describe('push subscriptions', () => {
  it('publishes one VAPID key per brand, its private half sealed at rest', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/wps/push/key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().value as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
    // A second instance on the same database answers the same key.
    const other = await createTestApp({ env: { SEED_DEMO: false }, database: t.database });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/wps/push/key' })).json().value.publicKey).toBe(publicKey);
    } finally {
      await other.close();
    }
    const row = await t.database.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.public_key).toBe(publicKey);
    expect(row.private_key_sealed).toMatch(/^v0\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('POST and DELETE need a member token (401), valid keys (400), and touch only their own (404)', async () => {
    const subscription = pushService.subscribe();
    const noToken = await t.app.inject({ method: 'POST', url: '/wps/push/subscription', payload: subscription });
    expect(noToken.statusCode).toBe(401);

    const member = await registerMember(t.app);
    const headers = { authorization: member.authorization };
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/wps/push/subscription',
      headers,
      payload: { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().value.fields).toHaveProperty(['keys.p256dh']);
    const notUrl = await t.app.inject({
      method: 'POST',
      url: '/wps/push/subscription',
      headers,
      payload: { ...subscription, endpoint: 'file:///etc/passwd' },
    });
    expect(notUrl.statusCode).toBe(400);
    const plainHttp = await t.app.inject({
      method: 'POST',
      url: '/wps/push/subscription',
      headers,
      payload: { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') },
    });
    expect(plainHttp.statusCode).toBe(400);

    const saved = await t.app.inject({ method: 'POST', url: '/wps/push/subscription', headers, payload: subscription });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saving again (every visit re-sends it) keeps one row.
    await t.app.inject({ method: 'POST', url: '/wps/push/subscription', headers, payload: subscription });
    const rows = await t.database.db
      .selectFrom('push_subscriptions')
      .select('member_id')
      .where('endpoint', '=', subscription.endpoint)
      .execute();
    expect(rows).toHaveLength(1);

    const stranger = await registerMember(t.app);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: '/wps/push/subscription',
      headers: { authorization: stranger.authorization },
      payload: { endpoint: subscription.endpoint },
    });
    expect(theirs.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/wps/push/subscription',
      headers,
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/wps/push/subscription',
      headers,
      payload: { endpoint: subscription.endpoint },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('in production accepts only the browsers’ push services, over https', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(true);
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', true)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/QG', true)).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', true)).toBe(false);
    expect(isAllowedEndpoint('https://169.254.169.254/latest/meta-data', true)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com:8443/x', true)).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:9000/push/x', false)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/x', false)).toBe(false);
  });
});

describe('sendPush', () => {
  it('delivers an encrypted, VAPID-signed message that the browser decrypts, to each of the member’s browsers', async () => {
    const member = await registerMember(t.app);
    const headers = { authorization: member.authorization };
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    for (const s of [phone, laptop]) {
      const res = await t.app.inject({ method: 'POST', url: '/wps/push/subscription', headers, payload: s });
      expect(res.statusCode, res.body).toBe(200);
    }
    const memberId = Number(member.value.memberId ?? (await memberIdOf(member.username)));
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/wps/push/key' })).json().value;

    const outcome = await push.sendPush(memberId, { title: 'Withdrawal paid', body: 'R$ 150,00 sent', tag: 'm-42' });
    expect(outcome).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(pushService.rejected).toEqual([]);
    const mine = pushService.received.filter((r) => [phone, laptop].some((s) => s.endpoint.endsWith(r.path)));
    expect(mine).toHaveLength(2);
    for (const delivery of mine) {
      expect(JSON.parse(delivery.plaintext)).toEqual({
        title: 'Withdrawal paid',
        body: 'R$ 150,00 sent',
        url: INBOX_PATH,
        tag: 'm-42',
      });
      expect(delivery.vapid).toMatchObject({ subject: 'mailto:support@lotus.example', publicKey });
      expect(delivery.headers.ttl).toBe('86400');
      expect(delivery.headers.urgency).toBe('normal');
    }
    const sent = await t.database.db
      .selectFrom('push_subscriptions')
      .select('last_sent_at')
      .where('member_id', '=', memberId)
      .execute();
    expect(sent.every((r) => r.last_sent_at !== null)).toBe(true);
  });

  it('keeps the tap on this site: a foreign or protocol-relative url opens the inbox instead', async () => {
    const member = await registerMember(t.app);
    const s = pushService.subscribe();
    await t.app.inject({
      method: 'POST',
      url: '/wps/push/subscription',
      headers: { authorization: member.authorization },
      payload: s,
    });
    const memberId = await memberIdOf(member.username);
    await push.sendPush(memberId, { title: 'a', body: 'b', url: '//evil.example/x' });
    await push.sendPush(memberId, { title: 'a', body: 'b', url: '/promotions/7' });
    const urls = pushService.received
      .filter((r) => s.endpoint.endsWith(r.path))
      .map((r) => (JSON.parse(r.plaintext) as { url: string }).url);
    expect(urls).toEqual([INBOX_PATH, '/promotions/7']);
  });

  it('forgets a subscription the push service says is gone (410), and one whose session signed out', async () => {
    const member = await registerMember(t.app);
    const headers = { authorization: member.authorization };
    const gone = pushService.subscribe(410);
    const live = pushService.subscribe();
    for (const s of [gone, live])
      await t.app.inject({ method: 'POST', url: '/wps/push/subscription', headers, payload: s });
    const memberId = await memberIdOf(member.username);

    expect(await push.sendPush(memberId, { title: 'Hi', body: 'there' })).toEqual({ sent: 1, removed: 1, failed: 0 });
    const left = await t.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('member_id', '=', memberId)
      .execute();
    expect(left.map((r) => r.endpoint)).toEqual([live.endpoint]);

    const logout = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect(logout.statusCode).toBe(200);
    const before = pushService.received.length;
    expect(await push.sendPush(memberId, { title: 'Hi', body: 'again' })).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(pushService.received.length).toBe(before);
    const rows = await t.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('never throws: an unreachable push service counts as failed', async () => {
    const member = await registerMember(t.app);
    const memberId = await memberIdOf(member.username);
    const s = pushService.subscribe();
    await t.app.inject({
      method: 'POST',
      url: '/wps/push/subscription',
      headers: { authorization: member.authorization },
      payload: { ...s, endpoint: 'https://127.0.0.1:1/push/nowhere' },
    });
    expect(await push.sendPush(memberId, { title: 'x', body: 'y' })).toEqual({ sent: 0, removed: 0, failed: 1 });
  });
});

async function memberIdOf(username: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
