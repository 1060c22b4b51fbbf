import { expect, it } from 'vitest';
import { headerBalanceMinor, portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();
const HOUR = 3_600_000;

/** A raffle finance approved, from now: one ticket per R$500 wagered, one prize of R$200. */
async function runningRaffle() {
  const { id } = await portal.testApp.database.db
    .insertInto('promotions')
    .values({
      kind: 'raffle',
      category: 'general',
      title: JSON.stringify({ en: 'Year-end raffle', 'pt-BR': 'Sorteio de fim de ano' }),
      summary: JSON.stringify({ en: 'One ticket for every R$500 wagered' }),
      starts_at: new Date(Date.now() - 1_000),
      ends_at: new Date(Date.now() + HOUR),
      rules: JSON.stringify({ turnoverPerTicketMinor: 50_000, amountMinor: 20_000, winners: 1 }),
      terms_approved_at: new Date(),
      budget_minor: 1_000_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

it('a member earns raffle tickets by playing, the console draws at the end, and the winner takes the prize', async () => {
  const raffleId = await runningRaffle();
  const { member, page } = await portal.signedInMember({ amount: 10 });
  const db = portal.testApp.database.db;
  const { id: memberId } = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', member.username)
    .executeTakeFirstOrThrow();
  // R$1,000 of settled play: two tickets.
  await db
    .insertInto('bets')
    .values({
      member_id: memberId,
      product: 'RNG',
      vendor: 'TESTVENDOR',
      game_code: 'g1',
      currency: 'BRL',
      stake_minor: 100_000,
      valid_bet_minor: 100_000,
      vendor_bet_id: `raffle-e2e-${memberId}`,
      status: 'settled',
      settled_at: new Date(),
    })
    .execute();

  await page.goto(`/promotions/${raffleId}`);
  const box = page.getByTestId('raffle-box');
  await box.waitFor();
  await expect.poll(() => box.getByTestId('raffle-my-tickets').textContent()).toBe('2');
  const committed = (await box.getByTestId('raffle-seed-hash').textContent())!;
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  expect(await page.getByTestId('promo-action').textContent()).toMatch(/progress/i);
  await screenshotBoth(page, 'raffle-running');

  // The raffle ends; a content operator draws it from the console instead of waiting for the sweep.
  await db.updateTable('promotions').set({ ends_at: new Date() }).where('id', '=', raffleId).execute();
  const operator = await portal.signedInOperator({ roles: ['content'] });
  await operator.page.goto('/admin/promotions');
  await operator.page.getByTestId(`promo-edit-${raffleId}`).click();
  const panel = operator.page.getByTestId('raffle-panel');
  await panel.getByTestId('raffle-panel-draw').click();
  await panel.getByTestId('raffle-panel-drawn').waitFor();
  expect(await panel.getByTestId('raffle-panel-drawn').textContent()).toContain('Tickets: 2 · Members: 1');
  expect(await panel.getByTestId('raffle-panel-winners').textContent()).toContain(member.username);
  await screenshotBoth(operator.page, 'raffle-console');
  await operator.context.close();

  // The member sees the result, the seed behind the committed hash, and takes the prize.
  await page.reload();
  await page.getByTestId('raffle-won').waitFor();
  expect(await page.getByTestId('raffle-winners').textContent()).toContain('#');
  expect(await page.getByTestId('raffle-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
  await screenshotBoth(page, 'raffle-won');
  const before = await headerBalanceMinor(page);
  await page.getByTestId('promo-action').click();
  await page.getByTestId('promo-action-claimed').waitFor();
  await expect.poll(() => headerBalanceMinor(page)).toBe(before + 20_000);
  await expect.poll(() => page.getByTestId('promo-detail').getAttribute('data-state')).toBe('claimed');
});
