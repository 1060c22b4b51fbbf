import { PaymentCode } from './payment-code';

/**
 * A pending VietQR transfer: the code the player's bank app scans (it fills in the bank, account,
 * amount and note), and the note to type by hand where an app cannot scan. The operator credits it
 * once the money is seen on the account.
 */
export function VietQrTransfer(props: { code: string; note: string; amountMinor: number; decimals: number }) {
  return (
    <PaymentCode words="vietqr" testId="vietqr-transfer" copyTestId="vietqr-note" copyValue={props.note} {...props} />
  );
}
