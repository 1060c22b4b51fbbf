import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
  feedbackFormSchema,
  type FeedbackBounds,
  type FeedbackView,
} from '@portal/shared/contracts/feedback';
import { ApiError } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { setServerIssues } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LoadState } from '../../../ui/load-state';
import { CloseIcon, DocumentIcon, ImageOffIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import { useFeedbackImage, useFeedbackPage, useSubmitFeedback } from '../api/feedback';
import { addImages, contentLength, contentState, FEEDBACK_IMAGE_TYPES, imageIssue } from '../lib/feedback-form';
import './feedback.css';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

const ACCEPT = FEEDBACK_IMAGE_TYPES.join(',');
const MAX_MB = FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024);

const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Feedback and complaints: the form (a type, the text within the brand's bounds with a live
 * counter, up to three PNG or JPG images of 5 MB with previews), then the member's own list with
 * each one's status and support's reply.
 */
export function FeedbackPage({ token }: { token: string | null }) {
  const { t } = useTranslation('feedback');
  const [page, setPage] = useState(1);
  const list = useFeedbackPage(token, page);

  return (
    <LoadState query={list}>
      {(data) => (
        <div className="feedback" data-testid="feedback-page">
          <FeedbackForm bounds={data.bounds} onSent={() => setPage(1)} />
          <section className="feedback__mine" aria-labelledby="feedback-mine-title">
            <h4 id="feedback-mine-title" className="feedback__section-title">
              {t('mine')}
            </h4>
            {data.list.length === 0 ? (
              <EmptyState icon={<DocumentIcon size={36} />} title={t('empty')} description={t('emptyHint')} />
            ) : (
              <>
                <ul className="feedback__list plain-list">
                  {data.list.map((item) => (
                    <FeedbackItem key={item.id} item={item} token={token} />
                  ))}
                </ul>
                <Pager page={page} totalPages={data.totalPages} onPage={setPage} testId="feedback-pager" />
              </>
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}

interface FeedbackValues {
  /** A FeedbackType, or '' while none is chosen. */
  type: string;
  content: string;
  images: File[];
}

/** The form's values as PUT /wps/feedback reads them: the type and text through the brand's schema, the images. */
const feedbackForm = (bounds: FeedbackBounds) =>
  z
    .object({ type: z.string(), content: z.string(), images: z.array(z.custom<File>()) })
    .transform((values): unknown => values)
    .pipe(feedbackFormSchema(bounds).extend({ images: z.array(z.custom<File>()).max(FEEDBACK_IMAGES_MAX) }));
type FeedbackBody = z.output<ReturnType<typeof feedbackForm>>;

/** The images the server would refuse, by place ('images.1': 'type'): a rule of the files, not of the schema. */
const imageIssues = ({ images }: FeedbackValues) =>
  Object.fromEntries(
    images.flatMap((file, index) => {
      const issue = imageIssue(file);
      return issue ? [[`images.${index}`, issue]] : [];
    }),
  );

const EMPTY: FeedbackValues = { type: '', content: '', images: [] };

function FeedbackForm({ bounds, onSent }: { bounds: FeedbackBounds; onSent(): void }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const submit = useSubmitFeedback();
  const resolver = useMemo(() => formResolver(feedbackForm(bounds), imageIssues), [bounds]);
  const { register, control, handleSubmit, reset, setError, watch, formState } = useForm<
    FeedbackValues,
    unknown,
    FeedbackBody
  >({ resolver, defaultValues: EMPTY });
  // The type as state, not read from the box: a box on its disabled placeholder may report its first choice.
  const { field: type } = useController({ control, name: 'type' });
  const { field: images } = useController({ control, name: 'images' });
  const files = images.value;
  const [dropped, setDropped] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const content = watch('content');
  const length = contentLength(content);
  const state = contentState(content, bounds);

  const contentError =
    state === 'long' || formState.errors.content
      ? t('contentLength', { min: bounds.minLength, max: bounds.maxLength })
      : null;
  const typeError = formState.errors.type ? t('typeRequired') : null;

  const send = (body: FeedbackBody) => {
    submit.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        setDropped(0);
        setSent(true);
        onSent();
      },
      onError: (error) => {
        setServerIssues(error, setError, ['type', 'content']);
        setServerError(error instanceof ApiError ? error.message : t('network'));
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    setServerError(null);
    setSent(false);
    void handleSubmit(send)(event);
  };

  return (
    <form className="feedback__form surface-card" onSubmit={onSubmit} noValidate data-testid="feedback-form">
      <div className="feedback__field">
        <label className="feedback__label" htmlFor={`${id}-type`}>
          {t('type')}
        </label>
        <select
          id={`${id}-type`}
          className="feedback__select sunken-input"
          aria-invalid={typeError ? true : undefined}
          data-testid="feedback-type"
          name={type.name}
          ref={type.ref}
          value={type.value}
          onChange={(event) => type.onChange(event.target.value)}
          onBlur={type.onBlur}
        >
          <option value="" disabled>
            {t('typePlaceholder')}
          </option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
        {typeError ? (
          <span className="feedback__error" role="alert">
            {typeError}
          </span>
        ) : null}
      </div>

      <div className="feedback__field" data-invalid={contentError ? 'true' : undefined}>
        <label className="feedback__label" htmlFor={`${id}-content`}>
          {t('content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="feedback__textarea sunken-input"
          rows={5}
          placeholder={t('contentPlaceholder', { min: bounds.minLength, max: bounds.maxLength })}
          aria-describedby={`${id}-count`}
          aria-invalid={contentError ? true : undefined}
          data-testid="feedback-content"
          {...register('content')}
        />
        <div className="feedback__meta">
          <span className="feedback__error" role={contentError ? 'alert' : undefined}>
            {contentError}
          </span>
          <span
            id={`${id}-count`}
            className="feedback__count"
            data-state={state}
            data-testid="feedback-count"
            aria-label={t('countLabel', { count: length, max: bounds.maxLength })}
          >
            {length}/{bounds.maxLength}
          </span>
        </div>
      </div>

      <fieldset className="feedback__field feedback__images">
        <legend className="feedback__label">{t('images', { max: FEEDBACK_IMAGES_MAX })}</legend>
        <p className="feedback__hint">{t('imagesHint', { size: MAX_MB })}</p>
        <div className="feedback__slots">
          {files.map((file, index) => (
            <PickedImage
              key={`${file.name}-${index}`}
              file={file}
              index={index}
              onRemove={() => images.onChange(files.filter((_, n) => n !== index))}
            />
          ))}
          {files.length < FEEDBACK_IMAGES_MAX ? (
            <label className="feedback__pick">
              <span aria-hidden="true">+</span>
              <span className="feedback__pick-label">{t('addImage')}</span>
              <input
                type="file"
                accept={ACCEPT}
                multiple
                className="feedback__file"
                aria-label={t('addImage')}
                data-testid="feedback-images"
                onChange={(event) => {
                  const picked = Array.from(event.target.files ?? []);
                  const next = addImages(files, picked);
                  images.onChange(next.files);
                  setDropped(next.dropped);
                  event.target.value = '';
                }}
              />
            </label>
          ) : null}
        </div>
        {dropped > 0 ? (
          <p className="feedback__error" role="alert">
            {t('tooManyImages', { max: FEEDBACK_IMAGES_MAX })}
          </p>
        ) : null}
      </fieldset>

      {serverError ? (
        <p className="feedback__alert" role="alert" data-testid="feedback-error">
          {serverError}
        </p>
      ) : null}
      {sent ? (
        <p className="feedback__sent" role="status" data-testid="feedback-sent">
          {t('sent')}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={submit.isPending} data-testid="feedback-submit">
        {submit.isPending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

/** A picked image: its preview (or a broken-image mark for a file that is no picture), why it cannot go, and a remove button. */
function PickedImage({ file, index, onRemove }: { file: File; index: number; onRemove(): void }) {
  const { t } = useTranslation('feedback');
  const issue = imageIssue(file);
  const preview = useObjectUrl(issue === 'type' ? null : file);
  return (
    <div className="feedback__slot" data-invalid={issue ? 'true' : undefined} data-testid={`feedback-slot-${index}`}>
      {preview ? (
        <img className="feedback__preview" src={preview} alt={file.name} />
      ) : (
        <span className="feedback__broken" aria-hidden="true">
          <ImageOffIcon size={28} />
        </span>
      )}
      <button
        type="button"
        className="picture-remove"
        aria-label={t('removeImage', { n: index + 1 })}
        data-testid={`feedback-remove-${index}`}
        onClick={onRemove}
      >
        <CloseIcon size={14} />
      </button>
      {issue ? (
        <p className="feedback__slot-error" role="alert">
          {issue === 'type' ? t('imageType') : t('imageSize', { size: MAX_MB })}
        </p>
      ) : null}
    </div>
  );
}

function FeedbackItem({ item, token }: { item: FeedbackView; token: string | null }) {
  const { t, i18n } = useTranslation('feedback');
  return (
    <li className="feedback__item" data-testid="feedback-item" data-status={item.status}>
      <div className="feedback__item-head">
        <span className="feedback__type">{t(`types.${item.type}`)}</span>
        <span className="feedback__status" data-status={item.status}>
          {t(`statuses.${item.status}`)}
        </span>
        <time className="feedback__time" dateTime={item.createdAt}>
          {dateText(item.createdAt, i18n.language)}
        </time>
      </div>
      <p className="feedback__text">{item.content}</p>
      {item.images.length > 0 ? (
        <div className="feedback__thumbs">
          {item.images.map((path, n) => (
            <FeedbackThumb key={path} token={token} path={path} n={n} />
          ))}
        </div>
      ) : null}
      {item.reply ? (
        <div className="feedback__reply">
          <span className="feedback__reply-label">
            {t('reply')}
            {item.repliedAt ? (
              <time dateTime={item.repliedAt}> · {dateText(item.repliedAt, i18n.language)}</time>
            ) : null}
          </span>
          <p className="feedback__reply-text" data-testid="feedback-reply">
            {item.reply}
          </p>
        </div>
      ) : (
        <p className="feedback__waiting">{t('waiting')}</p>
      )}
    </li>
  );
}

/** A thumbnail of an attached image, fetched with the bearer token; opens full size in a new tab. */
function FeedbackThumb({ token, path, n }: { token: string | null; path: string; n: number }) {
  const { t } = useTranslation('feedback');
  const image = useFeedbackImage(token, path);
  const url = useObjectUrl(image.data ?? null);
  const label = t('imageN', { n: n + 1 });
  if (!url) {
    return (
      <span className="feedback__thumb feedback__thumb--empty" role="img" aria-label={label}>
        {image.isError ? <ImageOffIcon size={20} /> : <Spinner size={16} />}
      </span>
    );
  }
  return (
    <a className="feedback__thumb" href={url} target="_blank" rel="noreferrer" data-testid="feedback-thumb">
      <img src={url} alt={label} />
    </a>
  );
}

/** An object URL for a file or a fetched blob, revoked when it changes or the component goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
