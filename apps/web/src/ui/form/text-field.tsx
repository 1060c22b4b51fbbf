import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons';
import './form.css';

interface TextFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Shown before the input inside the same box (a dialing code). */
  prefix?: ReactNode;
  /** Shown after the input inside the same box (a captcha image). */
  suffix?: ReactNode;
  /** The input itself: a form focuses the first field it refuses. */
  inputRef?: Ref<HTMLInputElement>;
  /** Said under the box while it has no error (what the field asks). */
  hint?: ReactNode;
}

/** A labelled input with its message underneath; passwords get a show/hide eye. */
export function TextField({
  name,
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  prefix,
  suffix,
  inputRef,
  hint,
}: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="auth-field" data-invalid={error ? 'true' : undefined}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__box">
        {prefix}
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="auth-field__input"
          type={isPassword && shown ? 'text' : type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength && maxLength > 0 ? maxLength : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          data-testid={`field-${name}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {suffix}
        {isPassword && (
          <button
            type="button"
            className="auth-field__eye"
            aria-label={shown ? t('password.hide') : t('password.show')}
            title={shown ? t('password.hide') : t('password.show')}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        )}
      </div>
      {error ? (
        <p className="auth-field__error" id={`${id}-error`} data-testid={`field-${name}-error`}>
          {error}
        </p>
      ) : hint ? (
        <div className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The form-level message (wrong password, network, invalid invitation code). */
export function FormAlert({ message, testId = 'form-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p className="auth-form__alert" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
