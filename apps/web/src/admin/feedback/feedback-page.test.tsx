// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FeedbackAdminView } from '@portal/shared/contracts/feedback';
import admin from '../../i18n/locales/en/admin.json';
import communication from '../../i18n/locales/en/admin-communication.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import FeedbackPage from './feedback-page.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-communication': communication });

const complaint: FeedbackAdminView = {
  id: 4,
  type: 'withdrawal',
  content: 'My withdrawal waits since yesterday',
  images: ['/admin/api/feedback/4/images/0'],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-30T12:00:00.000Z',
  memberId: 11,
  username: 'ana',
  repliedBy: null,
};

/** The queue's pages as asked (the query of each call); `total` beyond the list makes more pages. */
function serveQueue(list: FeedbackAdminView[], total = list.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/api/feedback', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer({ list, page: Number(query.get('page')), totalPages: Math.ceil(total / 20), total });
    }),
    http.get('*/admin/api/feedback/4/images/0', () => new HttpResponse(new Blob(['png'], { type: 'image/png' }))),
  );
  return asked;
}

describe("support's feedback queue", () => {
  it('shows the open feedback with its image fetched behind the token, and no pager for one page', async () => {
    const asked = serveQueue([complaint]);
    await renderWithServer(<FeedbackPage />);
    expect((await screen.findByTestId('fb-content-4')).textContent).toBe(complaint.content);
    expect(screen.getByTestId('fb-status-4').textContent).toBe(communication.feedback.statuses.open);
    const image = await screen.findByAltText('Image 1');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(asked[0]?.get('status')).toBe('open');
    expect(screen.queryByTestId('admin-pager')).toBeNull();
  });

  it("says the filter's own empty words, and a member's search starts again on page 1", async () => {
    const asked = serveQueue([]);
    await renderWithServer(<FeedbackPage />, { at: '/?page=3' });
    expect((await screen.findByTestId('fb-empty')).textContent).toBe(communication.feedback.empty.open);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fb-filter-username'), ' ana ');
    await user.click(screen.getByTestId('fb-filter-search'));
    await waitFor(() => expect(asked.at(-1)?.get('username')).toBe('ana'));
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('pages a queue longer than a page', async () => {
    const asked = serveQueue([complaint], 45);
    await renderWithServer(<FeedbackPage />);
    await screen.findByTestId('fb-content-4');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  });

  it('offers a retry when the queue could not be read', async () => {
    server.use(http.get('*/admin/api/feedback', () => refuse(500, 'INTERNAL_ERROR', 'Database away')));
    await renderWithServer(<FeedbackPage />);
    expect(await screen.findByText('Database away')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('fb-empty')).toBeNull();
  });
});
