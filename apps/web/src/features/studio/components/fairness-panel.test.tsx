// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import studio from '../../../i18n/locales/en/studio.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { FairnessPanel } from './fairness-panel.tsx';

listenForCalls();
withEnglishTexts({ studio });

const seed = { serverSeedHash: 'a'.repeat(64), clientSeed: 'old', nonce: 3 };

function listen(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(http.put('*/studio/api/seeds/client', async ({ request }) => (sent.push(await request.json()), reply())));
  return sent;
}

const panel = <FairnessPanel token="tok" game="dice" seed={seed} />;
const type = (value: string) => fireEvent.change(screen.getByTestId('client-seed-input'), { target: { value } });

describe('the client seed', () => {
  it('refuses a seed with a space before sending it', async () => {
    const sent = listen(() => answer(null));
    await renderWithServer(panel);
    expect((screen.getByTestId('client-seed-save') as HTMLButtonElement).disabled).toBe(true);
    type('my lucky seed');
    fireEvent.click(screen.getByTestId('client-seed-save'));
    expect((await screen.findByTestId('client-seed-input-error')).textContent).toBe('The format is not valid.');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed seed and shows a refusal as the server words it', async () => {
    const sent = listen(() => refuse(400, 'VALIDATION_FAILED', 'Not accepted.'));
    await renderWithServer(panel);
    type('  lucky-7  ');
    fireEvent.click(screen.getByTestId('client-seed-save'));
    await waitFor(() => expect(sent).toEqual([{ token: 'tok', clientSeed: 'lucky-7' }]));
    expect((await screen.findByTestId('studio-error')).textContent).toBe('Not accepted.');
  });
});
