import { describe, expect, it } from 'vitest';
import { portalPerFile } from './harness.ts';

const portal = portalPerFile();

/*
 * Issue 29's journey in Portuguese, as a player does it: a deposit limit set in the member
 * center, a deposit past it refused, a self-exclusion, and the next sign-in refused with the
 * way to take the balance out.
 */
describe('responsible gaming in Chromium (pt-BR)', () => {
  it('sets a deposit limit, hits it, self-excludes, and cannot sign in to play', async () => {
    const { page, context, member } = await portal.signedInMember({ lang: 'pt-BR', amount: 30 });
    await page.goto('/?mc=responsibleGaming');
    await page.getByTestId('rg-page').waitFor();
    await page.getByLabel('Novo Limite de depósito por Dia').fill('50');
    await page.getByTestId('rg-deposit-day').getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByTestId('rg-deposit-day-current').innerText()).toMatch(/R\$\s?50,00/);

    // A deposit of 60 would pass the day's 50: the server refuses it, in Portuguese.
    await page.goto('/?mc=depositv2');
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-amount').fill('60');
    await page.getByTestId('deposit-submit').click();
    await page.getByText('Você atingiu um limite que definiu para si mesmo', { exact: false }).waitFor();

    // Self-exclusion for six months, confirmed by the password and a last question.
    await page.goto('/?mc=responsibleGaming');
    const form = page.getByTestId('rg-self_exclusion-form');
    await form.getByLabel('Sua senha').fill(member.password);
    await form.getByRole('button', { name: 'Autoexcluir' }).click();
    await page.getByRole('dialog', { name: 'Autoexcluir?' }).getByRole('button', { name: 'Autoexcluir' }).click();
    await page.getByTestId('header-login').waitFor();

    // Signing in again: refused for play, with the end date and the way to withdraw.
    await page.getByTestId('header-login').click();
    await page.getByTestId('field-username').fill(member.username);
    await page.getByTestId('field-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    const refusal = page.getByTestId('login-error');
    await refusal.getByText('Você está em uma pausa do jogo', { exact: false }).waitFor();
    expect(await refusal.innerText()).toMatch(/Até /);
    await page.getByTestId('login-cash-out').click();
    await page.getByTestId('withdraw-page').waitFor();
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toMatch(/30,00/);
    await context.close();
  });
});
