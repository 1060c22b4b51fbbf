import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { operatorAuth, registerMember } from '../../server/test/test-app.ts';
import { fillLanguage, portalPerFile } from './harness.ts';

const portal = portalPerFile();

/** A real 1×1 PNG, so the console's thumbnail decodes it. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A member applies through the player's own call: a remark and one image in a multipart form. */
async function applyAsMember(promotionId: number, remark: string) {
  const { app } = portal.testApp;
  const member = await registerMember(app);
  const boundary = `----apply${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PIXEL,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/apply`,
    headers: { authorization: member.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return member;
}

/** The brand's VIP ladder: rank 0 as stored, then Gold and Platinum (the whole ladder is saved at once). */
async function ladderWithThreeLevels() {
  const { app } = portal.testApp;
  const headers = await operatorAuth(app);
  const current = await app.inject({ url: '/admin/api/loyalty/levels', headers });
  if (current.statusCode !== 200) throw new Error(`levels: ${current.statusCode} ${current.body}`);
  const [base] = current.json().value.levels as Record<string, unknown>[];
  if (!base) throw new Error('levels: no rank 0');
  const level = (rankLevel: number, name: Record<string, string>, threshold: number) => ({
    ...base,
    rankLevel,
    name,
    depositThreshold: threshold,
    turnoverThreshold: null,
  });
  const saved = await app.inject({
    method: 'PUT',
    url: '/admin/api/loyalty/levels',
    headers,
    payload: {
      levels: [
        base,
        level(1, { en: 'Gold', 'pt-BR': 'Ouro' }, 1_000),
        level(2, { en: 'Platinum', 'pt-BR': 'Platina' }, 10_000),
      ],
    },
  });
  if (saved.statusCode !== 200) throw new Error(`levels: ${saved.statusCode} ${saved.body}`);
  return headers;
}

const TITLE_EN = 'Send us your big win';
const TITLE_PT = 'Envie sua grande vitória';

describe('promotions in the console', () => {
  it('a content operator creates a promotion in the editor and sees it listed; finance approves an application', async () => {
    const { database } = portal.testApp;
    const admin = await ladderWithThreeLevels();
    const { page, context } = await portal.signedInOperator({ roles: ['content'] });
    await page.goto('/admin/promotions');
    await page.getByTestId('promotions-list-tab').waitFor();
    await page.getByTestId('promo-new').click();
    await page.getByTestId('promo-editor').waitFor();

    // The kind decides the figures: a match for a first deposit, one amount for an application.
    await page.getByTestId('promo-rule-matchPercent').waitFor();
    await page.getByTestId('promo-kind-manual').check({ force: true });
    expect(await page.getByTestId('promo-rule-matchPercent').count()).toBe(0);
    await page.getByTestId('promo-rule-amount').fill('30');
    await fillLanguage(page, 'promo-field-title', 'en', TITLE_EN);
    await page.getByTestId('promo-preview-lang-en').click();
    expect(await page.getByTestId('promo-preview-title').innerText()).toBe(TITLE_EN);

    // Portuguese is the brand's default language: the server names the missing title.
    await page.getByTestId('promo-editor-save').click();
    const error = page.locator('.admin-field__error').first();
    await error.waitFor();
    expect(await error.innerText()).toContain('Required');
    await fillLanguage(page, 'promo-field-title', 'pt-BR', TITLE_PT);

    // Only Gold and Platinum members may take part: the levels are the brand's ladder's.
    const vipLevels = page.getByTestId('promo-field-vip-levels');
    await vipLevels.getByText('Platinum').waitFor();
    expect(await vipLevels.locator('input[type="checkbox"]').count()).toBe(3);
    const eligibility = page.getByTestId('promo-preview-eligibility');
    expect(await eligibility.innerText()).toContain('Every member');
    await page.getByTestId('promo-vip-level-2').check();
    await page.getByTestId('promo-vip-level-1').check();
    // The preview names them in its language.
    await expect.poll(() => eligibility.innerText()).toContain('VIP levels: Gold, Platinum');
    await page.getByTestId('promo-preview-lang-pt-BR').click();
    await expect.poll(() => eligibility.innerText()).toContain('VIP levels: Ouro, Platina');
    await page.getByTestId('promo-editor-save').click();
    await page.getByTestId('promo-notice').waitFor();

    const created = await database.db
      .selectFrom('promotions')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ kind: 'manual', enabled: true, rules: { amountMinor: 3000 } });
    expect(created.title).toEqual({ en: TITLE_EN, 'pt-BR': TITLE_PT });
    // The list answers titles in the operator's language.
    expect(await page.getByTestId(`promo-title-${created.id}`).innerText()).toBe(TITLE_EN);
    const eligibilityOf = async () => {
      const res = await portal.testApp.app.inject({ url: `/admin/api/promotions/${created.id}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.eligibility as Record<string, unknown>;
    };
    expect(await eligibilityOf()).toEqual({ vipLevels: [1, 2] });

    // Editing something else keeps them: the editor opens on them and sends them back.
    await page.getByTestId(`promo-edit-${created.id}`).click();
    await page.getByTestId('promo-editor').waitFor();
    await page.getByTestId('promo-vip-level-2').waitFor();
    expect(await page.getByTestId('promo-vip-level-0').isChecked()).toBe(false);
    expect(await page.getByTestId('promo-vip-level-1').isChecked()).toBe(true);
    expect(await page.getByTestId('promo-vip-level-2').isChecked()).toBe(true);
    await page.getByTestId('promo-field-countries').fill('+55');
    await page.getByTestId('promo-editor-save').click();
    await page.getByTestId('promo-notice').waitFor();
    expect(await eligibilityOf()).toEqual({ countries: ['+55'], vipLevels: [1, 2] });
    // Unticked, the offer is for every level again.
    await page.getByTestId(`promo-edit-${created.id}`).click();
    await page.getByTestId('promo-vip-level-1').uncheck();
    await page.getByTestId('promo-vip-level-2').uncheck();
    await page.getByTestId('promo-field-countries').fill('');
    await page.getByTestId('promo-editor-save').click();
    await page.getByTestId('promo-notice').waitFor();
    expect(await eligibilityOf()).toEqual({});
    await context.close();

    const member = await applyAsMember(created.id, 'Screenshot of my jackpot');

    const finance = await portal.signedInOperator({ roles: ['finance'] });
    await finance.page.goto('/admin/promotions?tab=applications');
    await finance.page.getByTestId('promo-applications').waitFor();
    const application = await database.db
      .selectFrom('promotion_claims')
      .select('id')
      .where('promotion_id', '=', created.id)
      .executeTakeFirstOrThrow();
    const remark = finance.page.getByTestId(`promo-remark-${application.id}`);
    await remark.waitFor();
    expect(await remark.innerText()).toBe('Screenshot of my jackpot');
    const row = finance.page.locator('tr', { has: remark });
    expect(await row.innerText()).toContain(member.username);
    expect(await row.innerText()).toContain(TITLE_EN);

    // The thumbnail is the member's image, and opens large.
    const thumbnail = finance.page.getByTestId(`promo-image-${application.id}-0`);
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await thumbnail.click();
    await finance.page.getByTestId('promo-image-large').waitFor();
    await finance.page.keyboard.press('Escape');
    await finance.page.getByTestId('promo-image-large').waitFor({ state: 'detached' });

    await finance.page.getByTestId(`promo-approve-${application.id}`).click();
    await finance.page.getByTestId('promo-review-confirm').click();
    // Without an amount the dialog says so and nothing is sent.
    await finance.page.getByText('Enter an amount above zero.').waitFor();
    await finance.page.getByTestId('promo-review-amount').fill('30');
    await finance.page.getByTestId('promo-review-confirm').click();
    await finance.page.getByTestId('promo-review-notice').waitFor();
    expect(await finance.page.getByTestId('promo-review-notice').innerText()).toContain(member.username);

    const decided = await database.db
      .selectFrom('promotion_claims')
      .select(['status', 'amount_minor', 'reviewed_by'])
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ status: 'issued', amount_minor: 3000, reviewed_by: finance.username });
    // The waiting queue is empty again; the approved tab has it.
    await finance.page.getByText('No application is waiting.').waitFor();
    await finance.page.getByTestId('promo-status-issued').click();
    await finance.page.getByTestId(`promo-remark-${application.id}`).waitFor();
    await finance.context.close();
  });
});
