// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import admin from '../../i18n/locales/en/admin.json';
import adminMembers from '../../i18n/locales/en/admin-members.json';
import { describedText, renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { AdjustDialog, TurnoverDialog } from './money-dialogs.tsx';
import type { MemberDetail } from './members-api.ts';

// A brand with two decimals; the amounts in notices as plain minor units.
vi.mock('../ui/use-money', () => ({ useMoney: () => ({ decimals: 2, code: 'BRL', format: String }) }));

listenForCalls();
withEnglishTexts({ admin, 'admin-members': adminMembers });

const member = {
  id: 7,
  username: 'ana',
  currency: 'BRL',
  mainBalanceMinor: 10_000,
  turnoverRemainingMinor: 5_000,
} as MemberDetail;

function recordAdjustments(
  reply: () => Response = () => answer({ transactionId: 1, amount: -12.5, balance: 87.5, replayed: false }),
) {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post('*/admin/api/wallet/adjustments', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return reply();
    }),
  );
  return sent;
}

describe("a member's balance adjustment", () => {
  it("sends nothing while the amount or the reason is wrong, then the schema's body with a signed amount", async () => {
    const sent = recordAdjustments();
    const onDone = vi.fn();
    await renderWithServer(<AdjustDialog member={member} onClose={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-adjust-amount')).toBe(adminMembers.dialog.required));
    expect(describedText('action-reason')).toBe(adminMembers.dialog.required);

    await user.type(screen.getByTestId('member-adjust-amount'), '12.345');
    await user.type(screen.getByTestId('action-reason'), '   ');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-adjust-amount')).toBe(adminMembers.dialog.amountDecimals));
    expect(describedText('action-reason')).toBe(adminMembers.dialog.required);
    await user.clear(screen.getByTestId('member-adjust-amount'));
    await user.type(screen.getByTestId('member-adjust-amount'), 'abc');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-adjust-amount')).toBe(adminMembers.dialog.amountFormat));
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('member-adjust-amount'));
    await user.type(screen.getByTestId('member-adjust-amount'), '12,5');
    await user.selectOptions(screen.getByTestId('member-adjust-direction'), 'debit');
    await user.type(screen.getByTestId('action-reason'), 'Duplicate credit  ');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Balance adjusted. Main wallet now: 8750.'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ memberId: 7, amount: -12.5, reason: 'Duplicate credit' });
    expect(sent[0]!.key).toMatch(/^adj-/);
  });

  it("shows a refused reason on its field, beside the server's sentence", async () => {
    const sent = recordAdjustments(() =>
      refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { reason: 'TOO_LONG' } }),
    );
    await renderWithServer(<AdjustDialog member={member} onClose={() => {}} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('member-adjust-amount'), '100');
    await user.type(screen.getByTestId('action-reason'), 'Goodwill');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('action-reason')).toBe(admin.issues.TOO_LONG));
    expect(screen.getByTestId('action-error').textContent).toBe('Some fields are not valid.');
    expect(sent.map((call) => call.body)).toEqual([{ memberId: 7, amount: 100, reason: 'Goodwill' }]);
  });
});

describe("a member's wagering requirement", () => {
  it('starts from the current value, refuses too many decimals, and clears it with 0 and a note', async () => {
    const puts: unknown[] = [];
    const notes: unknown[] = [];
    server.use(
      http.put('*/admin/api/turnover-requirements/7', async ({ request }) => {
        puts.push(await request.json());
        return answer({ memberId: 7, remaining: 0 });
      }),
      http.post('*/admin/api/members/7/notes', async ({ request }) => {
        notes.push(await request.json());
        return answer(null);
      }),
    );
    const onDone = vi.fn();
    await renderWithServer(<TurnoverDialog member={member} onClose={() => {}} onDone={onDone} />);
    const amount = screen.getByTestId('member-turnover-amount') as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, '0.001');
    await user.type(screen.getByTestId('action-reason'), 'Bonus cancelled');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(describedText('member-turnover-amount')).toBe(adminMembers.dialog.amountDecimals));
    expect(puts).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Wagering requirement set to 0.'));
    expect(puts).toEqual([{ remaining: 0 }]);
    expect(notes).toEqual([{ body: 'Wagering requirement set to 0: Bonus cancelled' }]);
  });
});
