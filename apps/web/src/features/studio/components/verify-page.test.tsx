// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import studio from '../../../i18n/locales/en/studio.json';
import { renderWithServer, typeInto, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { verifyLink } from './verify-link.ts';
import { VerifyPage } from './verify-page.tsx';

listenForCalls();
withEnglishTexts({ studio });

const serverSeed = 'ab'.repeat(32);
const verified = {
  serverSeedHash: 'cd'.repeat(32),
  game: 'dice',
  variant: 'rtp97',
  outcome: { roll: 1234 },
  multiplierNum: 2,
  multiplierDen: 1,
  payoutMinor: 1000,
};

function listen(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(http.post('*/studio/api/verify', async ({ request }) => (sent.push(await request.json()), reply())));
  return sent;
}

const page = <VerifyPage decimals={2} />;
const check = () => fireEvent.click(screen.getByTestId('verify-submit'));

describe('the verification page', () => {
  it('sends nothing while a box is refused, and words each issue', async () => {
    const sent = listen(() => answer(verified));
    await renderWithServer(page, { at: '/fair' });
    typeInto('field-serverSeed', 'not-a-seed');
    typeInto('field-clientSeed', '   ');
    typeInto('field-nonce', '1.5');
    check();
    expect((await screen.findByTestId('field-serverSeed-error')).textContent).toBe('The format is not valid.');
    expect(screen.getByTestId('field-clientSeed-error').textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-nonce-error').textContent).toBe('This value is not valid.');
    expect(sent).toEqual([]);
  });

  it("checks a round's link at once with the game's parameters and the round's stake", async () => {
    const sent = listen(() => answer(verified));
    const link = verifyLink({
      game: 'dice',
      serverSeed,
      clientSeed: 'lucky',
      nonce: 4,
      params: { target: 5000, direction: 'over' },
      stakeMinor: 500,
      serverSeedHash: verified.serverSeedHash,
    });
    await renderWithServer(page, { at: link });
    await screen.findByTestId('verify-result');
    expect(sent).toEqual([
      {
        game: 'dice',
        params: { target: 5000, direction: 'over' },
        serverSeed,
        clientSeed: 'lucky',
        nonce: 4,
        stakeMinor: 500,
      },
    ]);
    expect(screen.getByTestId('verify-hash-check').dataset.match).toBe('true');
    expect(screen.getByTestId('verify-payout').dataset.minor).toBe('1000');
  });

  it('puts a refusal on the field it names', async () => {
    const sent = listen(() =>
      refuse(400, 'VALIDATION_FAILED', 'Check the fields.', { fields: { reveals: 'INVALID_VALUE' } }),
    );
    await renderWithServer(page, { at: '/fair' });
    fireEvent.change(screen.getByTestId('verify-game'), { target: { value: 'mines' } });
    typeInto('field-serverSeed', serverSeed);
    typeInto('field-clientSeed', 'lucky');
    typeInto('field-reveals', '3, 3');
    check();
    expect((await screen.findByTestId('field-reveals-error')).textContent).toBe('This value is not valid.');
    expect(sent).toEqual([
      { game: 'mines', params: { mines: 3 }, serverSeed, clientSeed: 'lucky', nonce: 0, reveals: [3, 3] },
    ]);
    expect(screen.queryByTestId('studio-error')).toBeNull();
  });

  it("shows the server's sentence when its refusal names no field of the form", async () => {
    listen(() =>
      refuse(400, 'VALIDATION_FAILED', 'These parameters are not allowed.', { fields: { params: 'INVALID_VALUE' } }),
    );
    await renderWithServer(page, { at: '/fair' });
    typeInto('field-serverSeed', serverSeed);
    typeInto('field-clientSeed', 'lucky');
    check();
    await waitFor(() =>
      expect(screen.getByTestId('studio-error').textContent).toBe('These parameters are not allowed.'),
    );
  });
});
