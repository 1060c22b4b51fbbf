// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { KycStatus } from '@portal/shared/contracts/kyc';
import kyc from '../../../i18n/locales/en/kyc.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { VerificationPage } from './verification-page.tsx';

listenForCalls();
withEnglishTexts({ kyc });

const status: KycStatus = {
  state: 'none',
  verifiedLevel: 0,
  documents: [],
  last: null,
  maxBytes: 8 * 1024 * 1024,
  hasDateOfBirth: false,
  cpfMasked: null,
};

function listen(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/wps/member/kyc', () => answer(status)),
    http.put('*/wps/member/kyc/date-of-birth', async ({ request }) => (sent.push(await request.json()), reply())),
  );
  return sent;
}

const form = async () => within(await screen.findByTestId('kyc-date-of-birth'));

describe('the date of birth of an account without one', () => {
  it('asks for a date and sends nothing without one', async () => {
    const sent = listen(() => answer({ dateOfBirth: '2000-01-01' }));
    await renderWithServer(<VerificationPage token="tok" />);
    fireEvent.click((await form()).getByRole('button', { name: 'Save' }));
    expect((await (await form()).findByRole('alert')).textContent).toBe('Enter your date of birth.');
    expect(sent).toEqual([]);
  });

  it('sends the date and shows the server refusing it', async () => {
    const sent = listen(() => refuse(422, 'VALIDATION_FAILED', 'You must be at least 18.'));
    await renderWithServer(<VerificationPage token="tok" />);
    const box = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '2015-05-01' } });
    fireEvent.click((await form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ dateOfBirth: '2015-05-01' }]));
    expect((await (await form()).findByRole('alert')).textContent).toBe('You must be at least 18.');
  });
});
