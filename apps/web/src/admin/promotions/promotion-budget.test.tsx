// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AdminPromotion } from '@portal/shared/contracts/promotions';
import admin from '../../i18n/locales/en/admin.json';
import adminPromotions from '../../i18n/locales/en/admin-promotions.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { answer, listenForCalls, server } from '../../test/msw.ts';
import { PromotionMoneyPanel } from './promotion-budget.tsx';

// A finance operator in a brand with two decimals; the terms' own panel is not this form's business.
vi.mock('../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../lib/admin-api')>()),
  useOperatorRoles: () => ['finance'],
}));
vi.mock('../ui/use-money', () => ({ useMoney: () => ({ decimals: 2, code: 'BRL', format: String }) }));
vi.mock('../ui/money-terms-panel', () => ({ MoneyTermsPanel: () => null }));

listenForCalls();
withEnglishTexts({ admin, 'admin-promotions': adminPromotions });

const promotion = {
  id: 4,
  budget: null,
  perClaimCap: null,
  spent: 0,
  budgetApprovalId: null,
  moneyTerms: { state: 'approved' },
} as unknown as AdminPromotion;

describe("a promotion's budget form", () => {
  it('refuses a cap of zero before calling the route, then sends the budget and no cap', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/admin/api/promotions/4/budget', async ({ request }) => {
        sent.push(await request.json());
        return answer({});
      }),
    );
    await renderWithServer(<PromotionMoneyPanel promotion={promotion} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('promo-budget-amount'), '500');
    await user.type(screen.getByTestId('promo-budget-cap'), '0');
    await user.click(screen.getByTestId('promo-budget-save'));
    await waitFor(() => expect(screen.getByTestId('promo-budget-cap').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(adminPromotions.issues.TOO_SMALL)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('promo-budget-cap'));
    await user.click(screen.getByTestId('promo-budget-save'));
    await waitFor(() => expect(sent).toEqual([{ budget: 500, perClaimCap: null }]));
  });
});
