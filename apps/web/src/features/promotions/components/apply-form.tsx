import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGE_TYPES,
  PROMOTION_IMAGES_MAX,
  PROMOTION_REMARK_MAX,
} from '@portal/shared/contracts/promotions';
import { Button } from '../../../ui/button';
import { CloseIcon, ImageOffIcon } from '../../../ui/icons';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver } from '../../../lib/form-resolver';
import { setServerIssues } from '../../../ui/form/player-fields';
import { useApplyPromotion } from '../api/promotions';
import {
  applyFormSchema,
  imageIssue,
  imageIssues,
  remarkLength,
  type ApplyBody,
  type ApplyValues,
} from '../lib/apply-files';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

const ACCEPT = PROMOTION_IMAGE_TYPES.join(',');
const MAX_MB = PROMOTION_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The application of a manual-review offer (spec §5): a remark of at most 140 characters and up
 * to three PNG or JPG images of at most 5 MB, checked here as the server checks them; the
 * server's own refusals land on the same fields.
 */
export function ApplyForm({ promotionId, onSent }: { promotionId: number; onSent(): void }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const apply = useApplyPromotion();
  const { register, control, handleSubmit, watch, setError, clearErrors, formState } = useForm<
    ApplyValues,
    unknown,
    ApplyBody
  >({
    resolver: formResolver(applyFormSchema, imageIssues),
    defaultValues: { remark: '', images: Array.from({ length: PROMOTION_IMAGES_MAX }, () => null) },
  });
  const { field: images } = useController({ control, name: 'images' });
  const slots = images.value;
  const [formError, setFormError] = useState<string | null>(null);
  const length = remarkLength(watch('remark'));

  const pick = (index: number, file: File | null) => {
    images.onChange(slots.map((old, n) => (n === index ? file : old)));
    clearErrors('images');
  };

  const submit = (body: ApplyBody) => {
    apply.mutate(
      { id: promotionId, ...body },
      {
        onSuccess: () => onSent(),
        onError: (error) => {
          setServerIssues(error, setError, ['remark', 'images']);
          setFormError(failureMessage(error, t('errors.network')));
        },
      },
    );
  };

  const remarkIssue = formState.errors.remark;
  const remarkError =
    length > PROMOTION_REMARK_MAX || (remarkIssue && remarkIssue.type !== 'server')
      ? t('apply.remarkTooLong', { max: PROMOTION_REMARK_MAX })
      : remarkIssue
        ? t('apply.remarkRejected')
        : null;
  const imagesError = formState.errors.images?.type === 'server' ? t('apply.imagesRejected') : null;

  return (
    <form
      className="promo-apply"
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(submit)(event);
      }}
      noValidate
      data-testid="promo-apply"
      id="apply"
    >
      <div className="promo-field" data-invalid={remarkError ? 'true' : undefined}>
        <label className="promo-field__label" htmlFor={`${id}-remark`}>
          {t('apply.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className="promo-field__textarea sunken-input"
          rows={3}
          placeholder={t('apply.remarkPlaceholder')}
          aria-describedby={`${id}-count`}
          aria-invalid={remarkError ? true : undefined}
          data-testid="promo-apply-remark"
          {...register('remark')}
        />
        <div className="promo-field__meta">
          <span
            className="promo-field__error"
            role={remarkError ? 'alert' : undefined}
            data-testid="promo-apply-remark-error"
          >
            {remarkError}
          </span>
          <span
            id={`${id}-count`}
            className="promo-field__count"
            data-over={length > PROMOTION_REMARK_MAX ? 'true' : undefined}
            data-testid="promo-apply-count"
          >
            {length}/{PROMOTION_REMARK_MAX}
          </span>
        </div>
      </div>

      <fieldset className="promo-field promo-images" data-invalid={imagesError ? 'true' : undefined}>
        <legend className="promo-field__label">{t('apply.images', { max: PROMOTION_IMAGES_MAX })}</legend>
        <p className="promo-field__hint">{t('apply.imagesHint', { size: MAX_MB })}</p>
        <div className="promo-images__slots">
          {slots.map((file, index) => (
            <ImageSlot
              key={index}
              index={index}
              file={file}
              issue={file ? imageIssue(file) : null}
              onPick={(picked) => pick(index, picked)}
            />
          ))}
        </div>
        {imagesError ? <p className="promo-field__error">{imagesError}</p> : null}
      </fieldset>

      {formError ? (
        <p className="alert-note" role="alert" data-testid="promo-apply-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={apply.isPending} data-testid="promo-apply-submit">
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </Button>
    </form>
  );
}

/** One image picker: an empty box to pick a file, or the picked image's preview with a remove button. */
function ImageSlot({
  index,
  file,
  issue,
  onPick,
}: {
  index: number;
  file: File | null;
  issue: 'type' | 'size' | null;
  onPick(file: File | null): void;
}) {
  const { t } = useTranslation('promotions');
  const preview = useObjectUrl(file && issue !== 'type' ? file : null);
  const label = t('apply.imageSlot', { n: index + 1 });
  return (
    <div className="promo-slot" data-invalid={issue ? 'true' : undefined} data-testid={`promo-slot-${index}`}>
      {file ? (
        <>
          {preview ? (
            <img className="promo-slot__preview" src={preview} alt={file.name} />
          ) : (
            <span className="promo-slot__broken" aria-hidden="true">
              <ImageOffIcon size={28} />
            </span>
          )}
          <button
            type="button"
            className="picture-remove"
            aria-label={t('apply.removeImage', { n: index + 1 })}
            onClick={() => onPick(null)}
          >
            <CloseIcon size={14} />
          </button>
        </>
      ) : (
        <label className="promo-slot__pick">
          <span aria-hidden="true">+</span>
          <span className="promo-slot__label">{label}</span>
          <input
            type="file"
            accept={ACCEPT}
            className="promo-slot__input"
            aria-label={label}
            data-testid={`promo-slot-input-${index}`}
            onChange={(event) => {
              onPick(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {issue ? (
        <p className="promo-slot__error" role="alert">
          {issue === 'type' ? t('apply.imageType') : t('apply.imageSize', { size: MAX_MB })}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL for a picked file's preview, revoked when the file changes or the slot goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
