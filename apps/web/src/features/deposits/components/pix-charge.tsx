import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentCode } from './payment-code';

/** Minutes and seconds left, as "14:05"; never below zero. */
export const timeLeft = (until: number, now: number) => {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A pending PIX charge: the QR the player scans with their bank's app, the same BR Code to copy
 * into "PIX copia e cola", and the time left to pay it. The order is watched by the caller; this
 * only counts down.
 */
export function PixCharge({
  code,
  expiresAt,
  amountMinor,
  decimals,
}: {
  code: string;
  expiresAt: string;
  amountMinor: number;
  decimals: number;
}) {
  const { t } = useTranslation('deposit');
  const until = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <PaymentCode
      words="pix"
      testId="pix-charge"
      copyTestId="pix-code"
      code={code}
      amountMinor={amountMinor}
      decimals={decimals}
      ended={
        now >= until ? (
          <p className="deposit-form__error" role="alert" data-testid="pix-expired">
            {t('pix.expired')}
          </p>
        ) : undefined
      }
      extra={
        <p className="pix-charge__timer">
          {t('pix.expiresIn')}{' '}
          <strong role="timer" data-testid="pix-time-left">
            {timeLeft(until, now)}
          </strong>
        </p>
      }
    />
  );
}
