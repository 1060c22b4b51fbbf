import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, portalPerFile, screenshotBoth, startTrial } from './harness.ts';

/*
 * Live chat in Chromium. Two members on two server instances (one database, one Redis bus) talk
 * in the English lobby: each sees the other's message arrive live, the typing line and who is
 * online. A member writes to support on one instance and a support operator answers from the
 * console's queue on the other. A trial account meets the true-account warning instead of the chat.
 * Fan-out between instances needs Redis and a database both servers can open: without
 * REDIS_URL and TEST_DATABASE_URL the two-instance case is skipped.
 */
const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

// The brand's chat flag is off by default; the second instance hears the change over the bus.
const portal = portalPerFile({ secondInstance: shared }, (started) => started.patchSettings({ flags: { chat: true } }));

/** A loaded machine answers in seconds; the console polls its queue every 5 s. */
const PATIENCE = { timeout: 20_000 };

/** Opens the chat from the side menu (the drawer first on a phone) and waits for its socket. */
async function openChat(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 769) await page.getByTestId('menu-open').click();
  await page.getByTestId('open-chat').click();
  await page.getByTestId('chat-window').waitFor(PATIENCE);
  await page.getByTestId('chat-input').and(page.locator(':enabled')).waitFor(PATIENCE);
}

async function send(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  // The ack puts the sender's own message in the list, labelled as theirs.
  await message(page, text).waitFor(PATIENCE);
  expect(await page.getByTestId('chat-input').inputValue()).toBe('');
}

const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

/** The masked name the lobby shows for a username (ab***z). */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

