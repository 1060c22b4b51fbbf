import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerMember } from '../../server/test/test-app.ts';
import { randomCpf } from '../../server/test/pix-withdrawal-helpers.ts';
import { openPage, portalPerFile, screenshotBoth } from './harness.ts';

/*
 * Registration with a CPF (issue 31), in Portuguese on a phone: the field groups the digits as they
 * are typed, a number whose check digits are wrong is refused before anything is sent, one already
 * registered is refused by the server under the field, and the account opens with a new one.
 */
const portal = portalPerFile({}, (started) => started.patchSettings({ kyc: { cpfRequired: true } }));

const PASSWORD = 'Lotus#Play2026';
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('registration with a CPF in Chromium', () => {
  it('masks the CPF while typing, refuses a wrong or taken one, and registers with a valid one', async () => {
    const takenCpf = randomCpf();
    await registerMember(portal.testApp.app, { cpf: takenCpf });
    const { context, page } = await openPage(portal, { lang: 'pt-BR', width: 390, height: 844 });
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-form-username').waitFor();

    const username = `cpf${Date.now().toString(36).slice(-7)}`;
    await page.getByTestId('field-username').fill(username);
    await page.getByTestId('field-password').fill(PASSWORD);
    await page.getByTestId('field-confirmPassword').fill(PASSWORD);
    await page.getByTestId('field-dateOfBirth').fill('1990-05-20');
    await page.getByTestId('register-age').check();

    // Typed as digits, shown grouped; the last check digit wrong is refused on the spot.
    const cpfField = page.getByTestId('field-cpf');
    const wrong = `${takenCpf.slice(0, 10)}${(Number(takenCpf[10]) + 1) % 10}`;
    await cpfField.pressSequentially(wrong);
    expect(await cpfField.inputValue()).toBe(
      `${wrong.slice(0, 3)}.${wrong.slice(3, 6)}.${wrong.slice(6, 9)}-${wrong.slice(9)}`,
    );
    await page.getByTestId('register-submit').click();
    await page.getByTestId('field-cpf-error').waitFor();
    expect(await text(page, 'field-cpf-error')).toBe('Este valor não é válido.');
    expect(await page.getByTestId('register-success').count()).toBe(0);

    // A CPF someone already registered with: the server's answer lands under the field.
    await cpfField.fill('');
    await cpfField.pressSequentially(takenCpf);
    await page.getByTestId('field-cpf-error').waitFor({ state: 'detached' });
    await page.getByTestId('register-submit').click();
    await page.getByTestId('field-cpf-error').waitFor();
    expect(await text(page, 'field-cpf-error')).toBe('Já está em uso por outra conta.');
    // Said under the field, not again above the button.
    expect(await page.getByTestId('register-error').count()).toBe(0);
    await screenshotBoth(page, 'cpf-register');

    const fresh = randomCpf();
    await cpfField.fill('');
    await cpfField.pressSequentially(fresh);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
    expect(await text(page, 'register-success')).toContain(username);

    // The CPF is kept as its eleven digits, once.
    const { db } = portal.testApp.database;
    const saved = await db
      .selectFrom('members')
      .select('cpf')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(saved.cpf).toBe(fresh);
    await context.close();
  });
});
