import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion } from '@portal/shared/contracts/promotions';
import { toMinor } from '@portal/shared/money';
import { Button } from '../../ui/button';
import { adminApi, canUse, useOperatorRoles } from '../lib/admin-api';
import { Field } from '../ui/field';
import { MoneyTermsPanel } from '../ui/money-terms-panel';
import { useMoney } from '../ui/use-money';

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
  const [budget, setBudget] = useState(promotion.budget === null ? '' : String(promotion.budget));
  const [cap, setCap] = useState(promotion.perClaimCap === null ? '' : String(promotion.perClaimCap));
  const save = useMutation({
    mutationFn: () =>
      adminApi(`/admin/api/promotions/${promotion.id}/budget`, {
        method: 'PUT',
        body: { budget: Number(budget), perClaimCap: cap.trim() === '' ? null : Number(cap) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'promotions'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
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
          <form className="money-terms__budget" onSubmit={submit} noValidate>
            <Field label={t('moneyTerms.budget')}>
              <input
                type="number"
                min="0"
                step="0.01"
                value={budget}
                onChange={(e) => setBudget(e.target.value)}
                data-testid="promo-budget-amount"
              />
            </Field>
            <Field label={t('moneyTerms.perClaimCap')}>
              <input
                type="number"
                min="0"
                step="0.01"
                value={cap}
                onChange={(e) => setCap(e.target.value)}
                data-testid="promo-budget-cap"
              />
            </Field>
            <Button
              type="submit"
              size="sm"
              variant="primary"
              disabled={save.isPending || budget.trim() === ''}
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
