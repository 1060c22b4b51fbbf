// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import admin from '../../i18n/locales/en/admin.json';
import kyc from '../../i18n/locales/en/admin-kyc.json';
import { renderInEnglish } from '../../test/dom.tsx';
import { englishI18n } from '../../test/render.tsx';
import { DecisionNote } from './decision-note.tsx';

beforeAll(async () => {
  const i18n = await englishI18n();
  i18n.addResourceBundle('en', 'admin', admin);
  i18n.addResourceBundle('en', 'admin-kyc', kyc);
});
afterEach(cleanup);

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
