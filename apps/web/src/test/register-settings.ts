import type { RegisterSettingsValue } from '@portal/shared/contracts/system';
import { DEFAULT_REGISTER_RULES, type FieldRule } from '@portal/shared/validation-rules';

/**
 * A brand's register settings as GET /wps/system/setting/register answers them: sign-up by name
 * or mobile, no SMS, captcha or affiliate check, 18 and over, the default rules with `rules`
 * in their place.
 */
export function registerSettings(rules: Partial<Record<string, FieldRule>> = {}): RegisterSettingsValue {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: false,
    captcha: false,
    affiliateCodeCheck: false,
    ageConfirmation: 0,
    bonusText: '',
    minimumAge: 18,
    cpfRequired: false,
    rules: { ...DEFAULT_REGISTER_RULES, ...rules } as RegisterSettingsValue['rules'],
  };
}
