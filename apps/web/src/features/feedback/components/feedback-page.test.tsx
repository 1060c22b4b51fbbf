// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import feedback from '../../../i18n/locales/en/feedback.json';
import { renderWithServer, withEnglishTexts } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { FeedbackPage } from './feedback-page.tsx';

listenForCalls();
withEnglishTexts({ feedback });

interface Sent {
  type: FormDataEntryValue | null;
  content: FormDataEntryValue | null;
  images: string[];
}

function listen(reply: () => Response) {
  const sent: Sent[] = [];
  server.use(
    http.get('*/wps/feedback', () =>
      answer({ list: [], page: 1, totalPages: 1, bounds: { minLength: 10, maxLength: 500 } }),
    ),
    http.put('*/wps/feedback', async ({ request }) => {
      const form = await request.formData();
      sent.push({
        type: form.get('type'),
        content: form.get('content'),
        images: form.getAll('images').map((file) => (file as File).name),
      });
      return reply();
    }),
  );
  return sent;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the feedback form', () => {
  it('asks for a type and a text within the bounds and sends nothing until then', async () => {
    const sent = listen(() => answer(null));
    await renderWithServer(<FeedbackPage token="tok" />);
    fireEvent.change(await screen.findByTestId('feedback-content'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Choose what your feedback is about.')).toBeTruthy();
    expect(screen.getByText('Please write between 10 and 500 characters.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('feedback-type'), { target: { value: 'complaint' } });
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: 'A long enough text' } });
    fireEvent.change(screen.getByTestId('feedback-images'), {
      target: { files: [new File(['gif'], 'x.gif', { type: 'image/gif' })] },
    });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await settle();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed text with its images, then empties the form', async () => {
    const sent = listen(() => answer(null));
    await renderWithServer(<FeedbackPage token="tok" />);
    fireEvent.change(await screen.findByTestId('feedback-type'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: '  My withdrawal is late.  ' } });
    fireEvent.change(screen.getByTestId('feedback-images'), {
      target: { files: [new File(['png'], 'proof.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByTestId('feedback-sent');
    expect(sent).toEqual([{ type: 'withdrawal', content: 'My withdrawal is late.', images: ['proof.png'] }]);
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe('');
  });

  it('puts a server refusal of the text on the text', async () => {
    listen(() => refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { content: 'TOO_LONG' } }));
    await renderWithServer(<FeedbackPage token="tok" />);
    fireEvent.change(await screen.findByTestId('feedback-type'), { target: { value: 'other' } });
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: 'A long enough text' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(screen.getByText('Please write between 10 and 500 characters.')).toBeTruthy());
    expect(screen.getByTestId('feedback-error').textContent).toBe('Invalid request.');
  });
});
