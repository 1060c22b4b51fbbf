// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { PromotionApplication } from '@portal/shared/contracts/promotions';
import admin from '../../i18n/locales/en/admin.json';
import adminPromotions from '../../i18n/locales/en/admin-promotions.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { ReviewDialog } from './review-dialog.tsx';

listenForCalls();
withEnglishTexts({ admin, 'admin-promotions': adminPromotions });

const application = { id: 9, username: 'ana', promotionTitle: 'Weekend cashback' } as PromotionApplication;

function recordReviews() {
  const sent: unknown[] = [];
  server.use(
    http.post('*/admin/api/promotions/applications/9/review', async ({ request }) => {
      sent.push(await request.json());
      return answer({});
    }),
  );
  return sent;
}

describe("a promotion application's review", () => {
  it('refuses an approval without an amount before calling the route, then sends the amount and the trimmed note', async () => {
    const sent = recordReviews();
    await renderWithServer(
      <ReviewDialog application={application} decision="approve" currency="BRL" onClose={() => {}} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('promo-review-confirm'));
    await waitFor(() => expect(screen.getByTestId('promo-review-amount').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(adminPromotions.applications.amountRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByTestId('promo-review-amount'), '25.5');
    await user.type(screen.getByTestId('promo-review-note'), '  Receipt checked  ');
    await user.click(screen.getByTestId('promo-review-confirm'));
    await waitFor(() => expect(sent).toEqual([{ decision: 'approve', note: 'Receipt checked', amount: 25.5 }]));
  });

  it('rejects with no amount and an empty note', async () => {
    const sent = recordReviews();
    await renderWithServer(
      <ReviewDialog application={application} decision="reject" currency="BRL" onClose={() => {}} />,
    );
    expect(screen.queryByTestId('promo-review-amount')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('promo-review-confirm'));
    await waitFor(() => expect(sent).toEqual([{ decision: 'reject', note: '' }]));
  });
});
