import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { manualClock, type TestApp } from '../../server/test/test-app.ts';
import {
  adminAuth,
  betPayouts,
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
} from '../../server/test/lottery-helpers.ts';
import { LONG_SESSIONS, portalPerFile } from './harness.ts';

/*
 * The console's lottery desk in Chromium: a member bets on XSMB through the API, betting closes on
 * the server's test clock, and a lottery operator types the draw into the console's result grid.
 * The grid refuses a wrong cell before anything is sent; once saved the period is settled and the
 * member's bets are paid exactly once.
 */
// Tuesday 2030-06-18, 08:00 in Vietnam: XSMB draws Quảng Ninh at 18:15 (11:15 UTC).
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;
const portal = portalPerFile({ clock, env: LONG_SESSIONS }, async (started) => {
  t = started.testApp;
});

describe('the console’s lottery result entry', () => {
  it('a lottery operator enters the XSMB result in the grid; the period settles and the bet is paid once', async () => {
    const code = await createGame(t, 'XSMB', { source: 'operator' });
    await tick(t);
    const period = await openPeriodOf(t, code);
    const member = await fundedPlayer(t, 100_000);
    // Lô on 65 (four prizes end in 65: 4 × 98) and on 37 (none), đề on 12 (the special ends in 65).
    const placed = await placeSlip(t, member, {
      gameCode: code,
      lines: [
        { type: 'lo2', numbers: ['65', '37'], unit: 1 },
        { type: 'de', numbers: ['12'], unit: 1 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const slipId = placed.json().value.slipId as number;
    expect(await mainBalanceMinor(t, member.id)).toBe(100_000 - 5_500);

    // Betting closed a minute before the draw; the operator's game is not drawn by the server.
    clock.set('2030-06-18T11:15:30Z');
    await tick(t);

    const { page, context } = await portal.signedInOperator({ roles: ['lottery'] });
    await page.goto('/admin/lottery?tab=results');
    await page.getByTestId('lottery-results').waitFor();
    await page.getByTestId('results-game').selectOption(code);
    const form = page.getByTestId('result-form');
    await form.waitFor();
    expect(await page.getByTestId('results-period').inputValue()).toBe(String(period.id));

    // The grid has the market's shape: 27 boxes, each as long as its prize's digits.
    const cells = form.locator('input[data-testid^="result-cell-"]');
    expect(await cells.count()).toBe(27);
    expect(await form.getByTestId('result-cell-special-0').getAttribute('maxlength')).toBe('5');
    expect(await form.getByTestId('result-cell-sixth-2').getAttribute('maxlength')).toBe('3');
    expect(await form.getByTestId('result-cell-seventh-3').getAttribute('maxlength')).toBe('2');
    expect(await form.locator('[data-prize="eighth"]').count()).toBe(0);

    // A short number and a letter are caught on their own boxes, and nothing is sent.
    await form.getByTestId('result-cell-special-0').fill('9876');
    await form.getByTestId('result-cell-fourth-1').fill('12a4');
    await form.getByTestId('result-submit').click();
    expect(await form.getByTestId('result-cell-error-special-0').innerText()).toBe('Exactly 5 digits');
    expect(await form.getByTestId('result-cell-error-fourth-1').innerText()).toBe('Digits only');
    expect(await form.getByTestId('result-cell-error-third-5').innerText()).toBe('Required');
    expect(await form.getByTestId('result-invalid').innerText()).toBe('Numbers to fix: 27.');
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    const stillClosed = await t.database.db
      .selectFrom('lottery_periods')
      .select('status')
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(stillClosed.status).toBe('closed');

    // The official numbers, box by box.
    for (const [prize, numbers] of Object.entries(NORTH_RESULT)) {
      for (const [index, number] of numbers.entries()) {
        await form.getByTestId(`result-cell-${prize}-${index}`).fill(number);
      }
    }
    expect(await form.getByTestId('result-cell-error-special-0').count()).toBe(0);
    await form.getByTestId('result-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();

    const done = page.getByTestId('lottery-done');
    await done.waitFor();
    expect(await done.innerText()).toContain('Round 1: 3 bets settled, 1 winners');
    expect(await done.innerText()).toContain('392.00');

    // The period shows settled with its result.
    await page.getByRole('button', { name: 'Open the period' }).click();
    const panel = page.getByTestId('period-panel');
    await panel.and(page.locator('[data-status="settled"]')).waitFor();
    expect(await panel.getByTestId('period-status').innerText()).toBe('Settled');
    expect(await panel.getByTestId('period-result').innerText()).toContain('98765');
    expect(await panel.getByTestId('period-payout').innerText()).toContain('392.00');
    // The source reads as who typed it, not the stored 'operator:<id>'.
    expect(await panel.getByTestId('period-result-source').innerText()).toMatch(/^Entered by operator #\d+$/);

    // In the database: settled once, the winner paid once, the losers paid nothing.
    const row = await t.database.db
      .selectFrom('lottery_periods')
      .select(['status', 'round', 'result_source'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'settled', round: 1 });
    expect(row.result_source).toMatch(/^operator:\d+$/);
    expect((await betPayouts(t, slipId)).map((b) => [b.bet_type, b.picks, b.status, b.payout_minor])).toEqual([
      ['lo2', '65', 'settled', 39_200],
      ['lo2', '37', 'settled', 0],
      ['de', '12', 'settled', 0],
    ]);
    expect(await mainBalanceMinor(t, member.id)).toBe(100_000 - 5_500 + 39_200);
    const { rows: rounds } = await sql<{ n: string }>`
      select count(*)::text as n from lottery_settlements where period_id = ${period.id}`.execute(t.database.db);
    expect(rounds[0]!.n).toBe('1');

    // The same result again changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${period.id}/result`,
      headers: await adminAuth(t),
      payload: { prizes: NORTH_RESULT },
    });
    expect(again.json().value).toMatchObject({ replayed: true, settlement: null });
    expect(await mainBalanceMinor(t, member.id)).toBe(100_000 - 5_500 + 39_200);

    // A correction asks why, as a cancel does: without a reason nothing is sent.
    await panel.getByTestId('period-correct').click();
    const correction = panel.getByTestId('result-form');
    await correction.waitFor();
    expect(await correction.getByTestId('result-cell-special-0').inputValue()).toBe('98765');
    await correction.getByTestId('result-cell-special-0').fill('98712');
    await correction.getByTestId('correction-reason').fill('   ');
    await correction.getByTestId('result-submit').click();
    await correction.getByText('Give the reason for the correction.').waitFor();
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    expect(await mainBalanceMinor(t, member.id)).toBe(100_000 - 5_500 + 39_200);

    // With the reason: round 2 pays lô 65 three times and đề 12; the old round is reversed.
    const reason = 'Special prize misread from the broadcast: 98712';
    await correction.getByTestId('correction-reason').fill(reason);
    await correction.getByTestId('result-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await panel.getByTestId('lottery-done').waitFor();
    expect(await panel.getByTestId('lottery-done').innerText()).toContain('Round 2: 3 bets settled, 2 winners');
    await expect.poll(() => panel.getByTestId('period-result').innerText()).toContain('98712');
    expect(await mainBalanceMinor(t, member.id)).toBe(100_000 - 5_500 + 29_400 + 9_500);
    const action = await t.database.db
      .selectFrom('operator_actions')
      .select('payload')
      .where('subject', '=', `lottery-period:${period.id}`)
      .where('kind', '=', 'lottery_correction')
      .executeTakeFirstOrThrow();
    expect(action.payload).toMatchObject({ correct: true, reason });
    await context.close();
  });

  it('fits a phone: the tabs, the period list and the result grid stay within 390 px', async () => {
    const code = await createGame(t, 'XSMB', { source: 'operator' });
    await tick(t);
    clock.advance(24 * 3_600_000);
    await tick(t);
    const { page, context } = await portal.signedInOperator({ roles: ['lottery'], width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`/admin/lottery?tab=periods&game=${code}`);
    await page.getByTestId('periods-table').waitFor();
    // The game filter shows its choice once the games have loaded.
    const gameFilter = page.getByTestId('periods-game');
    await expect.poll(() => gameFilter.inputValue()).toBe(code);
    // The filters live in the address: a reload (or a shared link) shows the same view.
    await page.getByTestId('periods-status').selectOption('closed');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('closed');
    await page.reload();
    expect(await page.getByTestId('periods-status').inputValue()).toBe('closed');
    await expect.poll(() => gameFilter.inputValue()).toBe(code);
    await page.getByTestId('periods-status').selectOption('');
    await page.getByTestId('period-open').first().click();
    await page.getByTestId('period-panel').waitFor();
    expect(new URL(page.url()).searchParams.get('game')).toBe(code);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByTestId('lottery-tab-results').click();
    await page.getByTestId('results-game').selectOption(code);
    await page.getByTestId('result-form').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The grid fills in after the form shows, and the first game's form may still be on screen
    // while the chosen game's draws load: measure until the cell that stays is on screen.
    const cell = page.getByTestId('result-cell-third-5');
    const rightEdge = async () => {
      const box = await cell.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    await expect.poll(rightEdge).toBeLessThanOrEqual(390);
    await context.close();
  });
  it('imports past results from a CSV file: a checked preview, only the ready rows sent, each row answered', async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['lottery'] });
    await page.goto('/admin/lottery?tab=import');
    const row = (date: string, station: string, special: string) =>
      `XSMB,${date},${station},${special},10265,20001 30002,40003 50004 60005 70006 80007 90008,1109 1210 1311 1412,1513 1614 1715 1816 1917 2018,765 119 120,21 22 23 65,`;
    const csv = [
      'market,date,station,special,first,second,third,fourth,fifth,sixth,seventh,eighth',
      // Sunday 16 June: Thái Bình draws. Monday 17 June is Hà Nội's, and a 4-digit special is wrong.
      row('2030-06-16', 'TB', '98765'),
      row('2030-06-17', 'TB', '9876'),
    ].join('\r\n');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'past.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    expect(await page.getByTestId('import-summary').innerText()).toBe('2 rows: 1 ready, 1 with problems (not sent).');
    const problems = page.getByTestId('import-problems');
    expect(await problems.innerText()).toContain('That station does not draw on this day (draws: HN).');
    expect(await problems.innerText()).toContain('Special prize, number 1: exactly 5 digits.');

    await page.getByTestId('import-send').click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('Settled: 0 bets, 0 winners').waitFor();
    const imported = await sql<{ status: string; result_source: string; n: string }>`
      select p.status, p.result_source, (select count(*)::text from lottery_results r where r.period_id = p.id) as n
      from lottery_periods p join lottery_games g on g.id = p.game_id
      where g.market = 'XSMB' and p.issue in ('20300616', '20300617') order by p.issue`.execute(t.database.db);
    expect(imported.rows).toEqual([{ status: 'settled', result_source: 'feed', n: '27' }]);
    await context.close();
  });
});
