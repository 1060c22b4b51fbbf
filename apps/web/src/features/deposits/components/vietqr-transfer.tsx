import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../../../ui/copy-field';
import { MoneyText } from '../../../ui/money-text';

/**
 * A pending VietQR transfer: the code the player's bank app scans (it fills in the bank, account,
 * amount and note), and the note to type by hand where an app cannot scan. The operator credits it
 * once the money is seen on the account.
 */
export function VietQrTransfer({
  code,
  note,
  amountMinor,
  decimals,
}: {
  code: string;
  note: string;
  amountMinor: number;
  decimals: number;
}) {
  const { t } = useTranslation('deposit');
  return (
    <section className="pix-charge" aria-labelledby="vietqr-title" data-testid="vietqr-transfer">
      <h3 id="vietqr-title" className="pix-charge__title">
        {t('vietqr.title')} <MoneyText minor={amountMinor} decimals={decimals} />
      </h3>
      <p className="pix-charge__how">{t('vietqr.how')}</p>
      <div className="pix-charge__qr">
        <QRCodeSVG value={code} size={196} marginSize={2} role="img" aria-label={t('vietqr.qr')} />
      </div>
      <CopyField
        label={t('vietqr.note')}
        value={note}
        testId="vietqr-note"
        copyText={t('vietqr.copy')}
        copiedText={t('vietqr.copied')}
      />
      <p className="pix-charge__waiting" role="status">
        {t('vietqr.after')}
      </p>
    </section>
  );
}
