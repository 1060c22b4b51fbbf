import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PROFILE_FIELDS,
  profilePatchSchema,
  type ProfileField,
  type ProfilePatch,
  type SecurityOverview,
} from '@portal/shared/contracts/security';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { checkField, placeholderFor, type FieldRule } from '@portal/shared/validation-rules';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useRegisterSettings } from '../../auth';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PlayerTextField, setServerIssues } from '../../../ui/form/player-fields';
import { FormAlert } from '../../../ui/form/text-field';
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

/** The fields the overview lists, in the contract's order. */
export const shownProfileFields = (overview: SecurityOverview): ProfileField[] =>
  PROFILE_FIELDS.filter((field) => field in overview.profile);

type Values = Partial<Record<ProfileField, string>>;

const valuesOf = (overview: SecurityOverview): Values =>
  Object.fromEntries(shownProfileFields(overview).map((field) => [field, overview.profile[field] ?? '']));

/** The route's schema on the body the boxes make: the fields `changedIn` names, trimmed. */
const patchSchema = (changedIn: (values: Values) => ProfileField[]): z.ZodType<ProfilePatch, Values> =>
  z
    .custom<Values>()
    .transform((values) => Object.fromEntries(changedIn(values).map((field) => [field, (values[field] ?? '').trim()])))
    .pipe(profilePatchSchema);

/**
 * The profile fields the brand shows (spec section 5 rules, messages by patternId). A locked field
 * that has a value (the payee name must match bank accounts) is shown but cannot be edited.
 */
export function ProfileForm({ overview, token }: { overview: SecurityOverview; token: string | null }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const { data: settings } = useRegisterSettings();
  const update = useUpdateProfile(token);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const fields = shownProfileFields(overview);
  const isLocked = (field: ProfileField) => overview.lockedFields.includes(field) && Boolean(overview.profile[field]);
  const changedIn = (values: Values) =>
    fields.filter((field) => !isLocked(field) && (values[field] ?? '') !== (overview.profile[field] ?? ''));
  const label = (field: ProfileField) =>
    field === 'nickname' ? t('security.profile.nickname') : ta(`fields.${field}`);

  const form = useForm<Values, unknown, ProfilePatch>({
    defaultValues: valuesOf(overview),
    // A shown error goes as soon as the value is right, so the form does not jump at blur.
    mode: 'onTouched',
    resolver: formResolver(patchSchema(changedIn), (values) => {
      // The brand's rules for what changes; a value kept as it was is not judged again.
      const issues: FieldIssueCodes = {};
      for (const field of changedIn(values)) {
        const issue = checkField(profileRule(settings, field), (values[field] ?? '').trim());
        if (issue) issues[field] = issue;
      }
      return issues;
    }),
  });
  const changed = changedIn(form.watch());

  useEffect(() => {
    const watching = form.watch(() => setSaved(false));
    return () => watching.unsubscribe();
  }, [form]);

  const submit = (patch: ProfilePatch) => {
    setSaved(false);
    setFormError(null);
    if (changed.length === 0 || update.isPending) return;
    update.mutate(patch, {
      onSuccess: (fresh) => {
        form.reset(valuesOf(fresh));
        setSaved(true);
      },
      onError: (error) => {
        setServerIssues(error, form.setError);
        setFormError(failureMessage(error, ta('errors.network')));
      },
    });
  };

  return (
    <form
      className="auth-form security-form security-form--wide"
      noValidate
      onSubmit={(event) => {
        setSaved(false);
        setFormError(null);
        void form.handleSubmit(submit)(event);
      }}
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
            <PlayerTextField
              key={field}
              control={form.control}
              name={field}
              rule={profileRule(settings, field)}
              label={label(field)}
              placeholder={placeholderFor(label(field), profileRule(settings, field))}
              maxLength={profileRule(settings, field).maxLength}
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
