import { describe, expect, it } from 'vitest';
import { fillLanguage, portalPerFile } from './harness.ts';

const portal = portalPerFile();

describe('console: the points mall editor', () => {
  it('checks a good as the server does, clears an issue when its field changes, and saves it to the list', async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['content'] });
    await page.goto('/admin/loyalty');
    await page.getByTestId('loyalty-tab-goods').click();
    await page.getByTestId('goods-new').click();
    const editor = page.getByTestId('goods-editor');

    // The kinds are cards: the radio inside is hidden, its label takes the click.
    const kind = (name: string) =>
      editor.locator('label.loyalty-kind', { has: page.getByTestId(`goods-kind-${name}`) });
    const invalid = (testId: string) => page.getByTestId(testId).getAttribute('aria-invalid');

    // No points: refused on that field, nothing sent; typing there takes the issue away.
    await kind('cash').click();
    await page.getByTestId('goods-save').click();
    await expect.poll(() => invalid('goods-field-points')).toBe('true');
    await page.getByTestId('goods-field-points').fill('250');
    await expect.poll(() => invalid('goods-field-points')).toBeNull();

    // A cash good needs its value: refused there. Changing the kind answers that issue too, so
    // coming back to cash shows the field without it.
    await page.getByTestId('goods-save').click();
    await expect.poll(() => invalid('goods-field-cash')).toBe('true');
    await kind('item').click();
    await kind('cash').click();
    await expect.poll(() => invalid('goods-field-cash')).toBeNull();
    await kind('item').click();

    await fillLanguage(page, 'goods-field-name', 'pt-BR', 'Camiseta Lotus');
    await page.getByTestId('goods-save').click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Camiseta Lotus').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("names a new VIP level's missing threshold on the level, takes it away when one is typed, and saves the ladder", async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['content'] });
    const { db } = portal.testApp.database;
    const before = await db.selectFrom('vip_levels').select('rank_level').execute();
    await page.goto('/admin/loyalty');
    await page.getByTestId('loyalty-tab-levels').click();
    await page.getByTestId('loyalty-levels').waitFor();
    const rank = before.length;

    await page.getByTestId('levels-add').click();
    await page.getByTestId('levels-save').click();
    const issue = page.getByTestId(`level-${rank}-issue`);
    await issue.getByText('A level above the first needs a deposit or a turnover threshold.').waitFor();
    expect(await db.selectFrom('vip_levels').select('rank_level').execute()).toHaveLength(before.length);

    // Far above any level the demo has: the ladder's thresholds rise.
    await page.getByTestId(`level-${rank}-depositThreshold`).fill('90000000');
    await issue.waitFor({ state: 'detached' });
    await fillLanguage(page, `level-${rank}-name`, 'en', 'Obsidian');
    await page.getByTestId('levels-save').click();
    await page.getByTestId('levels-notice').waitFor();
    const top = await db
      .selectFrom('vip_levels')
      .select(['rank_level', 'deposit_threshold_minor'])
      .where('rank_level', '=', rank)
      .executeTakeFirst();
    expect(top?.rank_level).toBe(rank);
    expect(top?.deposit_threshold_minor).not.toBeNull();
    await context.close();
  });
});
