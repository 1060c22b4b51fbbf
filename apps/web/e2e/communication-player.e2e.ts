import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorAuth } from '../../server/test/test-app.ts';
import { portalPerFile } from './harness.ts';

/*
 * The player's side of communication in a real browser: a popup announcement shows once after
 * sign-in, the home marquee runs a type-B announcement, an operator's notice reaches the inbox
 * with the header's unread count and opening it clears the badge, and a feedback with an image
 * is sent from its page, listed with its thumbnail, and shows support's reply.
 */
let admin: { authorization: string };
const portal = portalPerFile({}, async (started) => {
  admin = await operatorAuth(started.testApp.app);
});

// A real 1×1 PNG: the thumbnail must decode.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function operator(method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await portal.testApp.app.inject({ method, url, headers: admin, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().value as { id: number };
}

const announce = (type: string, title: string, content: string, popup = false) =>
  operator('POST', '/admin/api/content/announcements', {
    type,
    title: { 'pt-BR': `${title} (pt)`, en: title },
    content: { 'pt-BR': `${content} (pt)`, en: content },
    popup,
    startsAt: null,
    endsAt: null,
    enabled: true,
  });

const badge = (page: Page) => page.getByTestId('header-messages-badge');

describe('communication, as a player sees it', () => {
  it('shows a popup once, the marquee, a notice with the unread badge, and feedback with a reply', async () => {
    await announce('PU', 'Maintenance on Sunday', 'The site pauses **02:00–04:00**.', true);
    await announce('B', 'Double points weekend', 'Every bet counts twice.');
    await announce('PL', 'New payment method', 'Deposits by PIX are instant.');

    const { member, context, page } = await portal.signedInMember();
    try {
      // The popup comes after the sign-in, once; closing it marks it read on the server.
      const popup = page.getByTestId('announcement-popup');
      await popup.waitFor();
      expect(await popup.innerText()).toContain('Maintenance on Sunday');
      expect(await popup.locator('strong').innerText()).toBe('02:00–04:00');
      await page.getByTestId('announcement-popup-close').click();
      await popup.waitFor({ state: 'detached' });

      // The marquee runs the B announcement.
      const marquee = page.getByTestId('home-marquee');
      await marquee.waitFor();
      expect(await marquee.innerText()).toContain('Double points weekend');
      // It starts running once the page has loaded and settled (no looping frames while it loads).
      const running = marquee.locator('.marquee__track--running');
      await running.waitFor();
      expect(await running.evaluate((track) => getComputedStyle(track).animationName)).toBe('marquee-run');

      // The announcements modal: the PL entry unread, read once opened.
      await openServiceGroup(page);
      await page.getByRole('button', { name: 'Announcements', exact: true }).click();
      const modal = page.getByTestId('announcements-modal');
      const entry = modal.getByTestId('announcement-row').filter({ hasText: 'New payment method' });
      await entry.waitFor();
      expect(await entry.getAttribute('data-unread')).toBe('true');
      await entry.click();
      expect(await modal.getByTestId('announcement-detail').innerText()).toContain('Deposits by PIX are instant.');
      await expect.poll(() => entry.getAttribute('data-unread')).toBe('false');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Signed in again (a reload): the closed popup does not come back.
      await page.reload();
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('home-marquee').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('announcement-popup').count()).toBe(0);

      // An operator's notice: the header counts it.
      await operator('POST', '/admin/api/messages', {
        title: { 'pt-BR': 'Olá', en: 'Your bonus is ready' },
        content: { 'pt-BR': 'Um aviso', en: 'Claim it in the reward center.' },
        audience: { kind: 'member', username: member.username },
      });
      await page.reload();
      await badge(page).waitFor();
      expect(await badge(page).innerText()).toBe('1');
      await openServiceGroup(page);
      expect(await page.getByTestId('side-menu-messages-badge').innerText()).toBe('1');

      await page.goto('/?mc=messageV2');
      await page.getByTestId('messages-page').waitFor();
      const row = page.getByTestId('message-row').first();
      await row.waitFor();
      expect(await row.getAttribute('data-unread')).toBe('true');
      await row.click();
      expect(await page.getByTestId('message-open-title').innerText()).toBe('Your bonus is ready');
      expect(await page.getByTestId('message-open-body').innerText()).toBe('Claim it in the reward center.');
      await badge(page).waitFor({ state: 'detached' });
      expect(await page.getByTestId('side-menu-messages-badge').count()).toBe(0);
      await page.getByTestId('message-back').click();
      await page.getByTestId('message-row').first().waitFor();
      expect(await page.getByTestId('message-row').first().getAttribute('data-unread')).toBe('false');

      // Two notices while the inbox is open: the list's count and the header badge agree as soon
      // as the list loads, not at the badge's next poll.
      for (const n of [1, 2]) {
        await operator('POST', '/admin/api/messages', {
          title: { 'pt-BR': `Aviso ${n}`, en: `Notice ${n}` },
          content: { 'pt-BR': 'Um aviso', en: 'A notice.' },
          audience: { kind: 'member', username: member.username },
        });
      }
      await page.getByTestId('messages-filter-unread').click();
      await expect.poll(() => page.getByTestId('message-row').count()).toBe(2);
      // Well inside the badge's own minute-long poll: the list's count is what moved it.
      const badgeText = () =>
        badge(page)
          .innerText()
          .catch(() => '');
      await expect.poll(badgeText, { timeout: 10_000 }).toBe('2');
      expect(await page.locator('.messages__unread').innerText()).toContain('2');
      await page.getByTestId('messages-read-all').click();
      await badge(page).waitFor({ state: 'detached' });

      // Feedback with an image, from the page to the list.
      await page.getByTestId('mc-entry-feedback').click();
      await page.getByTestId('feedback-page').waitFor();
      await page.getByTestId('feedback-type').selectOption('withdrawal');
      await page.getByTestId('feedback-content').fill('short');
      expect(await page.getByTestId('feedback-count').innerText()).toBe('5/500');
      await page.getByTestId('feedback-submit').click();
      expect(await page.getByTestId('feedback-item').count()).toBe(0);
      await page.getByTestId('feedback-content').fill('My withdrawal waits since yesterday 🙁');
      expect(await page.getByTestId('feedback-count').innerText()).toBe('37/500');
      await page
        .getByTestId('feedback-images')
        .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PIXEL });
      await page.getByTestId('feedback-slot-0').locator('img').waitFor();
      await page.getByTestId('feedback-submit').click();
      const item = page.getByTestId('feedback-item').first();
      await item.waitFor();
      expect(await item.innerText()).toContain('My withdrawal waits since yesterday 🙁');
      const thumb = item.getByTestId('feedback-thumb').locator('img');
      await thumb.waitFor();
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 5000 })
        .toBe(1);
      // The form is ready for the next one.
      expect(await page.getByTestId('feedback-content').inputValue()).toBe('');

      // Support answers: the reply shows in the list, and the inbox tells the member.
      const queue = await portal.testApp.app.inject({
        method: 'GET',
        url: `/admin/api/feedback?username=${member.username}`,
        headers: admin,
      });
      const id = (queue.json().value.list[0] as { id: number }).id;
      await operator('POST', `/admin/api/feedback/${id}/reply`, { reply: 'Paid this morning.' });
      await page.reload();
      await page.getByTestId('feedback-page').waitFor();
      expect(await page.getByTestId('feedback-reply').first().innerText()).toBe('Paid this morning.');
      await badge(page).waitFor();
      expect(await badge(page).innerText()).toBe('1');
    } finally {
      await context.close();
    }
    // A walk through announcements, the inbox and feedback: past a minute on a loaded CI machine.
  }, 150_000);

  it('lists announcements for a visitor on a phone: list, then detail, without read state', async () => {
    await announce('PL', 'Visitor notice', 'Open to **everyone**.');
    const context = await portal.newContext({ lang: 'en', width: 390, height: 844 });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('page-home').waitFor();
      await page.getByTestId('menu-open').click();
      await openServiceGroup(page);
      await page.getByRole('button', { name: 'Announcements', exact: true }).click();
      const modal = page.getByTestId('announcements-modal');
      await modal.waitFor();
      const row = modal.getByTestId('announcement-row').filter({ hasText: 'Visitor notice' });
      await row.waitFor();
      expect(await row.getAttribute('data-unread')).toBe('false');
      expect(await modal.getByTestId('announcements-read-all').count()).toBe(0);
      await row.click();
      const detail = modal.getByTestId('announcement-detail');
      await detail.waitFor();
      expect(await detail.locator('strong').innerText()).toBe('everyone');
      // A phone shows the detail in the list's place.
      expect(await row.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

async function openServiceGroup(page: Page) {
  const group = page.getByTestId('menu-group-service');
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}
