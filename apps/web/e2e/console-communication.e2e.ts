import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerMember } from '../../server/test/test-app.ts';
import { fillLanguage, portalPerFile } from './harness.ts';

/*
 * Communication through the console and the player site in two browsers: support writes a notice
 * to one member by username and it lands in that member's inbox with the header's unread count; a
 * member's feedback with an image reaches support's queue, and support's reply shows in the
 * member's feedback list.
 */
const portal = portalPerFile();

/** A console page opened from the menu, as an operator would. */
async function openFromMenu(page: Page, name: string) {
  await page.locator('.admin-nav').getByRole('link', { name, exact: true }).click();
}

/** A loaded machine answers in seconds, not the poll's default second. */
const PATIENCE = { timeout: 15_000 };

const TITLE_EN = 'Maintenance on Sunday night';
const TITLE_PT = 'Manutenção no domingo à noite';
const BODY_EN = 'Deposits pause from 02:00 to 03:00.\n\nYour balance is safe.';
const BODY_PT = 'Os depósitos param das 02:00 às 03:00.\n\nSeu saldo está seguro.';

describe('communication in the console', () => {
  it("support sends a notice to one member by username; it reaches the member's inbox and the unread badge", async () => {
    const { member, page: player } = await portal.signedInMember();
    const { page: desk, username: operator } = await portal.signedInOperator({ roles: ['support'] });
    await openFromMenu(desk, 'Messages');
    await desk.getByTestId('msg-compose').waitFor();
    // The list shows its header while the sent notices load; the empty state comes with the answer.
    await expect
      .poll(() => desk.getByTestId('msg-sent-list').innerText(), PATIENCE)
      .toContain('No notice has been sent yet.');

    await fillLanguage(desk, 'msg-field-title', 'en', TITLE_EN);
    await fillLanguage(desk, 'msg-field-content', 'en', BODY_EN);
    // The member's view in a chosen language; Thai has no text, so it shows the English and says so.
    await desk.getByTestId('msg-preview-lang-en').click();
    expect(await desk.getByTestId('msg-preview-title').innerText()).toBe(TITLE_EN);
    expect(await desk.getByTestId('msg-preview-content').innerText()).toContain('Your balance is safe.');
    expect(await desk.getByTestId('msg-preview-fallback').count()).toBe(0);
    await desk.getByTestId('msg-preview-lang-th').click();
    expect(await desk.getByTestId('msg-preview-fallback').innerText()).toContain('English');
    expect(await desk.getByTestId('msg-preview-title').innerText()).toBe(TITLE_EN);

    // The count comes from the server once the typing stops: nobody for a wrong name, then one.
    const reach = desk.getByTestId('msg-reach');
    await desk.getByTestId('msg-audience-username').fill(`${member.username}-nobody`);
    await expect.poll(() => reach.innerText(), PATIENCE).toBe('No member has this username.');
    await desk.getByTestId('msg-audience-username').fill(member.username);
    await expect.poll(() => reach.innerText(), PATIENCE).toBe('Reaches 1 member');

    // Portuguese is the brand's default language: the server names what is missing, nothing is sent.
    await desk.getByTestId('msg-send').click();
    await expect.poll(() => desk.getByTestId('msg-title-issue').innerText(), PATIENCE).toContain('Português');
    expect(await desk.getByTestId('msg-content-issue').innerText()).toContain('Português');
    await fillLanguage(desk, 'msg-field-title', 'pt-BR', TITLE_PT);
    await fillLanguage(desk, 'msg-field-content', 'pt-BR', BODY_PT);
    await desk.getByTestId('msg-preview-lang-pt-BR').click();
    expect(await desk.getByTestId('msg-preview-title').innerText()).toBe(TITLE_PT);

    // Everyone: the count is every member but trial accounts, and sending asks first; cancelled, nothing goes.
    await Promise.all([registerMember(portal.testApp.app), registerMember(portal.testApp.app)]);
    const { n: everyone } = await portal.testApp.database.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '!=', 4)
      .executeTakeFirstOrThrow();
    await desk.getByTestId('msg-audience-all').click();
    await expect.poll(() => reach.innerText(), PATIENCE).toBe(`Reaches ${Number(everyone)} members`);
    await desk.getByTestId('msg-send').click();
    const confirm = desk.getByTestId('confirm-dialog');
    expect(await confirm.innerText()).toContain(`the inboxes of ${Number(everyone)} members`);
    await desk.getByTestId('confirm-cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await desk.getByTestId('msg-sent-list').innerText()).toContain('No notice has been sent yet.');
    await desk.getByTestId('msg-audience-member').click();
    expect(await desk.getByTestId('msg-audience-username').inputValue()).toBe(member.username);
    await expect.poll(() => reach.innerText(), PATIENCE).toBe('Reaches 1 member');

    // One member: sent without a confirmation.
    await desk.getByTestId('msg-send').click();
    expect(await desk.getByTestId('msg-sent-notice').innerText()).toBe('Notice sent to 1 member.');
    expect(await desk.getByTestId('confirm-dialog').count()).toBe(0);
    // The form is empty again and the notice heads the sent list, unread so far.
    expect(await desk.getByTestId('msg-audience-username').inputValue()).toBe('');
    const sentRow = desk.getByTestId('msg-sent-list').locator('tbody tr').first();
    await expect.poll(() => sentRow.innerText(), PATIENCE).toContain(TITLE_EN);
    const cells = await sentRow.locator('td').allInnerTexts();
    expect(cells[1]).toBe(`Member ${member.username}`);
    expect(cells[2]).toBe('1');
    expect(cells[3]).toContain('0 (0%)');
    expect(cells[4]).toBe(operator);

    // The member's browser: the header counts it, the inbox lists it, opening it shows it.
    await player.reload();
    await player.getByTestId('header-balance').waitFor();
    await expect.poll(() => player.getByTestId('header-messages-badge').innerText(), PATIENCE).toBe('1');
    await player.goto('/?mc=messageV2');
    await player.getByTestId('messages-page').waitFor();
    const rows = player.getByTestId('message-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(TITLE_EN);
    await rows.first().click();
    expect(await player.getByTestId('message-open-title').innerText()).toBe(TITLE_EN);

    // Read: the console's list says so after a refresh.
    await expect
      .poll(async () => {
        await desk.reload();
        const row = desk.getByTestId('msg-sent-list').locator('tbody tr').first();
        await row.waitFor();
        return (await row.locator('td').nth(3).innerText()).split('\n')[0];
      }, PATIENCE)
      .toBe('1 (100%)');
  });

  it("a member's feedback with an image reaches support's queue; the reply shows in the member's list", async () => {
    const { member, page: player } = await portal.signedInMember();
    // A real picture for the form: a 48×32 piece of the member's own screen.
    const picture = await player.screenshot({ clip: { x: 0, y: 0, width: 48, height: 32 } });
    await player.goto('/?mc=feedback');
    await player.getByTestId('feedback-page').waitFor();
    const complaint = 'My withdrawal has been waiting since yesterday morning.';
    await player.getByTestId('feedback-type').selectOption('withdrawal');
    await player.getByTestId('feedback-content').fill(complaint);
    await player
      .getByTestId('feedback-images')
      .setInputFiles({ name: 'waiting.png', mimeType: 'image/png', buffer: picture });
    await player.getByTestId('feedback-submit').click();
    const mine = player.getByTestId('feedback-item').first();
    await expect.poll(() => mine.innerText(), PATIENCE).toContain(complaint);

    const { page: desk, username: operator } = await portal.signedInOperator({ roles: ['support'] });
    await openFromMenu(desk, 'Feedback');
    await desk.getByTestId('fb-filters').waitFor();
    await desk.getByTestId('fb-filter-username').fill(member.username);
    await desk.getByTestId('fb-filter-search').click();
    const card = desk.locator('[data-testid^="fb-item-"]');
    await expect.poll(() => card.count(), PATIENCE).toBe(1);
    const id = (await card.getAttribute('data-testid'))!.slice('fb-item-'.length);
    const text = await card.innerText();
    expect(text).toContain(member.username);
    expect(text).toContain('Withdrawal');
    expect(await desk.getByTestId(`fb-content-${id}`).innerText()).toBe(complaint);
    expect(await desk.getByTestId(`fb-status-${id}`).innerText()).toBe('Open');

    // The image came through the operator's token as the member's picture, small and then large.
    const thumb = desk.getByTestId(`fb-thumb-${id}-0`).locator('img');
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth), PATIENCE).toBe(48);
    await desk.getByTestId(`fb-thumb-${id}-0`).click();
    const large = desk.getByTestId('fb-image-large');
    await large.waitFor();
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`), PATIENCE)
      .toBe('48×32');
    await desk.keyboard.press('Escape');
    await large.waitFor({ state: 'detached' });

    // An empty reply is not sent; a written one closes it and shows under the feedback.
    await desk.getByTestId(`fb-reply-close-${id}`).click();
    expect(await card.innerText()).toContain('Write the reply first.');
    const reply = 'Paid this morning: please check your bank account.';
    await desk.getByTestId(`fb-reply-text-${id}`).fill(reply);
    await desk.getByTestId(`fb-reply-close-${id}`).click();
    await expect.poll(() => desk.getByTestId(`fb-status-${id}`).innerText(), PATIENCE).toBe('Closed');
    const answered = await desk.getByTestId(`fb-reply-${id}`).innerText();
    expect(answered).toContain(reply);
    expect(answered).toContain(operator);
    expect(await desk.getByTestId(`fb-reply-text-${id}`).count()).toBe(0);

    // The member's list shows the reply.
    await player.reload();
    await player.getByTestId('feedback-page').waitFor();
    await expect
      .poll(() => player.getByTestId('feedback-item').first().getByTestId('feedback-reply').innerText(), PATIENCE)
      .toBe(reply);
  });
});
