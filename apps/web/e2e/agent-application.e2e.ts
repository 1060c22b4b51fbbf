import { describe, expect, it } from 'vitest';
import { portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();

/*
 * Becoming an agent (issue 31, decision 051), a member in Portuguese on a phone: the account menu
 * leads to the programme page, which names the agent types; the member applies; support approves
 * in the console picking the type by its name; the member's page and menu switch to the agent
 * center without signing out, and the downline form's hints are the brand's sign-up rules.
 */
describe('applying to become an agent, in Chromium', () => {
  it('applies on a phone, is approved in the console, and opens the agent center in the same session', async () => {
    const { member, page, context } = await portal.signedInMember({ width: 390, height: 844, lang: 'pt-BR' });

    await page.getByTestId('avatar-menu').getByRole('button').first().click();
    await page.getByTestId('avatar-menu-become-agent').click();
    await page.getByTestId('page-affiliate').waitFor();
    expect(await page.getByTestId('agent-type-41').innerText()).toContain('Afiliado');
    expect(await page.getByTestId('agent-type-2').innerText()).toContain('Agente master');

    // Too short is said on the spot; nothing is sent.
    await page.getByTestId('agent-apply-message').fill('Tenho');
    await page.getByTestId('agent-apply-submit').click();
    expect(await page.getByTestId('agent-apply-error').innerText()).toBe('Escreva pelo menos 10 caracteres.');
    const { db } = portal.testApp.database;
    const memberId = (
      await db.selectFrom('members').select('id').where('username', '=', member.username).executeTakeFirstOrThrow()
    ).id;
    expect(await db.selectFrom('agent_applications').where('member_id', '=', memberId).execute()).toEqual([]);

    await page.getByTestId('agent-apply-message').fill('Tenho um grupo de futebol no WhatsApp com 300 pessoas.');
    await page.getByTestId('agent-apply-submit').click();
    await page.getByTestId('agent-apply-pending').waitFor();
    await screenshotBoth(page, 'agent-application');

    // Support decides in the console, choosing "Affiliate" by its name.
    const operator = await portal.signedInOperator({ roles: ['support'] });
    await operator.page.getByRole('link', { name: 'Agents' }).click();
    const list = operator.page.getByTestId('agents-application-list');
    const row = list.locator('tbody tr', { hasText: member.username });
    await row.waitFor();
    expect(await row.innerText()).toContain('WhatsApp com 300 pessoas');
    const application = await db
      .selectFrom('agent_applications')
      .select('id')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    const type = operator.page.getByTestId(`agents-application-type-${application.id}`);
    expect(await type.locator('option').allTextContents()).toContain(
      'Affiliate — Shares a link on social media or a website.',
    );
    await type.selectOption('41');
    await operator.page.getByTestId(`agents-application-approve-${application.id}`).click();
    expect(await operator.page.getByTestId('agents-application-notice').innerText()).toBe(
      `${member.username} is now an agent: Affiliate.`,
    );
    await operator.context.close();

    // The member's page notices when it is looked at again; the menu now opens the agent center.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByTestId('agent-apply-agent').waitFor();
    expect(await page.getByTestId('agent-apply-agent').innerText()).toContain('Afiliado');
    await page.getByTestId('avatar-menu').getByRole('button').first().click();
    await page.getByTestId('avatar-menu-agent').click();
    await page.getByTestId('agent-center').waitFor();

    // The downline form says the brand's rules (demo brand: username 6–16, a letter first).
    await page.getByTestId('agent-menu-register').click();
    await expect
      .poll(() => page.getByTestId('agent-register-username-note').innerText())
      .toBe('6–16 caracteres: começa com uma letra, depois letras e números.');
    await page.getByTestId('agent-register-username').fill('ab1');
    await page.getByTestId('agent-register-submit').click();
    // The refusal takes the hint's place, in the same words, and marks the field invalid.
    await page.locator('[data-testid="agent-register-username"][aria-invalid="true"]').waitFor();
    expect(await page.getByTestId('agent-register-username-note').innerText()).toBe(
      '6–16 caracteres: começa com uma letra, depois letras e números.',
    );
    await context.close();
  }, 150_000);
});
