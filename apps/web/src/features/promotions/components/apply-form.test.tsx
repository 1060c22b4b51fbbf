// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach } from 'vitest';
import { http } from 'msw';
import { renderWithServer } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { ApplyForm } from './apply-form.tsx';

listenForCalls();
afterEach(cleanup);

interface Sent {
  remark: FormDataEntryValue | null;
  images: string[];
}

function listen(reply: () => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/wps/promotions/5/apply', async ({ request }) => {
      const form = await request.formData();
      sent.push({ remark: form.get('remark'), images: form.getAll('images').map((file) => (file as File).name) });
      return reply();
    }),
  );
  return sent;
}

const pick = (slot: number, file: File) =>
  fireEvent.change(screen.getByTestId(`promo-slot-input-${slot}`), { target: { files: [file] } });

describe('applying for a manual-review offer', () => {
  it('refuses a long remark or a GIF and sends nothing', async () => {
    const sent = listen(() => answer(null));
    await renderWithServer(<ApplyForm promotionId={5} onSent={() => {}} />);
    fireEvent.change(screen.getByTestId('promo-apply-remark'), { target: { value: '😀'.repeat(141) } });
    expect(screen.getByTestId('promo-apply-count').textContent).toBe('141/140');
    expect(screen.getByTestId('promo-apply-remark-error').textContent).toBe('Use at most 140 characters.');
    fireEvent.click(screen.getByTestId('promo-apply-submit'));
    fireEvent.change(screen.getByTestId('promo-apply-remark'), { target: { value: 'fine' } });
    pick(1, new File(['gif'], 'x.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('promo-slot-1').textContent).toContain('Only PNG or JPG images.');
    fireEvent.click(screen.getByTestId('promo-apply-submit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('sends the trimmed remark and the picked images, and shows a server refusal on its field', async () => {
    const sent = listen(() =>
      refuse(400, 'VALIDATION_FAILED', 'Invalid request.', { fields: { images: 'INVALID_VALUE' } }),
    );
    await renderWithServer(<ApplyForm promotionId={5} onSent={() => {}} />);
    fireEvent.change(screen.getByTestId('promo-apply-remark'), { target: { value: '  my receipt  ' } });
    pick(2, new File(['png'], 'receipt.png', { type: 'image/png' }));
    fireEvent.click(screen.getByTestId('promo-apply-submit'));
    await waitFor(() => expect(sent).toEqual([{ remark: 'my receipt', images: ['receipt.png'] }]));
    expect(await screen.findByText('One of the images was not accepted. Check them and try again.')).toBeTruthy();
    expect(screen.getByTestId('promo-apply-error').textContent).toBe('Invalid request.');
  });
});
