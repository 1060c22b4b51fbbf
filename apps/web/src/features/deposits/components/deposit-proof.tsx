import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_PROOF_MAX_BYTES, type Deposit } from '@portal/shared/contracts/deposits';
import { Button } from '../../../ui/button';
import { useUploadProof } from '../api/upload-proof';

const TYPES = ['image/png', 'image/jpeg'];

/**
 * A pending bank transfer's proof: the player attaches the bank's receipt (one PNG or JPG of at
 * most 5 MB) for the operator who approves the transfer; a new one replaces it.
 */
export function DepositProof({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation('deposit');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProof();
  const [problem, setProblem] = useState('');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    upload.reset();
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('proof.type'));
    if (file.size > DEPOSIT_PROOF_MAX_BYTES) return setProblem(t('proof.size'));
    setProblem('');
    upload.mutate({ orderId: deposit.orderId, file });
  };

  const error = problem || (upload.isError ? upload.error.message : '');
  return (
    <div className="deposit-proof" data-testid="deposit-proof">
      {deposit.hasProof ? (
        <span className="deposit-proof__sent" data-testid="deposit-proof-sent">
          {t('proof.sent')}
        </span>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={choose}
        data-testid="deposit-proof-input"
      />
      <Button
        size="sm"
        variant="ghost"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="deposit-proof-pick"
      >
        {upload.isPending ? t('proof.uploading') : deposit.hasProof ? t('proof.replace') : t('proof.attach')}
      </Button>
      {error ? (
        <span className="deposit-form__error" role="alert" data-testid="deposit-proof-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
