import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileField, ProfilePatch, SecurityOverview } from '@portal/shared/contracts/security';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { checkField, placeholderFor, type FieldRule } from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useRegisterSettings } from '../../auth';
import { failureMessage, issueMessage, serverFieldIssues } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { SuccessNote } from './security-card';

/** The nickname has no registration rule: free text up to the contract's 60 characters. */
const NICKNAME_RULE: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 60,
};

/** The brand's rule of a profile field (the register settings), shown and judged as enabled. */
export function profileRule(settings: RegisterSettingsValue | undefined, field: ProfileField): FieldRule {
  if (field === 'nickname') return NICKNAME_RULE;
  const rule = settings?.rules[field];
  return rule ? { ...rule, enabled: true } : { ...NICKNAME_RULE, maxLength: 255 };
}

/**
 * The contract's profile fields in its order. Listed here because importing the contract's
 * PROFILE_FIELDS would bring zod into the browser; the type below fails if one is missing.
 */
const PROFILE_ORDER = [
  'nickname',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly ProfileField[];
const everyFieldListed: [Exclude<ProfileField, (typeof PROFILE_ORDER)[number]>] extends [never] ? true : never = true;
void everyFieldListed;

/** The fields the overview lists, in the contract's order. */
export const shownProfileFields = (overview: SecurityOverview): ProfileField[] =>
  PROFILE_ORDER.filter((field) => field in overview.profile);

type Values = Partial<Record<ProfileField, string>>;

const valuesOf = (overview: SecurityOverview): Values =>
  Object.fromEntries(shownProfileFields(overview).map((field) => [field, overview.profile[field] ?? '']));

/**
 * The profile fields the brand shows (spec section 5 rules, messages by patternId). A locked field
 * that has a value (the payee name must match bank accounts) is shown but cannot be edited.
 */
export function ProfileForm({ overview, token }: { overview: SecurityOverview; token: string | null }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const { data: settings } = useRegisterSettings();
  const update = useUpdateProfile(token);
  const [values, setValues] = useState<Values>(() => valuesOf(overview));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const fields = shownProfileFields(overview);
  const isLocked = (field: ProfileField) => overview.lockedFields.includes(field) && Boolean(overview.profile[field]);
  const changed = fields.filter(
    (field) => !isLocked(field) && (values[field] ?? '') !== (overview.profile[field] ?? ''),
  );
  const label = (field: ProfileField) =>
    field === 'nickname' ? t('security.profile.nickname') : ta(`fields.${field}`);

  const judge = (field: ProfileField, value = values[field] ?? '') => {
    const rule = profileRule(settings, field);
    const issue = checkField(rule, value.trim());
    return issue ? issueMessage(ta, issue, rule) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFormError(null);
    const next = Object.fromEntries(changed.map((field) => [field, judge(field)]));
    setErrors(next);
    if (Object.values(next).some(Boolean) || changed.length === 0 || update.isPending) return;
    const patch: ProfilePatch = Object.fromEntries(changed.map((field) => [field, (values[field] ?? '').trim()]));
    update.mutate(patch, {
      onSuccess: (fresh) => {
        setValues(valuesOf(fresh));
        setSaved(true);
      },
      onError: (error) => {
        const issues = serverFieldIssues(error);
        if (issues) {
          const mapped: Partial<Record<ProfileField, string>> = {};
          for (const [field, issue] of Object.entries(issues)) {
            mapped[field as ProfileField] = issueMessage(ta, issue, profileRule(settings, field as ProfileField));
          }
          setErrors(mapped);
        }
        setFormError(failureMessage(error, ta('errors.network')));
      },
    });
  };

  return (
    <form
      className="auth-form security-form security-form--wide"
      noValidate
      onSubmit={submit}
      data-testid="profile-form"
    >
      <div className="security-form__grid">
        {fields.map((field) =>
          isLocked(field) ? (
            <div key={field} className="auth-field security-locked" data-testid={`profile-locked-${field}`}>
              <span className="auth-field__label">{label(field)}</span>
              <p className="security-locked__value">{overview.profile[field]}</p>
              <p className="security-locked__hint">{t('security.profile.locked')}</p>
            </div>
          ) : (
            <TextField
              key={field}
              name={field}
              label={label(field)}
              placeholder={placeholderFor(label(field), profileRule(settings, field))}
              maxLength={profileRule(settings, field).maxLength}
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(value) => {
                setSaved(false);
                setValues((v) => ({ ...v, [field]: value }));
                // A shown error goes as soon as the value is right, so the form does not jump at blur.
                if (errors[field]) setErrors((e) => ({ ...e, [field]: judge(field, value) }));
              }}
              onBlur={() => setErrors((e) => ({ ...e, [field]: judge(field) }))}
            />
          ),
        )}
      </div>
      <FormAlert message={formError} testId="profile-error" />
      <SuccessNote message={saved ? t('security.profile.saved') : null} testId="profile-saved" />
      <div className="security-form__actions">
        <Button
          type="submit"
          variant="primary"
          disabled={changed.length === 0 || update.isPending}
          aria-busy={update.isPending}
          data-testid="profile-submit"
        >
          {update.isPending ? <Spinner size={18} label={t('security.saving')} /> : t('security.profile.save')}
        </Button>
      </div>
    </form>
  );
}
