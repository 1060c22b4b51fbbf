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
import { FlagSwitches } from './flags-section';
import { CellField, CellSelect } from './settings-fields';
import { RegisterPreview } from './register-preview';
import type { SettingsDraft } from './use-settings-draft';
import { TableScroll } from '../../ui/data-table';
import { SettingsCard } from './settings-card';

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

/** The register form's fields and rules, with the player's form beside them as it will look. */
export function RegisterRulesTab({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  const { t: tAuth } = useTranslation('auth');
  const value = draft.value!;
  const { control } = draft;
  const patterns = [0, ...PATTERN_IDS].map((id) => ({
    value: String(id),
    label: t(`patterns.${id}` as 'patterns.1'),
  }));

  return (
    <div className="settings-register">
      <div className="settings-register__editor">
        <SettingsCard title={t('register.switches')}>
          <FlagSwitches draft={draft} flags={FORM_FLAGS} testIdPrefix="register-flag" />
          <div className="settings-fields">
            <AgeConfirmationField draft={draft} />
          </div>
        </SettingsCard>

        <SettingsCard title={t('register.fieldsTitle')} hint={t('register.fieldsHint')}>
          <TableScroll>
            <table className="data-table settings-rules" data-testid="register-rules">
              <thead>
                <tr>
                  {(['field', 'shown', 'pattern', 'regex', 'minLength', 'maxLength'] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`register.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {REGISTER_FIELDS.map((field) => {
                  const rule = value.registerRules[field];
                  const name = tAuth(`fields.${field}`);
                  const base = `registerRules.${field}` as const;
                  // Not the schema's: a rule the player's form could never meet, said while typing.
                  const lengthOrder =
                    rule.maxLength > 0 && rule.minLength > rule.maxLength ? t('register.lengthOrder') : undefined;
                  const forced = FORCED[field];
                  return (
                    <tr key={field} data-testid={`rule-${field}`}>
                      <td>
                        <strong>{name}</strong>
                        {forced && <small className="settings-rules__note">{t(`register.forced.${forced}`)}</small>}
                      </td>
                      <td>
                        <select
                          aria-label={`${name}: ${t('register.shown')}`}
                          value={shownOf(rule)}
                          onChange={(e) => {
                            const shown = SHOWN_RULE[e.target.value as Shown];
                            draft.set(`${base}.enabled`, shown.enabled);
                            draft.set(`${base}.required`, shown.required);
                          }}
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
                        <CellSelect
                          control={control}
                          name={`${base}.patternId`}
                          label={`${name}: ${t('register.pattern')}`}
                          options={patterns}
                          testId={`rule-${field}-pattern`}
                        />
                      </td>
                      <td>
                        <CellField
                          control={control}
                          name={`${base}.acceptedPattern`}
                          className="settings-rules__regex"
                          label={`${name}: ${t('register.regex')}`}
                          placeholder={ANY_PATTERN}
                          maxLength={500}
                          testId={`rule-${field}-regex`}
                        />
                      </td>
                      {(['minLength', 'maxLength'] as const).map((bound) => (
                        <td key={bound}>
                          <CellField
                            control={control}
                            name={`${base}.${bound}`}
                            type="number"
                            className="settings-rules__number"
                            label={`${name}: ${t(`register.${bound}`)}`}
                            min={0}
                            note={bound === 'maxLength' ? lengthOrder : undefined}
                            testId={`rule-${field}-${bound}`}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </SettingsCard>
      </div>
      <aside className="settings-register__preview">
        <RegisterPreview settings={value} />
      </aside>
    </div>
  );
}
