import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldIssue } from '@portal/shared/errors';
import {
  KYC_DOCUMENT_KINDS,
  kycDateOfBirthPayloadSchema,
  type KycDocument,
  type KycDocumentKind,
  type KycStatus,
} from '@portal/shared/contracts/kyc';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { Button } from '../../../ui/button';
import { DocumentIcon } from '../../../ui/icons';
import { LoadState } from '../../../ui/load-state';
import { Spinner } from '../../../ui/spinner';
import { useKycDocument, useKycStatus, useSetDateOfBirth, useSubmitKyc, useUploadKycDocument } from '../api/kyc';
import {
  ACCEPT_ATTRIBUTE,
  canUpload,
  documentOf,
  missingFor,
  precheckFile,
  sizeText,
  submittableLevel,
  targetLevel,
} from '../lib/kyc-view';
import './kyc.css';
import '../../../ui/patterns.css';

/** What a failed call says: the server's sentence in the page's language, else the network one. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The member center's Verification page (decision 042): the KYC state and verified level, the
 * rejection's reason or the information asked, one upload per document kind (PNG, JPG or PDF,
 * with a preview or the file name), the date of birth when the account has none, and the
 * submission of the next level.
 */
export function VerificationPage({ token }: { token: string | null }) {
  const status = useKycStatus(token);
  return <LoadState query={status}>{(data) => <Verification token={token} status={data} />}</LoadState>;
}

