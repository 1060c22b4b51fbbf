import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsView, RedemptionView } from '@portal/shared/contracts/loyalty';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { FormAlert } from '../../../ui/form/text-field';
import { failureMessage } from '../../../lib/field-messages';
import { UnboundPaymentPasswordField } from '../../../ui/payment-password-field';
import { useRedeemGoods } from '../api/points';
import { useAttemptKey } from '../lib/attempt-key';
import { pointsText } from '../lib/format';
import { PAYMENT_PASSWORD } from '../lib/mall';
import { paymentFailure } from '../lib/payment-errors';
import '../../../ui/patterns.css';

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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    if (!PAYMENT_PASSWORD.test(password)) {
      setFieldError(t('password.rule'));
      return;
    }
    setFieldError(null);
    setFormError(null);
    setNotSet(false);
    redeem.mutate(
      { goodsId: goods.id, paymentPassword: password, key: key.take() },
      {
        onSuccess: (redemption) => {
          key.settle();
          setPassword('');
          setDone(redemption);
        },
        onError: (cause) => {
          key.settle(cause);
          const where = paymentFailure(cause);
          const message = failureMessage(cause, t('errors.network'));
          if (where.field) setFieldError(message);
          else setFormError(message);
          setNotSet(where.notSet);
        },
      },
    );
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
      <UnboundPaymentPasswordField
        label={t('password.label')}
        placeholder={`* ${t('password.rule')}`}
        value={password}
        error={fieldError}
        onChange={(value) => {
          setPassword(value);
          setFieldError(null);
        }}
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
