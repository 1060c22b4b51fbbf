import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@portal/shared/contracts/withdrawals';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { adminApi } from '../lib/admin-api';

const TYPES = ['image/png', 'image/jpeg'];

/** The operator's proof of the payout (the bank's transfer receipt): 1 to 3 PNG or JPG images of at most 5 MB. */
export function PayoutProofUpload({ id, onUploaded }: { id: number; onUploaded: () => Promise<void> }) {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const upload = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('proof', file, file.name);
      return adminApi(`/admin/api/withdrawals/${id}/payout-proofs`, { method: 'POST', body: form });
    },
    onSuccess: onUploaded,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    upload.reset();
    if (files.length === 0) return;
    if (files.length > PROOF_MAX_FILES) return setProblem(t('upload.tooMany', { max: PROOF_MAX_FILES }));
    if (files.some((f) => !TYPES.includes(f.type))) return setProblem(t('upload.type'));
    if (files.some((f) => f.size > PROOF_MAX_BYTES)) return setProblem(t('upload.size', { mb: 5 }));
    setProblem('');
    upload.mutate(files);
  };

  const error =
    problem || (upload.error ? (upload.error instanceof ApiError && upload.error.message) || ta('failed') : '');
  return (
    <div className="money-upload">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        onChange={choose}
        data-testid="payout-proof-input"
      />
      <Button onClick={() => input.current?.click()} disabled={upload.isPending} data-testid="payout-proof-upload">
        {upload.isPending ? t('upload.busy') : t('upload.payout')}
      </Button>
      <small className="admin-muted">{t('upload.hint', { max: PROOF_MAX_FILES, mb: 5 })}</small>
      {error && (
        <p className="admin-error" role="alert" data-testid="payout-proof-error">
          {error}
        </p>
      )}
    </div>
  );
}
