import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { promotionReviewSchema, type PromotionApplication } from '@portal/shared/contracts/promotions';
import { FieldIssue } from '@portal/shared/errors';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { MoneyField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { DecisionDialog } from '../ui/decision-dialog';
import { serverIssues } from '../ui/use-editor-form';
import { figure } from './promotion-budget';
import { useReview } from './promotions-api';

interface ReviewDraft {
  decision: 'approve' | 'reject';
  amount: string;
  note: string;
}
type Review = z.output<typeof promotionReviewSchema>;

/** The route's schema on the body the boxes make: an approval carries the amount, a rejection none. */
const reviewResolver = formResolver(
  z
    .custom<ReviewDraft>()
    .transform(({ decision, amount, note }): z.input<typeof promotionReviewSchema> => ({
      decision,
      note,
      ...(decision === 'approve' ? { amount: figure(amount) } : {}),
    }))
    .pipe(promotionReviewSchema),
);

/** Approve with the amount to issue (the member then claims it) or reject with a note. */
export function ReviewDialog({
  application,
  decision,
  currency,
  onClose,
}: {
  application: PromotionApplication;
  decision: 'approve' | 'reject';
  currency: string;
  onClose: (message?: string) => void;
}) {
  const { t } = useTranslation(['admin-promotions', 'admin']);
  const sayIssue = useSayIssueIn('admin-promotions');
  // An approval without an amount breaks the schema's own rule, which names it in its words.
  const say = (code: string) =>
    code === FieldIssue.REQUIRED || code === 'amount required' ? t('applications.amountRequired') : sayIssue(code);
  const review = useReview();
  const form = useForm<ReviewDraft, unknown, Review>({
    defaultValues: { decision, amount: '', note: '' },
    resolver: reviewResolver,
  });
  const approving = decision === 'approve';
  const onFields = review.error instanceof ApiError && Object.keys(serverIssues(review.error)).length > 0;

  const send = (body: Review) =>
    review.mutate(
      { id: application.id, body },
      {
        onSuccess: () =>
          onClose(t(approving ? 'applications.approved' : 'applications.rejected', { member: application.username })),
        onError: (error) => {
          for (const [name, code] of Object.entries(serverIssues(error))) {
            form.setError(name as Path<ReviewDraft>, { type: 'server', message: code });
          }
        },
      },
    );

  return (
    <DecisionDialog
      title={t(approving ? 'applications.approveTitle' : 'applications.rejectTitle')}
      decision={decision}
      onClose={() => onClose()}
      onSubmit={() => void form.handleSubmit(send)()}
      pending={review.isPending}
      error={
        review.error &&
        !onFields &&
        (review.error instanceof ApiError && review.error.code === 'PROMOTION_NOT_AVAILABLE'
          ? t('applications.alreadyDecided')
          : review.error.message)
      }
      testId="promo-review-dialog"
      errorTestId="promo-review-error"
      confirmTestId="promo-review-confirm"
    >
      <p>{t('applications.dialogMessage', { member: application.username, promotion: application.promotionTitle })}</p>
      <IssueTextProvider value={say}>
        {approving && (
          <MoneyField
            control={form.control}
            name="amount"
            label={t('admin:fields.amount')}
            currency={currency}
            hint={t('applications.amountHint')}
            testId="promo-review-amount"
          />
        )}
        <PlainTextField
          control={form.control}
          name="note"
          type="note"
          label={t('applications.note')}
          hint={t(approving ? 'applications.noteHintApprove' : 'applications.noteHintReject')}
          maxLength={500}
          testId="promo-review-note"
        />
      </IssueTextProvider>
    </DecisionDialog>
  );
}
