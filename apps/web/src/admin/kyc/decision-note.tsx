import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { KYC_NOTE_MAX, kycDecisionPayloadSchema, type KycDecisionPayload } from '@portal/shared/contracts/kyc';
import { FieldIssue } from '@portal/shared/errors';
import { formResolver } from '../../lib/form-resolver';
import { Button } from '../../ui/button';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { PlainTextField } from '../../ui/form/plain-text-field';

export type Asking = 'reject' | 'more_info';
type KycDecisionInput = z.input<typeof kycDecisionPayloadSchema>;

/** A rejection's reason or what more the member should send: the text the member reads. */
export function DecisionNote({
  asking,
  busy,
  onSend,
  onCancel,
}: {
  asking: Asking;
  busy: boolean;
  onSend: (payload: KycDecisionPayload) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-kyc');
  const sayAdmin = useSayIssueIn('admin');
  // The schema trims the note: one of blanks only is none written.
  const say = (code: string) => (code === FieldIssue.REQUIRED ? t('dialog.required') : sayAdmin(code));
  const form = useForm<KycDecisionInput, unknown, KycDecisionPayload>({
    defaultValues: { decision: asking, note: '' },
    resolver: formResolver(kycDecisionPayloadSchema),
  });
  const note = form.watch('note') ?? '';
  return (
    <form className="kyc-review__ask" onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate>
      <IssueTextProvider value={say}>
        <PlainTextField
          control={form.control}
          name="note"
          type="note"
          label={t(asking === 'reject' ? 'dialog.reason' : 'dialog.asked')}
          hint={t('dialog.hint', { used: note.length, max: KYC_NOTE_MAX })}
          maxLength={KYC_NOTE_MAX}
          testId="kyc-decision-note"
        />
      </IssueTextProvider>
      <div className="admin-actions">
        <Button
          type="submit"
          variant={asking === 'reject' ? 'danger' : 'primary'}
          disabled={busy}
          data-testid="kyc-decision-confirm"
        >
          {t(asking === 'reject' ? 'actions.reject' : 'actions.moreInfo')}
        </Button>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
      </div>
    </form>
  );
}
