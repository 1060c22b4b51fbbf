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
});
