import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldRule } from '@portal/shared/validation-rules';
import { issueMessage } from '../../lib/field-messages';
import { SERVER_SENTENCE } from '../../lib/use-idempotent-submit';
import type { KitFieldProps } from './form-fields';
import { errorText, isIssueCode } from './issue-text';
import { CountryCodeSelect } from './country-code-select';
import { TextField } from './text-field';

type BoxProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

export interface PlayerFieldProps<Values extends FieldValues> extends BoxProps {
  control: KitFieldProps<Values>['control'];
  name: FieldPath<Values>;
  /** The brand's rule for the field: a length or format issue is worded with its pattern and bounds. */
  rule?: FieldRule;
  /** How this form words an issue code it names itself (a PIX key taken); undefined leaves it to the auth texts. */
  say?: (code: string) => string | undefined;
  /** How typed text is kept (a CPF's mask, an upper-case code). */
  normalize?: (text: string) => string;
}

/**
 * The form kit's text field in the player site's look: bound to react-hook-form by name, its issue
 * code (from the shared schema, the brand's rule or the server) worded in the member's language; a
 * refusal the server worded itself (SERVER_SENTENCE: a wrong payment password) shown as it is.
 */
export function PlayerTextField<Values extends FieldValues>({
  control,
  name,
  rule,
  say,
  normalize,
  ...box
}: PlayerFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const word = usePlayerIssueText(rule, say);
  return (
    <TextField
      {...box}
      name={name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(text) => field.onChange(normalize ? normalize(text) : text)}
      onBlur={field.onBlur}
      error={fieldState.error?.type === SERVER_SENTENCE ? fieldState.error.message : errorText(fieldState.error, word)}
    />
  );
}

/** A mobile number and its dialing code, two fields of one form in one box. */
export function PlayerMobileField<Values extends FieldValues>({
  control,
  code = 'countryDialingCode' as FieldPath<Values>,
  number = 'mobileNum' as FieldPath<Values>,
}: {
  control: KitFieldProps<Values>['control'];
  code?: FieldPath<Values>;
  number?: FieldPath<Values>;
}) {
  const { t } = useTranslation('auth');
  const dialing = useController({ control, name: code });
  const mobile = useController({ control, name: number });
  const word = usePlayerIssueText();
  const codeError = errorText(dialing.fieldState.error, word);
  return (
    <TextField
      name={number}
      label={t('fields.mobileNum')}
      placeholder={`* ${t('fields.mobileNum')}`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      inputRef={mobile.field.ref}
      value={(mobile.field.value as string | undefined) ?? ''}
      onChange={mobile.field.onChange}
      onBlur={mobile.field.onBlur}
      error={
        errorText(mobile.fieldState.error, word) ?? (codeError && `${t('fields.countryDialingCode')}: ${codeError}`)
      }
      prefix={
        <CountryCodeSelect
          value={(dialing.field.value as string | undefined) ?? ''}
          invalid={Boolean(codeError)}
          onChange={dialing.field.onChange}
        />
      }
    />
  );
}

/**
 * An issue code in the auth texts' words (a rule's pattern sentence where the field has a rule);
 * a sentence the server wrote is shown as it is.
 */
export function usePlayerIssueText(rule?: FieldRule, say?: (code: string) => string | undefined) {
  const { t } = useTranslation('auth');
  return (code: string) => say?.(code) ?? (isIssueCode(code) ? issueMessage(t, code, rule) : code);
}

/** A refusal's per-field issues onto the form's fields (lib/server-issues.ts). */
export { setServerIssues } from '../../lib/server-issues';
