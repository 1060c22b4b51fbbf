import { useTranslation } from 'react-i18next';
import { featureFlagsSchema, type FeatureFlag } from '@portal/shared/settings';
import { SwitchField } from './settings-fields';
import type { SettingsDraft } from './use-settings-draft';
import { SettingsCard } from './settings-card';

const ALL_FLAGS = Object.keys(featureFlagsSchema.shape) as FeatureFlag[];

/** Flags by what they touch; a flag the schema gains later lands in `other` until it is placed. */
const GROUPS: Record<string, readonly FeatureFlag[]> = {
  signUp: [
    'directRegistration',
    'usernameRegistration',
    'mobileRegistration',
    'registrationSmsVerification',
    'registerCaptcha',
    'affiliateCodeCheck',
  ],
  signIn: [
    'smsCodeLogin',
    'socialSignIn',
    'phonePasswordRecovery',
    'forcedPasswordChangeOnExpiry',
    'newAddressVerification',
    'newAddressMobileCheck',
    'newAddressBankNameCheck',
  ],
  site: ['freePlay', 'loginRequiredForHome', 'memberCenterOverlay', 'barsOnSeamless', 'chat'],
  agents: ['referral', 'transferToUpline', 'dividend', 'salary', 'hourlySalary', 'realTimeSalary'],
};
const placed = new Set(Object.values(GROUPS).flat());
const GROUPED = { ...GROUPS, other: ALL_FLAGS.filter((flag) => !placed.has(flag)) };

/** Every feature flag of the brand as a switch with one line on what a player sees change. */
export function FlagsSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsCard title={t('flags.title')} hint={t('flags.subtitle')} testId="settings-flags">
      {Object.entries(GROUPED).map(([group, keys]) =>
        keys.length === 0 ? null : (
          <fieldset key={group} className="settings-group">
            <legend>{t(`flagGroups.${group}` as 'flagGroups.site')}</legend>
            <FlagSwitches draft={draft} flags={keys} testIdPrefix="flag" />
          </fieldset>
        ),
      )}
    </SettingsCard>
  );
}

/** Flags as switches, each named and explained as under Flags (the register tab shows its own few too). */
export function FlagSwitches({
  draft,
  flags,
  testIdPrefix,
}: {
  draft: SettingsDraft;
  flags: readonly FeatureFlag[];
  testIdPrefix: string;
}) {
  const { t } = useTranslation('admin-settings');
  return (
    <div className="settings-toggles">
      {flags.map((flag) => (
        <SwitchField
          key={flag}
          control={draft.control}
          name={`flags.${flag}`}
          label={t(`flags.${flag}.label` as 'flags.chat.label')}
          hint={t(`flags.${flag}.hint` as 'flags.chat.hint')}
          testId={`${testIdPrefix}-${flag}`}
        />
      ))}
    </div>
  );
}
