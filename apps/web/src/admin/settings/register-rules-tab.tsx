import { useTranslation } from 'react-i18next';
import type { FeatureFlag } from '@portal/shared/settings';
import {
  ANY_PATTERN,
  PATTERN_IDS,
  REGISTER_FIELDS,
  type FieldRule,
  type RegisterField,
} from '@portal/shared/validation-rules';
import { AgeConfirmationField } from './age-confirmation-field';
import { useDraftIssue } from './draft-fields';
import { Toggle } from './settings-controls';
import { RegisterPreview } from './register-preview';
import type { SettingsDraft } from './use-settings-draft';
import { TableScroll } from '../../ui/data-table';

type Shown = 'hidden' | 'optional' | 'required';
const shownOf = (rule: FieldRule): Shown => (!rule.enabled ? 'hidden' : rule.required ? 'required' : 'optional');
const SHOWN_RULE: Record<Shown, Pick<FieldRule, 'enabled' | 'required'>> = {
  hidden: { enabled: false, required: false },
  optional: { enabled: true, required: false },
  required: { enabled: true, required: true },
};

/** The switches that change the register form itself. */
const FORM_FLAGS: FeatureFlag[] = [
  'usernameRegistration',
  'mobileRegistration',
  'registrationSmsVerification',
  'registerCaptcha',
  'affiliateCodeCheck',
];

/** What the form does with a field whatever its rule says (register-form.tsx), told next to the field. */
const FORCED: Partial<Record<RegisterField, 'always' | 'mobile' | 'requiredWhenShown' | 'placed'>> = {
  password: 'always',
  confirmPassword: 'always',
  username: 'always',
  mobileNum: 'mobile',
  paymentPassword: 'requiredWhenShown',
  captcha: 'placed',
  verificationCode: 'placed',
};

/** The same test checkField and the schema apply: '*' or empty is anything, else a 'u' regular expression. */
function patternCompiles(source: string): boolean {
  if (source === ANY_PATTERN || source === '') return true;
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The register form's fields and rules, with the player's form beside them as it will look. */
export function RegisterRulesTab({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { t: tAuth } = useTranslation('auth');
  const value = draft.value!;
  const error = useDraftIssue(draft);

  return (
    <div className="settings-register">
      <div className="settings-register__editor">
        <section className="admin-card">
          <h2>{t('register.switches')}</h2>
          <div className="settings-toggles">
            {FORM_FLAGS.map((flag) => (
              <Toggle
                key={flag}
                label={t(`flags.${flag}.label` as 'flags.chat.label')}
                hint={t(`flags.${flag}.hint` as 'flags.chat.hint')}
                checked={value.flags[flag]}
                error={error(`flags.${flag}`)}
                onChange={(on) => draft.set('flags', { [flag]: on })}
                testId={`register-flag-${flag}`}
              />
            ))}
          </div>
          <div className="settings-fields">
            <AgeConfirmationField draft={draft} />
          </div>
        </section>

        <section className="admin-card">
          <h2>{t('register.fieldsTitle')}</h2>
          <p className="admin-muted">{t('register.fieldsHint')}</p>
          <TableScroll>
            <table className="data-table settings-rules" data-testid="register-rules">
              <thead>
                <tr>
                  <th scope="col">{t('register.field')}</th>
                  <th scope="col">{t('register.shown')}</th>
                  <th scope="col">{t('register.pattern')}</th>
                  <th scope="col">{t('register.regex')}</th>
                  <th scope="col">{t('register.minLength')}</th>
                  <th scope="col">{t('register.maxLength')}</th>
                </tr>
              </thead>
              <tbody>
                {REGISTER_FIELDS.map((field) => {
                  const rule = value.registerRules[field];
                  const base = `registerRules.${field}`;
                  const regexOk = patternCompiles(rule.acceptedPattern);
                  const regexIssue =
                    error(`${base}.acceptedPattern`) ?? (regexOk ? undefined : t('register.regexInvalid'));
                  const lengthIssue =
                    error(`${base}.minLength`) ??
                    error(`${base}.maxLength`) ??
                    (rule.maxLength > 0 && rule.minLength > rule.maxLength ? t('register.lengthOrder') : undefined);
                  const forced = FORCED[field];
                  return (
                    <tr key={field} data-testid={`rule-${field}`}>
                      <td>
                        <strong>{tAuth(`fields.${field}`)}</strong>
                        {forced && <small className="settings-rules__note">{t(`register.forced.${forced}`)}</small>}
                      </td>
                      <td>
                        <select
                          aria-label={`${tAuth(`fields.${field}`)}: ${t('register.shown')}`}
                          value={shownOf(rule)}
                          onChange={(e) => draft.setRule(field, SHOWN_RULE[e.target.value as Shown])}
                          data-testid={`rule-${field}-shown`}
                        >
                          {(['hidden', 'optional', 'required'] as const).map((shown) => (
                            <option key={shown} value={shown}>
                              {t(`register.shownValues.${shown}`)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <select
                          aria-label={`${tAuth(`fields.${field}`)}: ${t('register.pattern')}`}
                          value={rule.patternId}
                          onChange={(e) => draft.setRule(field, { patternId: Number(e.target.value) })}
                          data-testid={`rule-${field}-pattern`}
                        >
                          <option value={0}>{t('patterns.0')}</option>
                          {PATTERN_IDS.map((id) => (
                            <option key={id} value={id}>
                              {t(`patterns.${id}` as 'patterns.1')}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <input
                          className="settings-rules__regex"
                          aria-label={`${tAuth(`fields.${field}`)}: ${t('register.regex')}`}
                          aria-invalid={regexIssue ? true : undefined}
                          value={rule.acceptedPattern}
                          placeholder={ANY_PATTERN}
                          maxLength={500}
                          onChange={(e) => draft.setRule(field, { acceptedPattern: e.target.value })}
                          data-testid={`rule-${field}-regex`}
                        />
                        {regexIssue && <small className="admin-field__error">{regexIssue}</small>}
                      </td>
                      {(['minLength', 'maxLength'] as const).map((bound) => (
                        <td key={bound}>
                          <input
                            type="number"
                            className="settings-rules__number"
                            aria-label={`${tAuth(`fields.${field}`)}: ${t(`register.${bound}`)}`}
                            min={0}
                            max={500}
                            value={Number.isFinite(rule[bound]) ? rule[bound] : ''}
                            onChange={(e) =>
                              draft.setRule(field, {
                                [bound]: e.target.value === '' ? Number.NaN : Number(e.target.value),
                              })
                            }
                            data-testid={`rule-${field}-${bound}`}
                          />
                          {bound === 'maxLength' && lengthIssue && (
                            <small className="admin-field__error">{lengthIssue}</small>
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </section>
      </div>
      <aside className="settings-register__preview">
        <RegisterPreview settings={value} />
      </aside>
    </div>
  );
}
