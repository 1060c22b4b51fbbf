import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../../../ui/copy-field';
import { MoneyText } from '../../../ui/money-text';
import '../../../ui/patterns.css';

/**
 * A payment the player makes from their bank's app by a code: the title with the amount, how to
 * pay, the QR (dark on white in both themes), the text to copy, and what happens next. `words`
 * names the texts' group in the deposit namespace (`pix`, `vietqr`); `ended` replaces the code once
 * it can no longer be paid; `extra` sits under the copy field (a countdown).
 */
export function PaymentCode({
  words,
  code,
  copyValue = code,
  amountMinor,
  decimals,
  testId,
  copyTestId,
  ended,
  extra,
}: {
  words: 'pix' | 'vietqr';
  code: string;
  copyValue?: string;
  amountMinor: number;
  decimals: number;
  testId: string;
  copyTestId: string;
  ended?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('deposit');
  const titleId = `${testId}-title`;
  return (
    <section className="pix-charge surface-card" aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="pix-charge__title">
        {t(`${words}.title`)} <MoneyText minor={amountMinor} decimals={decimals} />
      </h3>
      {ended ?? (
        <>
          <p className="pix-charge__how">{t(`${words}.how`)}</p>
          <div className="pix-charge__qr">
            <QRCodeSVG value={code} size={196} marginSize={2} role="img" aria-label={t(`${words}.qr`)} />
          </div>
          <CopyField
            label={t(`${words}.code`)}
            value={copyValue}
            testId={copyTestId}
            copyText={t(`${words}.copy`)}
            copiedText={t(`${words}.copied`)}
          />
          {extra}
          <p className="pix-charge__waiting" role="status">
            {t(`${words}.waiting`)}
          </p>
        </>
      )}
    </section>
  );
}
