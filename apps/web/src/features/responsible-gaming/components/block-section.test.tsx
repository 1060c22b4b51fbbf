// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import rg from '../../../i18n/locales/en/responsible-gaming.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { BlockSection } from './block-section.tsx';

listenForCalls();
withEnglishTexts({ 'responsible-gaming': rg });

const form = (kind: string) => within(screen.getByTestId(`rg-${kind}-form`));

describe('a break or a self-exclusion', () => {
  it('asks for the password before the last question and sends nothing without it', async () => {
    const sent: unknown[] = [];
    server.use(http.post('*/wps/rg/block', async ({ request }) => (sent.push(await request.json()), answer(null))));
    await renderWithServer(<BlockSection onBlocked={() => {}} />);
    fireEvent.click(form('timeout').getByRole('button', { name: 'Start the break' }));
    expect((await form('timeout').findByRole('alert')).textContent).toBe('Enter your password to confirm.');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the schema body once confirmed, with the chosen length', async () => {
    const sent: unknown[] = [];
    let blocked = false;
    server.use(http.post('*/wps/rg/block', async ({ request }) => (sent.push(await request.json()), answer(null))));
    await renderWithServer(<BlockSection onBlocked={() => (blocked = true)} />);
    const exclusion = form('self_exclusion');
    fireEvent.change(exclusion.getByRole('combobox'), { target: { value: '1y' } });
    fireEvent.change(exclusion.getByLabelText('Your password'), { target: { value: 'secret-1' } });
    fireEvent.click(exclusion.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('excluded for 1 year');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(blocked).toBe(true));
    expect(sent).toEqual([{ kind: 'self_exclusion', duration: '1y', password: 'secret-1' }]);
  });

  it('shows a refused password as the server says it', async () => {
    server.use(http.post('*/wps/rg/block', () => refuse(401, 'INVALID_CREDENTIALS', 'The password is wrong.')));
    await renderWithServer(<BlockSection onBlocked={() => {}} />);
    fireEvent.change(form('timeout').getByLabelText('Your password'), { target: { value: 'nope' } });
    fireEvent.click(form('timeout').getByRole('button', { name: 'Start the break' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(form('timeout').getByRole('alert').textContent).toBe('The password is wrong.'));
  });
});
