// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import admin from '../../i18n/locales/en/admin.json';
import kyc from '../../i18n/locales/en/admin-kyc.json';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { DecisionNote } from './decision-note.tsx';

withEnglishTexts({ admin, 'admin-kyc': kyc });

describe('the note of a KYC decision', () => {
  it('sends nothing without a text, then the decision with the text trimmed', async () => {
    const onSend = vi.fn();
    await renderInEnglish(<DecisionNote asking="reject" busy={false} onSend={onSend} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(kyc.dialog.reason), '   ');
    await user.click(screen.getByTestId('kyc-decision-confirm'));
    expect(await screen.findByText(kyc.dialog.required)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(kyc.dialog.reason), 'Blurred photo. ');
    expect(screen.getByText('18 / 1000 characters')).toBeTruthy();
    await user.click(screen.getByTestId('kyc-decision-confirm'));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ decision: 'reject', note: 'Blurred photo.' });
  });
});
