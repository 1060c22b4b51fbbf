import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { adminApi, canUse, useOperatorRoles } from '../lib/admin-api';

/**
 * The approval state of what a promotion, mission or good pays (decision 033): a content
 * operator's change of the money terms waits for a finance operator, who approves or rejects it
 * here (the server refuses the requester's own approval with APPROVAL_OWN_REQUEST).
 */
export function MoneyTermsPanel({
  state,
  invalidate,
  testId,
}: {
  state: MoneyTermsState;
  /** The queries to refetch once decided (the editor's list and item). */
  invalidate: readonly unknown[];
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const roles = useOperatorRoles();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      adminApi(`/admin/api/approvals/${state.approvalId}/${decision}`, {
        method: 'POST',
        ...(decision === 'reject' ? { body: {} } : {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...invalidate] }),
  });
  const mayDecide = state.status === 'pending' && state.approvalId !== null && canUse(roles, ['finance']);
  return (
    <section className="admin-card money-terms" aria-label={t('moneyTerms.title')} data-testid={testId}>
      <h3>{t('moneyTerms.title')}</h3>
      <p data-status={state.status} data-testid={`${testId}-status`}>
        {t(`moneyTerms.status.${state.status}`)}
      </p>
      {state.status === 'pending' && <p className="admin-muted">{t('moneyTerms.pendingHint')}</p>}
      {!state.live && <p className="admin-muted">{t('moneyTerms.offHint')}</p>}
      {mayDecide && (
        <span className="admin-actions">
          <Button
            size="sm"
            variant="primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate('approve')}
            data-testid={`${testId}-approve`}
          >
            {t('actions.approve')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
            data-testid={`${testId}-reject`}
          >
            {t('actions.reject')}
          </Button>
        </span>
      )}
      {decide.isError && (
        <p className="admin-error" role="alert">
          {decide.error.message}
        </p>
      )}
      {decide.isSuccess && <p role="status">{t('moneyTerms.decided')}</p>}
    </section>
  );
}
