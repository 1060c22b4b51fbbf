import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  promotionBudgetInputSchema,
  type AdminPromotion,
  type PromotionBudgetInput,
} from '@portal/shared/contracts/promotions';
import { toMinor } from '@portal/shared/money';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { MoneyField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { adminApi, canUse, useOperatorRoles } from '../lib/admin-api';
import { MoneyTermsPanel } from '../ui/money-terms-panel';
import { useMoney } from '../ui/use-money';

/** The budget form's boxes as typed; an empty cap is no cap. */
interface BudgetDraft {
  budget: string;
  perClaimCap: string;
}

/** A typed amount as a number; an empty box as none. */
export const figure = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The route's schema on the PUT body the boxes make. */
const budgetResolver = formResolver(
  z
    .custom<BudgetDraft>()
    .transform((draft) => ({ budget: figure(draft.budget), perClaimCap: figure(draft.perClaimCap) ?? null }))
    .pipe(promotionBudgetInputSchema),
);

/**
 * A promotion's money approvals (decision 033): its terms' state (finance approves or rejects a
 * change), and its budget and per-claim cap, which finance sets (a second finance operator approves
 * a budget above the four-eyes threshold).
 */
export function PromotionMoneyPanel({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation('admin');
  const roles = useOperatorRoles();
  const client = useQueryClient();
  const money = useMoney();
  /** A major amount in the brand's currency and the operator's language, as the console's other money. */
  const shown = (major: number) => {
    const minor = toMinor(major, money.decimals);
    return minor.ok ? money.format(minor.minor) : String(major);
  };
  const form = useForm<BudgetDraft, unknown, PromotionBudgetInput>({
    defaultValues: {
      budget: promotion.budget === null ? '' : String(promotion.budget),
      perClaimCap: promotion.perClaimCap === null ? '' : String(promotion.perClaimCap),
    },
    resolver: budgetResolver,
  });
  const sayIssue = useSayIssueIn('admin-promotions');
  const save = useMutation({
    mutationFn: (body: PromotionBudgetInput) =>
      adminApi(`/admin/api/promotions/${promotion.id}/budget`, { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
  const finance = canUse(roles, ['finance']);
  return (
    <>
      <MoneyTermsPanel state={promotion.moneyTerms} invalidate={['admin', 'promotions']} testId="promo-money-terms" />
      <section className="admin-card money-terms" data-testid="promo-budget">
        <h3>{t('moneyTerms.budget')}</h3>
        <p data-testid="promo-budget-now">
          {promotion.budget === null
            ? t('moneyTerms.noBudget')
            : `${t('moneyTerms.budget')}: ${shown(promotion.budget)} · ${t('moneyTerms.perClaimCap')}: ${
                promotion.perClaimCap === null ? t('moneyTerms.noCap') : shown(promotion.perClaimCap)
              } · ${t('moneyTerms.spent')}: ${shown(promotion.spent)}`}
        </p>
        {promotion.budgetApprovalId !== null && <p className="admin-muted">{t('moneyTerms.budgetPending')}</p>}
        {finance && (
          <form className="money-terms__budget" onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
            <IssueTextProvider value={sayIssue}>
              <MoneyField
                control={form.control}
                name="budget"
                label={t('moneyTerms.budget')}
                testId="promo-budget-amount"
              />
              <MoneyField
                control={form.control}
                name="perClaimCap"
                label={t('moneyTerms.perClaimCap')}
                testId="promo-budget-cap"
              />
            </IssueTextProvider>
            <Button
              type="submit"
              size="sm"
              variant="primary"
              disabled={save.isPending || form.watch('budget').trim() === ''}
              data-testid="promo-budget-save"
            >
              {t('moneyTerms.setBudget')}
            </Button>
          </form>
        )}
        {save.isError && (
          <p className="admin-error" role="alert">
            {save.error.message}
          </p>
        )}
      </section>
    </>
  );
}
