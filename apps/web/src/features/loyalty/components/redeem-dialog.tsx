import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { redeemPayloadSchema, type GoodsView, type RedemptionView } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { FormAlert } from '../../../ui/form/text-field';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { useRedeemGoods } from '../api/points';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { pointsText } from '../lib/format';
import { PAYMENT_PASSWORD } from '../lib/mall';
import { paymentFailure } from '../lib/payment-errors';
import '../../../ui/patterns.css';

type RedeemBody = z.output<typeof redeemPayloadSchema>;

/** The form's own code for a PIN that is not six digits. */
const PASSWORD_RULE = 'PASSWORD_RULE';

/** The route's schema on the body the PIN and the good make; the PIN's six digits in the form's words. */
const redeemResolver = (goodsId: number) =>
  formResolver(
    z
      .custom<{ paymentPassword: string }>()
      .transform((draft) => ({ goodsId, paymentPassword: draft.paymentPassword }))
      .pipe(redeemPayloadSchema),
    (draft): FieldIssueCodes =>
      PAYMENT_PASSWORD.test(draft.paymentPassword) ? {} : { paymentPassword: PASSWORD_RULE },
    { extraFirst: true },
  );

/**
 * Redeeming a good: what it costs and what is left after, the 6-digit payment password, one
 * Idempotency-Key per attempt (a retry after a lost answer redeems once). A cash good is paid
 * when the operator approves; the answer's status says where it stands.
 */
export function RedeemDialog({
  goods,
  points,
  onClose,
  onSetPaymentPassword,
}: {
  /** The good being redeemed; null: the dialog is closed. */
  goods: GoodsView | null;
  points: number;
  onClose(): void;
  onSetPaymentPassword(): void;
}) {
  const { t } = useTranslation('loyalty');
  return (
    <Modal open={goods !== null} onClose={onClose} title={t('redeem.title')} size="sm" testId="redeem-dialog">
      {goods ? (
        <RedeemForm
          key={goods.id}
          goods={goods}
          points={points}
          onClose={onClose}
          onSetPaymentPassword={onSetPaymentPassword}
        />
      ) : null}
    </Modal>
  );
}

function RedeemForm({
  goods,
  points,
  onClose,
  onSetPaymentPassword,
}: {
  goods: GoodsView;
  points: number;
  onClose(): void;
  onSetPaymentPassword(): void;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = i18n.language;
  const redeem = useRedeemGoods();
  const key = useAttemptKey('redeem-');
  const form = useForm<{ paymentPassword: string }, unknown, RedeemBody>({
    defaultValues: { paymentPassword: '' },
    resolver: redeemResolver(goods.id),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [notSet, setNotSet] = useState(false);
  const [done, setDone] = useState<RedemptionView | null>(null);

  if (done) {
    return (
      <div className="loyalty-form" data-testid="redeem-done">
        <p className="loyalty-notice" data-tone="go" role="status">
          {t(`redeem.done.${done.status}`, { name: done.goodsName })}
        </p>
        <Button variant="primary" onClick={onClose}>
          {t('redeem.close')}
        </Button>
      </div>
    );
  }

  /** The PIN's code, or the server's sentence about it (wrong, locked) as it is. */
  const sayPassword = (code: string) => (code === PASSWORD_RULE ? t('password.rule') : code);

  const send = (body: RedeemBody) => {
    setFormError(null);
    setNotSet(false);
    redeem.mutate(
      { ...body, key: key.take() },
      {
        onSuccess: (redemption) => {
          key.settle();
          form.reset();
          setDone(redemption);
        },
        onError: (cause) => {
          key.settle(cause);
          const where = paymentFailure(cause);
          const message = failureMessage(cause, t('errors.network'));
          if (where.field) form.setError('paymentPassword', { type: 'server', message });
          else setFormError(message);
          setNotSet(where.notSet);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    void form.handleSubmit(send)(event);
  };

  return (
    <form className="loyalty-form" noValidate onSubmit={submit} data-testid="redeem-form">
      <dl className="fact-list loyalty-facts loyalty-facts--stack">
        <div>
          <dt>{t('redeem.goods')}</dt>
          <dd>{goods.name}</dd>
        </div>
        <div>
          <dt>{t('redeem.cost')}</dt>
          <dd>{pointsText(goods.points, lang)}</dd>
        </div>
        <div>
          <dt>{t('redeem.after')}</dt>
          <dd>{pointsText(Math.max(0, points - goods.points), lang)}</dd>
        </div>
      </dl>
      <PaymentPasswordField
        control={form.control}
        say={sayPassword}
        label={t('password.label')}
        placeholder={`* ${t('password.rule')}`}
      />
      {notSet ? (
        <Button size="sm" onClick={onSetPaymentPassword} data-testid="redeem-set-password">
          {t('password.set')}
        </Button>
      ) : null}
      <FormAlert message={formError} testId="redeem-error" />
      <div className="loyalty-confirm__actions">
        <Button onClick={onClose} disabled={redeem.isPending}>
          {t('redeem.cancel')}
        </Button>
        <Button
          type="submit"
          variant="gold"
          disabled={redeem.isPending}
          aria-busy={redeem.isPending || undefined}
          data-testid="redeem-submit"
        >
          {redeem.isPending ? t('redeem.submitting') : t('redeem.submit')}
        </Button>
      </div>
    </form>
  );
}