function Verification({ token, status }: { token: string | null; status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const submit = useSubmitKyc(token);
  const level = submittableLevel(status);
  const target = targetLevel(status.verifiedLevel);
  const uploadable = canUpload(status.state) && target !== null;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const needed = target ? missingFor(target, status.documents) : [];

  return (
    <div className="kyc" data-testid="verification-page">
      <section className="kyc__card" aria-labelledby="kyc-state-title">
        <h3 id="kyc-state-title" className="kyc__title">
          {t('title')}
        </h3>
        <p className="kyc__intro">{t('intro')}</p>
        <p className="kyc__state">
          <span className={`kyc__badge kyc__badge--${status.state}`} data-testid="kyc-state">
            {t(`state.${status.state}`)}
          </span>
          <span data-testid="kyc-verified-level">
            {status.verifiedLevel > 0 ? t('verifiedLevel', { level: status.verifiedLevel }) : t('notVerified')}
          </span>
        </p>
        {status.last?.status === 'rejected' && status.last.note ? (
          <p className="kyc__note kyc__note--danger" data-testid="kyc-reason">
            <strong>{t('reason')}</strong> {status.last.note}
          </p>
        ) : null}
        {status.last?.status === 'more_info_requested' && status.last.note ? (
          <p className="kyc__note" data-testid="kyc-asked">
            <strong>{t('asked')}</strong> {status.last.note}
          </p>
        ) : null}
        {status.state === 'pending' ? <p className="kyc__hint">{t('pendingHint')}</p> : null}
        {status.cpfMasked ? (
          <p className="kyc__hint" data-testid="kyc-cpf">
            {t('cpf', { cpf: status.cpfMasked })}
          </p>
        ) : null}
      </section>

      {status.hasDateOfBirth ? null : <DateOfBirthForm token={token} />}

      {target ? (
        <section className="kyc__card" aria-labelledby="kyc-documents-title">
          <h3 id="kyc-documents-title" className="kyc__title">
            {t('documents.title', { level: target })}
          </h3>
          <p className="kyc__hint">{t(`levels.${target}`)}</p>
          <p className="kyc__hint">{t('documents.rules', { max: sizeText(status.maxBytes) })}</p>
          <ul className="kyc__documents plain-list">
            {KYC_DOCUMENT_KINDS.map((kind) => (
              <DocumentRow
                key={kind}
                token={token}
                kind={kind}
                document={documentOf(status.documents, kind)}
                needed={target === 2 || kind !== 'proof_of_address'}
                disabled={!uploadable}
                maxBytes={status.maxBytes}
              />
            ))}
          </ul>
          {submitError ? (
            <p className="kyc__error" role="alert" data-testid="kyc-submit-error">
              {submitError}
            </p>
          ) : null}
          <div className="kyc__actions">
            {level === null && status.state !== 'pending' && needed.length > 0 ? (
              <p className="kyc__hint" data-testid="kyc-missing">
                {t('missing', { kinds: needed.map((kind) => t(`kinds.${kind}`)).join(', ') })}
              </p>
            ) : null}
            <Button
              variant="primary"
              disabled={level === null || submit.isPending}
              aria-busy={submit.isPending}
              data-testid="kyc-submit"
              onClick={() => {
                if (level === null) return;
                setSubmitError(null);
                submit.mutate(level, { onError: (error) => setSubmitError(failure(error, t('failed'))) });
              }}
            >
              {submit.isPending ? <Spinner size={16} /> : t('submit', { level: level ?? target })}
            </Button>
          </div>
        </section>
      ) : (
        <p className="kyc__hint" data-testid="kyc-complete">
          {t('complete')}
        </p>
      )}
    </div>
  );
}

function DocumentRow(props: {
  token: string | null;
  kind: KycDocumentKind;
  document: KycDocument | null;
  needed: boolean;
  disabled: boolean;
  maxBytes: number;
}) {
  const { t } = useTranslation('kyc');
  const inputId = useId();
  const upload = useUploadKycDocument(props.token);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const issue = precheckFile(file, props.maxBytes);
    if (issue) {
      setError(t(`documents.issues.${issue}`, { max: sizeText(props.maxBytes) }));
      return;
    }
    setError(null);
    upload.mutate(
      { kind: props.kind, file },
      {
        onError: (failed) => {
          const fields =
            failed instanceof ApiError ? (failed.value as { fields?: Record<string, string> } | null)?.fields : null;
          const issue = fields?.file;
          setError(
            issue === 'TOO_BIG' || issue === 'INVALID_TYPE'
              ? t(`documents.issues.${issue}`, { max: sizeText(props.maxBytes) })
              : failure(failed, t('failed')),
          );
        },
      },
    );
  };

  return (
    <li className="kyc__document" data-testid={`kyc-document-${props.kind}`}>
      <div className="kyc__document-head">
        <span className="kyc__document-kind">
          {t(`kinds.${props.kind}`)}
          {props.needed ? null : <span className="kyc__optional"> {t('documents.optional')}</span>}
        </span>
        {props.document ? (
          <Preview token={props.token} document={props.document} />
        ) : (
          <span className="kyc__hint">{t('documents.none')}</span>
        )}
      </div>
      <label
        className={`kyc__upload${props.disabled || upload.isPending ? ' kyc__upload--disabled' : ''}`}
        htmlFor={inputId}
      >
        {upload.isPending ? <Spinner size={14} /> : null}
        {props.document ? t('documents.replace') : t('documents.choose')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={props.disabled || upload.isPending}
        data-testid={`kyc-file-${props.kind}`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <p className="kyc__error" role="alert" data-testid={`kyc-error-${props.kind}`}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The member's own file, fetched with the token: an image as a thumbnail, a PDF by its name; both open full size. */
function Preview({ token, document }: { token: string | null; document: KycDocument }) {
  const { t } = useTranslation('kyc');
  const file = useKycDocument(token, document.id);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = `${document.fileName} (${sizeText(document.sizeBytes)})`;
  if (!url)
    return <span className="kyc__hint">{file.isError ? t('documents.previewFailed') : <Spinner size={14} />}</span>;
  return (
    <a className="kyc__preview" href={url} target="_blank" rel="noreferrer" title={t('documents.open')}>
      {document.contentType === 'application/pdf' ? (
        <DocumentIcon size={28} />
      ) : (
        <img src={url} alt={t(`kinds.${document.kind}`)} />
      )}
      <span className="kyc__file-name" data-testid={`kyc-file-name-${document.kind}`}>
        {label}
      </span>
    </a>
  );
}

/** The date of birth of an account made without one (social sign-in): set once, at the brand's minimum age. */
type KycDateOfBirthPayload = z.output<typeof kycDateOfBirthPayloadSchema>;

function DateOfBirthForm({ token }: { token: string | null }) {
  const { t } = useTranslation('kyc');
  const save = useSetDateOfBirth(token);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<KycDateOfBirthPayload, unknown, KycDateOfBirthPayload>({
    resolver: formResolver(kycDateOfBirthPayloadSchema, dateRequired),
    defaultValues: { dateOfBirth: '' },
  });
  const inputId = useId();
  // The one thing the form itself can find wrong is no date; the server words the rest (the minimum age).
  const error = formState.errors.dateOfBirth ? t('dateOfBirth.required') : failed;
  const submit = ({ dateOfBirth }: KycDateOfBirthPayload) =>
    save.mutate(dateOfBirth, { onError: (refusal) => setFailed(failure(refusal, t('failed'))) });
  return (
    <form
      className="kyc__card"
      onSubmit={(event) => {
        setFailed(null);
        void handleSubmit(submit)(event);
      }}
      data-testid="kyc-date-of-birth"
    >
      <h3 className="kyc__title">{t('dateOfBirth.title')}</h3>
      <p className="kyc__hint">{t('dateOfBirth.hint')}</p>
      <label className="kyc__label" htmlFor={inputId}>
        {t('dateOfBirth.label')}
      </label>
      <input
        id={inputId}
        className="kyc__input"
        type="date"
        aria-invalid={error ? true : undefined}
        {...register('dateOfBirth')}
      />
      {error ? (
        <p className="kyc__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="sm" disabled={save.isPending}>
        {t('dateOfBirth.save')}
      </Button>
    </form>
  );
}

/** The route takes any short text and judges it; an empty box is the form's own refusal. */
const dateRequired = ({ dateOfBirth }: KycDateOfBirthPayload): FieldIssueCodes =>
  dateOfBirth === '' ? { dateOfBirth: FieldIssue.REQUIRED } : {};
