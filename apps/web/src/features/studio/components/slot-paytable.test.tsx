// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDIO_SLOT_SYMBOLS } from '@portal/shared/contracts/studio';
import { SLOT_LINE_PAYS, SLOT_PAYLINES } from '@portal/shared/contracts/studio-slot-rules';
import studio from '../../../i18n/locales/en/studio.json';
import { renderInEnglish, withEnglishTexts } from '../../../test/dom.tsx';
import { SlotPaytable } from './slot-paytable.tsx';

afterEach(cleanup);
withEnglishTexts({ studio });

async function openPaytable(stakeMinor: number | null) {
  await renderInEnglish(<SlotPaytable stakeMinor={stakeMinor} decimals={2} />);
  await userEvent.click(screen.getByRole('button', { name: 'Paytable' }));
  return screen.getByRole('dialog', { name: 'Paytable and rules' });
}

describe('the slot paytable', () => {
  it("lists every paying symbol with the engine's pays for 3, 4 and 5, and each as money at the stake", async () => {
    const dialog = await openPaytable(2000);
    const rows = dialog.querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.getAttribute('data-symbol'))).toEqual(
      STUDIO_SLOT_SYMBOLS.filter((name) => name !== 'SCATTER'),
    );
    const lotus = dialog.querySelector('tr[data-symbol="LOTUS"]')!;
    expect([...lotus.querySelectorAll('td')].map((cell) => cell.firstChild?.textContent)).toEqual(
      SLOT_LINE_PAYS[STUDIO_SLOT_SYMBOLS.indexOf('LOTUS')]!.map((pay) => `×${pay}`),
    );
    // A stake of 20.00 is a line bet of 1.00: 25, 100 and 500 line bets.
    expect([...lotus.querySelectorAll('[data-minor]')].map((m) => m.getAttribute('data-minor'))).toEqual([
      '2500',
      '10000',
      '50000',
    ]);
    expect(within(dialog).getByTestId('paytable-scatter').textContent).toContain('3 pay ×2, 4 pay ×10, 5 pay ×50');
    expect(within(dialog).getByText(/award 10 free spins .* multiplied by 3/)).toBeTruthy();
  });

  it('draws the 20 paylines, each with its row on every reel', async () => {
    const dialog = await openPaytable(null);
    const lines = within(dialog).getAllByTestId('paytable-line');
    expect(lines).toHaveLength(SLOT_PAYLINES.length);
    // Line 4 is the V: top, middle, bottom, middle, top (cells run row by row, five to a row).
    const on = [...lines[3]!.querySelectorAll('span')].flatMap((cell, i) =>
      cell.classList.contains('studio-payline__on') ? [i] : [],
    );
    expect(on).toEqual([0, 4, 6, 8, 12]);
    expect(lines[3]!.textContent).toBe('Line 4');
    expect(dialog.querySelectorAll('[data-minor]')).toHaveLength(0);
  });
});
