// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import loyalty from '../../../i18n/locales/en/loyalty.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../../test/msw.ts';
import { BirthdaySection } from './birthday-form.tsx';

listenForCalls();
withEnglishTexts({ loyalty });

describe('setting the birthday', () => {
  it('refuses a date in the future, then asks again and sends the date', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/wps/loyalty/birthday', async ({ request }) => {
        sent.push(await request.json());
        return answer({ birthday: '1990-02-03' });
      }),
    );
    await renderWithServer(<BirthdaySection birthday={null} />);
    const input = () => screen.getByTestId('vip-birthday-input');
    fireEvent.change(input(), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByTestId('vip-birthday-save'));
    expect(await screen.findByText('Your birthday cannot be in the future.')).toBeTruthy();
    expect(screen.queryByTestId('vip-birthday-confirm')).toBeNull();
    fireEvent.change(input(), { target: { value: '1990-02-03' } });
    await waitFor(() => expect(screen.queryByText('Your birthday cannot be in the future.')).toBeNull());
    fireEvent.click(screen.getByTestId('vip-birthday-save'));
    fireEvent.click(await screen.findByTestId('vip-birthday-confirm-save'));
    await waitFor(() => expect(sent).toEqual([{ birthday: '1990-02-03' }]));
  });
});
