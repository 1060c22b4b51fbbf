import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillLanguage, portalPerFile, screenshotBoth } from './harness.ts';
import { settingsAudit } from './settings-audit.ts';

const portal = portalPerFile({ env: { SEED_DEMO: true } });

const audit = settingsAudit(portal);

async function openSettings(page: Page, tab?: string) {
  await page.getByRole('link', { name: 'Brand settings' }).click();
  await page.getByTestId('settings-flags').waitFor();
  if (tab) {
    await page.getByTestId(`settings-tab-${tab}`).click();
    await page.getByTestId(`settings-panel-${tab}`).waitFor();
  }
}

describe('brand settings console in Chromium', () => {
  it('turns the free demo off: only that flag is sent, the player header drops the button; server errors land on their field', async () => {
    const player = await portal.newContext({ lang: 'en' });
    const home = await player.newPage();
    await home.goto('/');
    await home.getByTestId('header-free-demo').waitFor();

    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await openSettings(page);
    const flag = page.getByTestId('flag-freePlay');
    expect(await flag.isChecked()).toBe(true);
    await flag.click();
    await page.getByTestId('settings-save-status').getByText('Unsaved changes: 1').waitFor();
    const before = await audit.lastId();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-save-status').getByText('Saved. Players see the change now.').waitFor();
    const call = await audit.after(before);
    expect(call.status_code).toBe(200);
    expect(call.body).toEqual({ flags: { freePlay: false } });

    // A player page loaded now shows the header without the demo button.
    await home.reload();
    await home.getByTestId('header-login').waitFor();
    expect(await home.getByTestId('header-free-demo').count()).toBe(0);

    // The default language taken out of the offered ones: the schema allows it, the server does not.
    await page
      .getByTestId('settings-locale')
      .getByRole('checkbox', { name: /^Portugu/ })
      .uncheck();
    await page.getByTestId('settings-save').click();
    const refused = await audit.after(call.id);
    expect(refused.status_code).toBe(400);
    await page.getByTestId('settings-save-error').waitFor();
    const defaultLanguage = page.getByTestId('locale-default');
    expect(await defaultLanguage.getAttribute('aria-invalid')).toBe('true');
    const note = await defaultLanguage.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${note}"]`).innerText()).toBe('This value is not valid.');
    await page.getByTestId('settings-discard').click();
    await page.getByTestId('settings-save-status').getByText('No unsaved changes.').waitFor();
    expect(await defaultLanguage.getAttribute('aria-invalid')).toBeNull();
    await player.close();
  });

  it('makes the e-mail field required: the preview shows it before saving, the register rules after', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await openSettings(page, 'register');
    const preview = page.getByTestId('register-preview');
    await preview.getByTestId('register-form-username').waitFor();
    expect(await preview.getByTestId('field-email').count()).toBe(0);

    await page.getByTestId('rule-email-shown').selectOption('required');
    const email = preview.getByTestId('field-email');
    await email.waitFor();
    expect(await email.getAttribute('placeholder')).toBe('* E-mail');
    // The preview judges what is typed with the player's own messages.
    await email.fill('not-an-address');
    await email.blur();
    expect(await preview.getByTestId('field-email-error').innerText()).toBe(
      'A valid e-mail address of 5–120 characters.',
    );
    // Submitting the preview sends nothing.
    const members = async () =>
      (
        await portal.testApp.database.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await members();
    await preview.getByTestId('field-username').fill('previewuser1');
    await preview.getByTestId('field-password').fill('Preview-pass-1');
    await preview.getByTestId('field-confirmPassword').fill('Preview-pass-1');
    await email.fill('preview@example.com');
    await preview.getByTestId('register-submit').click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await members()).toBe(before);

    // The saved rules are what the player's form asks the server for.
    const rules = async () =>
      (await portal.testApp.app.inject({ url: '/wps/system/setting/register' })).json().value.rules.email;
    expect((await rules()).required).toBe(false);
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-save-status').getByText('Saved. Players see the change now.').waitFor();
    expect(await rules()).toMatchObject({ enabled: true, required: true });
  });

  it('points out a register bonus text in another currency than the brand, in the preview and the field', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    // The default brand pays in BRL and shows no bonus text: one naming VND is pointed out.
    await openSettings(page, 'brand');
    const bonus = page.getByTestId('brand-register-bonus');
    const hint = async () => page.locator(`[id="${await bonus.getAttribute('aria-describedby')}"]`).innerText();
    expect(await bonus.inputValue()).toBe('');
    await bonus.fill('1000 VND');
    expect(await hint()).toBe("This text names VND, but the brand's currency is BRL.");
    await page.getByTestId('settings-tab-register').click();
    const preview = page.getByTestId('register-preview');
    expect(await preview.getByTestId('register-preview-bonus').innerText()).toBe('1000 VND');
    expect(await preview.getByTestId('register-preview-bonus-currency').innerText()).toBe(
      "This text names VND, but the brand's currency is BRL.",
    );

    // Rewritten in the brand currency (the draft is shared by the tabs): the note goes.
    await page.getByTestId('settings-tab-brand').click();
    await bonus.fill('Bonus 10 BRL');
    expect(await hint()).toBe(
      'Shown to players above the register form, such as “10 BRL bonus”; leave it empty to show none.',
    );
    await page.getByTestId('settings-tab-register').click();
    expect(await preview.getByTestId('register-preview-bonus').innerText()).toBe('Bonus 10 BRL');
    expect(await preview.getByTestId('register-preview-bonus-currency').count()).toBe(0);
    await page.getByTestId('settings-discard').click();
  });

  it('puts a game in maintenance from the catalog: the lobby call shows it', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await openSettings(page, 'games');
    await page.getByTestId('games-search').fill('Dice');
    await page.getByTestId('games-search-submit').click();
    await page.getByTestId('settings-panel-games').getByText('Page 1 of 1 · 1 in all').waitFor();
    const maintenance = page.getByTestId('game-INHOUSE:dice-maintenance');
    expect(await page.getByTestId('games-table').locator('tbody tr').count()).toBe(1);
    expect(await maintenance.isChecked()).toBe(false);
    await maintenance.click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="game-INHOUSE:dice-maintenance"]') as HTMLInputElement | null)
          ?.checked === true &&
        !(document.querySelector('[data-testid="game-INHOUSE:dice-maintenance"]') as HTMLInputElement).disabled,
    );
    const lobby = await portal.testApp.app.inject({ url: '/lgw/games/list?gameName=dice' });
    const dice = (lobby.json().value.games as { nodeId: string; maintenance: boolean }[]).find(
      (g) => g.nodeId === 'INHOUSE:dice',
    );
    expect(dice?.maintenance).toBe(true);
  });

  it('adds a PIX gateway channel: the method is saved with the channel', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await openSettings(page, 'channels');
    await page.getByTestId('channel-create').click();
    const form = page.getByTestId('channel-form');
    await form.getByTestId('channel-name').fill('PIX Itaú');
    await form.getByTestId('channel-min').fill('20');
    await form.getByTestId('channel-max').fill('3000');
    await form.getByTestId('channel-method').selectOption('pix');
    await form.getByText('The gateway issues a PIX charge', { exact: false }).waitFor();
    await form.getByTestId('channel-baseUrl').fill('https://pix.example.com/api');
    await form.getByTestId('channel-merchantId').fill('itau-42');
    await form.getByTestId('channel-webhookSecret').fill('a-long-shared-webhook-secret');
    // What a Brazilian player reads; other languages keep the console's name.
    await fillLanguage(page, 'channel-names', 'pt-BR', 'PIX (Itaú, na hora)');
    await screenshotBoth(page, 'console-channel-names');
    await form.getByTestId('channel-save').click();
    await page.getByTestId('channels-table').getByText('PIX Itaú').waitFor();

    const row = await portal.testApp.database.db
      .selectFrom('payment_channels')
      .select(['gateway_method', 'min_minor', 'names'])
      .where('name', '=', 'PIX Itaú')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gateway_method: 'pix', min_minor: 2_000, names: { 'pt-BR': 'PIX (Itaú, na hora)' } });
  });

  it("writes a bank transfer's instructions in Thai in the channel form: saved beside the other languages", async () => {
    const db = portal.testApp.database.db;
    const bank = await db
      .selectFrom('payment_channels')
      .select(['id', 'instructions'])
      .where('type', '=', 'bank_transfer')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await openSettings(page, 'channels');
    await page.getByTestId(`channel-${bank.id}-edit`).click();
    const form = page.getByTestId('channel-form');
    await fillLanguage(page, 'channel-instructions-by-language', 'th', 'โอนเงินแล้วใส่รหัสอ้างอิงในบันทึก');
    await form.getByTestId('channel-save').click();
    await form.waitFor({ state: 'detached' });
    const saved = await db
      .selectFrom('payment_channels')
      .select('instructions')
      .where('id', '=', bank.id)
      .executeTakeFirstOrThrow();
    expect(saved.instructions).toEqual({ ...bank.instructions, th: 'โอนเงินแล้วใส่รหัสอ้างอิงในบันทึก' });
  });
});
