import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../../../ui/copy-field';
import { MoneyText } from '../../../ui/money-text';

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
  const expired = now >= until;

  return (
    <section className="pix-charge" aria-labelledby="pix-charge-title" data-testid="pix-charge">
      <h3 id="pix-charge-title" className="pix-charge__title">
        {t('pix.title')} <MoneyText minor={amountMinor} decimals={decimals} />
      </h3>
      {expired ? (
        <p className="deposit-form__error" role="alert" data-testid="pix-expired">
          {t('pix.expired')}
        </p>
      ) : (
        <>
          <p className="pix-charge__how">{t('pix.how')}</p>
          <div className="pix-charge__qr">
            <QRCodeSVG value={code} size={196} marginSize={2} role="img" aria-label={t('pix.qr')} />
          </div>
          <CopyField
            label={t('pix.code')}
            value={code}
            testId="pix-code"
            copyText={t('pix.copy')}
            copiedText={t('pix.copied')}
          />
          <p className="pix-charge__timer">
            {t('pix.expiresIn')}{' '}
            <strong role="timer" data-testid="pix-time-left">
              {timeLeft(until, now)}
            </strong>
          </p>
          <p className="pix-charge__waiting" role="status">
            {t('pix.waiting')}
          </p>
        </>
      )}
    </section>
  );
}