describe('live chat', () => {
  it.skipIf(!shared)(
    'two members on two server instances chat in the lobby live: typing, online count, messages both ways',
    async () => {
      const a = await portal.signedInMember();
      const b = await portal.signedInMember({ baseUrl: portal.second!.baseUrl });
      expect(new URL(b.page.url()).port).not.toBe(new URL(a.page.url()).port);

      await openChat(a.page);
      await openChat(b.page);
      // The lobby of the page's language is the first tab; both members count as online in it.
      expect(await a.page.getByTestId('chat-tab-lobby').getAttribute('aria-selected')).toBe('true');
      expect(await a.page.getByTestId('chat-tab-lobby').innerText()).toContain('English');
      await a.page.getByTestId('chat-status').filter({ hasText: 'Online: 2' }).waitFor(PATIENCE);
      await b.page.getByTestId('chat-status').filter({ hasText: 'Online: 2' }).waitFor(PATIENCE);

      // A types: B, on the other instance, sees the typing line with A's masked name.
      await a.page.getByTestId('chat-input').pressSequentially('Boa noite');
      await b.page
        .getByTestId('chat-typing')
        .filter({ hasText: `${masked(a.member.username)} is typing…` })
        .waitFor(PATIENCE);

      const hello = `Boa noite from A ${Date.now().toString(36)}`;
      await send(a.page, hello);
      expect(await message(a.page, hello).innerText()).toContain('You');
      expect(await message(a.page, hello).getAttribute('class')).toContain('chat-message--mine');
      // B sees it live, under A's masked name, not as its own.
      await message(b.page, hello).waitFor(PATIENCE);
      expect(await message(b.page, hello).innerText()).toContain(masked(a.member.username));
      expect(await message(b.page, hello).getAttribute('class')).not.toContain('chat-message--mine');

      const reply = `Hello A, this is B ${Date.now().toString(36)}`;
      await send(b.page, reply);
      await message(a.page, reply).waitFor(PATIENCE);
      expect(await message(a.page, reply).innerText()).toContain(masked(b.member.username));
      // Read while open: no unread mark on the lobby tab of either window.
      expect(await a.page.getByTestId('chat-unread-lobby').count()).toBe(0);

      // The window enlarges and shrinks; closing it ends the member's presence in the room.
      await a.page.getByTestId('chat-resize').click();
      expect(await a.page.getByTestId('chat-window').getAttribute('data-size')).toBe('large');
      await a.page.getByTestId('chat-resize').click();
      expect(await a.page.getByTestId('chat-window').getAttribute('data-size')).toBe('small');
      await a.page.getByTestId('chat-close').click();
      await a.page.getByTestId('chat-window').waitFor({ state: 'detached' });
      await b.page.getByTestId('chat-status').filter({ hasText: 'Online: 1' }).waitFor(PATIENCE);

      await a.context.close();
      await b.context.close();
    },
  );

  it.skipIf(!shared)(
    "a member writes to support on one instance; support answers from the console's queue on the other and the member sees it live",
    async () => {
      const { member, page, context } = await portal.signedInMember({ baseUrl: portal.second!.baseUrl });
      const { page: desk, context: deskContext } = await portal.signedInOperator({ roles: ['support'] });

      await openChat(page);
      await page.getByTestId('chat-tab-support').click();
      expect(await page.getByTestId('chat-messages').innerText()).toContain(
        'Write to us and a support agent will answer here.',
      );
      const question = `My deposit of 50 has not arrived ${Date.now().toString(36)}`;
      await send(page, question);

      await desk.locator('.admin-nav').getByRole('link', { name: 'Live chat', exact: true }).click();
      const entry = desk.getByTestId(`chat-queue-${member.username}`);
      await entry.waitFor(PATIENCE);
      expect(await entry.innerText()).toContain('Waiting');
      expect(await entry.innerText()).toContain(question);
      await entry.click();
      await desk.getByTestId('chat-admin-message').filter({ hasText: question }).waitFor(PATIENCE);

      const answer = `We found it: credited just now ${Date.now().toString(36)}`;
      await desk.getByTestId('chat-reply-input').fill(answer);
      await desk.getByTestId('chat-reply-send').click();
      await desk.getByTestId('chat-admin-message').filter({ hasText: answer }).waitFor(PATIENCE);
      await expect.poll(() => desk.getByTestId('chat-reply-input').inputValue(), PATIENCE).toBe('');
      await entry.filter({ hasText: 'Answered' }).waitFor(PATIENCE);

      // The member sees the answer live, signed "Support", never the operator's username.
      await message(page, answer).waitFor(PATIENCE);
      const shown = await message(page, answer).innerText();
      expect(shown).toContain('Support');
      expect(await message(page, answer).getAttribute('class')).toContain('chat-message--support');

      // Marked handled, the conversation leaves the queue.
      await desk.getByTestId('chat-mark-handled').click();
      await entry.waitFor({ state: 'detached', ...PATIENCE });

      await context.close();
      await deskContext.close();
    },
  );

  it('a trial account opening the chat meets the true-account warning, and no chat window', async () => {
    const { context, page } = await openPage(portal, { lang: 'en' });
    await startTrial(page, PATIENCE);
    await page.getByTestId('open-chat').click();
    await page.getByTestId('trial-warning').waitFor(PATIENCE);
    expect(await page.getByTestId('trial-warning').innerText()).toContain(
      'Please register a real account to use this feature.',
    );
    expect(await page.getByTestId('chat-window').count()).toBe(0);
    await page.getByTestId('trial-warning-ok').click();
    await page.getByTestId('trial-warning').waitFor({ state: 'detached' });
    expect(await page.getByTestId('chat-window').count()).toBe(0);
    await context.close();
  });

  it("the chat call's page address opens the window with its title, header colour and language", async () => {
    const { member, page, context } = await portal.signedInMember({ width: 390, height: 844 });
    const res = await portal.testApp.app.inject({
      url: '/wps/chat?b2c=true&title=Lotus%20chat&language=vi&headerColor=%23aa3300',
      headers: { authorization: member.authorization },
    });
    const { chatUrl } = res.json().value as { chatUrl: string };
    await page.goto(chatUrl);
    await page.getByTestId('chat-window').waitFor(PATIENCE);
    expect(await page.getByTestId('chat-title').innerText()).toBe('Lotus chat');
    const header = page.getByTestId('chat-window').locator('header');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(170, 51, 0)');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
    await expect.poll(() => page.getByTestId('chat-tab-lobby').innerText()).toContain('Tiếng Việt');
    // The parameters are read once: a refresh does not open the window again.
    expect(new URL(page.url()).search).toBe('');
    await screenshotBoth(page, 'chat-page-url');
    await page.getByTestId('chat-close').click();
    await page.getByTestId('chat-window').waitFor({ state: 'detached' });
    await context.close();
  });
});
