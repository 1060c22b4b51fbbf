// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-client';
import admin from '../../i18n/locales/en/admin.json';
import money from '../../i18n/locales/en/admin-money.json';
import { describedText, renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { DecisionDialog } from './decision-dialog.tsx';

withEnglishTexts({ admin, 'admin-money': money });

const dialog = (props: { required: boolean; error?: unknown; onConfirm?: (text: string) => void }) => (
  <DecisionDialog
    title="Reject the deposit"
    message="It goes back to the member."
    textLabel="Reason"
    tone="danger"
    confirmLabel="Reject"
    busy={false}
    error={props.error ?? null}
    onConfirm={props.onConfirm ?? (() => undefined)}
    onClose={() => undefined}
    testId="money-decision"
    required={props.required}
  />
);

describe("a money record's decision dialog", () => {
  it('asks for a required reason before confirming, then gives it trimmed', async () => {
    const onConfirm = vi.fn();
    await renderInEnglish(dialog({ required: true, onConfirm }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('money-decision-confirm'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(describedText('money-decision-text')).toContain(money.dialog.required);

    await user.type(screen.getByTestId('money-decision-text'), '  No proof ');
    await user.click(screen.getByTestId('money-decision-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('No proof');
    expect(screen.getByTestId('money-decision-confirm').textContent).toBe('Reject');
  });

  it("confirms an optional note empty, and shows the server's refusal in its words", async () => {
    const onConfirm = vi.fn();
    await renderInEnglish(
      dialog({ required: false, onConfirm, error: new ApiError('CONFLICT', 'Already reviewed.', 409) }),
    );
    await userEvent.setup().click(screen.getByTestId('money-decision-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('');
    expect(screen.getByTestId('money-decision-error').textContent).toBe('Already reviewed.');
  });
});
