import { describe, expect, it } from 'vitest';
import { operatorAuth } from '../../server/test/test-app.ts';
import { fillLanguage, portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();

const NEW_TITLE = 'ฝากครั้งแรก รับโบนัส 200% วันนี้';

describe('content in the console', () => {
  it("a content operator changes a banner's Thai title; a Thai player sees it on the home banner", async () => {
    const { database } = portal.testApp;
    const first = await database.db
      .selectFrom('banners')
      .select(['id', 'title'])
      .where('group_name', '=', 'home')
      .where('enabled', '=', true)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const { page, context } = await portal.signedInOperator({ roles: ['content'] });
    await page.goto('/admin/content');
    await page.getByTestId(`content-edit-${first.id}`).click();
    await page.getByTestId('content-editor').waitFor();
    await fillLanguage(page, 'field-title', 'th', NEW_TITLE);
    // The preview shows the banner as a Thai player sees it, before anything is saved.
    await page.getByTestId('preview-lang-th').click();
    expect(await page.getByTestId('preview-banner-title').innerText()).toBe(NEW_TITLE);
    expect(await page.getByTestId('preview-banner-image').getAttribute('alt')).toBe(NEW_TITLE);
    await page.getByTestId('content-editor-save').click();
    await page.getByTestId('content-notice').waitFor();
    await page.getByTestId(`content-list-banners`).waitFor();

    const stored = await database.db
      .selectFrom('banners')
      .select('title')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toEqual({ ...first.title, th: NEW_TITLE });
    await context.close();

    const player = await portal.newContext({ lang: 'th' });
    const home = await player.newPage();
    await home.goto('/');
    await home.getByTestId('page-home').waitFor();
    const image = home.getByTestId('banner').locator(`img[alt="${NEW_TITLE}"]`).first();
    await image.waitFor();
    expect(await image.getAttribute('src')).toBeTruthy();
    await player.close();
  });

  it('on a phone: a new announcement needs the default language, then saves, switches off and moves', async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['content'], width: 390, height: 844 });
    await page.goto('/admin/content?tab=announcements');
    await page.getByTestId('content-tab-announcements').waitFor();
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-type').selectOption('PU');
    await page.getByTestId('field-popup').check();
    await fillLanguage(page, 'field-title', 'th', 'ปิดปรับปรุงระบบ');
    await fillLanguage(page, 'field-content', 'th', 'วันเสาร์ เวลา 02:00 น.');
    await page.getByTestId('preview-lang-th').click();
    expect(await page.getByTestId('preview-popup').innerText()).toContain('ปิดปรับปรุงระบบ');

    // Portuguese is the brand's default language: saving without it names the two fields.
    await page.getByTestId('content-editor-save').click();
    const errors = page.locator('.admin-field__error');
    await errors.first().waitFor();
    expect(await errors.allInnerTexts()).toEqual(['Português (BR): Required.', 'Português (BR): Required.']);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll).toBe(true);

    await fillLanguage(page, 'field-title', 'pt-BR', 'Manutenção do sistema');
    await fillLanguage(page, 'field-content', 'pt-BR', 'Sábado às 02:00');
    await page.getByTestId('content-editor-save').click();
    await page.getByTestId('content-notice').waitFor();

    const { database } = portal.testApp;
    const created = await database.db
      .selectFrom('announcements')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ type: 'PU', popup: true, enabled: true });
    expect(created.title).toEqual({ 'pt-BR': 'Manutenção do sistema', th: 'ปิดปรับปรุงระบบ' });

    await page.getByTestId(`content-toggle-${created.id}`).click();
    await expect
      .poll(async () => {
        const row = await database.db
          .selectFrom('announcements')
          .select('enabled')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow();
        return row.enabled;
      })
      .toBe(false);
    // The list reloads after the change: the switch shows what the server holds.
    await expect.poll(() => page.getByTestId(`content-toggle-${created.id}`).isChecked()).toBe(false);

    // A second popup, made elsewhere, comes after it; the arrow puts it first.
    const second = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/content/announcements',
      headers: await operatorAuth(portal.testApp.app),
      payload: {
        type: 'PU',
        title: { 'pt-BR': 'Bônus de domingo' },
        content: { 'pt-BR': 'Depósitos de domingo valem o dobro.' },
        popup: true,
        startsAt: null,
        endsAt: null,
        enabled: true,
      },
    });
    const secondId = second.json().value.id as number;
    await page.reload();
    await page.getByTestId(`content-up-${secondId}`).click();
    await expect
      .poll(async () =>
        (
          await database.db
            .selectFrom('announcements')
            .select('id')
            .where('type', '=', 'PU')
            .orderBy('position')
            .orderBy('id')
            .execute()
        ).map((row) => row.id),
      )
      .toEqual([secondId, created.id]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it("an admin moves the main domain to a backup; players' links follow, and a content operator has no domains tab", async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['admin'] });
    await page.goto('/admin/content?tab=domains');
    await page.getByTestId('content-tab-domains').waitFor();
    const ids = Object.fromEntries(
      (await portal.testApp.database.db.selectFrom('domain_routes').select(['id', 'domain', 'kind']).execute()).map(
        (row) => [row.domain, row.id],
      ),
    );
    const main = ids['play.lotus.example']!;
    const backup = ids['m.lotus.example']!;
    expect(await page.getByTestId(`content-title-${main}`).innerText()).toBe('play.lotus.example');

    // A second main domain is refused on its field, in the console's words.
    await page.getByTestId(`content-edit-${backup}`).click();
    await page.getByTestId('field-kind').selectOption('main');
    await page.getByTestId('content-editor-save').click();
    await page.getByText('Another domain is the main one: make it a backup first.').waitFor();
    await page.getByTestId('content-editor-back').click();

    await page.getByTestId(`content-edit-${main}`).click();
    await page.getByTestId('field-kind').selectOption('backup');
    await page.getByTestId('content-editor-save').click();
    await page.getByTestId('content-notice').waitFor();
    await page.getByTestId(`content-edit-${backup}`).click();
    await page.getByTestId('field-kind').selectOption('main');
    expect(await page.getByTestId('preview-domain').innerText()).toContain('https://m.lotus.example');
    await page.getByTestId('content-editor-save').click();
    await page.getByTestId('content-notice').waitFor();
    await screenshotBoth(page, 'console-domains');
    await context.close();

    try {
      const player = await portal.newContext({ lang: 'en' });
      const home = await player.newPage();
      await home.goto('/');
      await home.getByTestId('open-download').click();
      expect(await home.getByTestId('download-site').innerText()).toBe('Official site: m.lotus.example');
      await player.close();

      const editor = await portal.signedInOperator({ roles: ['content'] });
      await editor.page.goto('/admin/content?tab=domains');
      // Not offered, and the address falls back to the first tab the role opens.
      await editor.page.getByTestId('content-tab-banners').waitFor();
      expect(await editor.page.getByTestId('content-tab-button-domains').count()).toBe(0);
      await editor.context.close();
    } finally {
      await portal.testApp.database.db
        .updateTable('domain_routes')
        .set({ kind: 'backup' })
        .where('id', '=', backup)
        .execute();
      await portal.testApp.database.db
        .updateTable('domain_routes')
        .set({ kind: 'main' })
        .where('id', '=', main)
        .execute();
    }
  });
});
