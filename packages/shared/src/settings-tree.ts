import type { FeatureFlag, FeatureFlags } from './settings.ts';

/** Permission info of /wps/system/status: the settings tree (modId, enabled '1' or '0', childrenNodes). */
export interface SettingNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: SettingNode[];
}

/** Which flag each module id reports, grouped as the tree shows them. */
export const SETTINGS_TREE: { modId: string; children: [string, FeatureFlag][] }[] = [
  {
    modId: 'REGISTER',
    children: [
      ['REGISTER_USERNAME', 'usernameRegistration'],
      ['REGISTER_MOBILE', 'mobileRegistration'],
      ['REGISTER_SMS', 'registrationSmsVerification'],
      ['REGISTER_DIRECT', 'directRegistration'],
      ['REGISTER_CAPTCHA', 'registerCaptcha'],
      ['AFFILIATE_CHECK', 'affiliateCodeCheck'],
    ],
  },
  {
    modId: 'LOGIN',
    children: [
      ['FREE_PLAY', 'freePlay'],
      ['SMS_LOGIN', 'smsCodeLogin'],
      ['SOCIAL_SIGN_IN', 'socialSignIn'],
      ['FORCED_PASSWORD_CHANGE', 'forcedPasswordChangeOnExpiry'],
      ['PHONE_PASSWORD_RECOVERY', 'phonePasswordRecovery'],
      ['NEW_IP_VERIFICATION', 'newAddressVerification'],
      ['NEW_IP_MOBILE_CHECK', 'newAddressMobileCheck'],
      ['NEW_IP_BANK_NAME_CHECK', 'newAddressBankNameCheck'],
      ['LOGIN_REQUIRED_FOR_HOME', 'loginRequiredForHome'],
    ],
  },
  {
    modId: 'MEMBER',
    children: [
      ['MEMBER_CENTER_OVERLAY', 'memberCenterOverlay'],
      ['CHAT', 'chat'],
      ['REFERRAL', 'referral'],
      ['TRANSFER_TO_UPLINE', 'transferToUpline'],
      ['BARS_ON_SEAMLESS', 'barsOnSeamless'],
      ['VIP', 'vip'],
      ['MISSIONS', 'missions'],
      ['POINTS_MALL', 'pointsMall'],
    ],
  },
  {
    modId: 'AGENT',
    children: [
      ['DIVIDEND', 'dividend'],
      ['SALARY', 'salary'],
      ['HOURLY_SALARY', 'hourlySalary'],
      ['REAL_TIME_SALARY', 'realTimeSalary'],
    ],
  },
];

const on = (v: boolean): '1' | '0' => (v ? '1' : '0');

export function settingsTree(flags: FeatureFlags): SettingNode[] {
  return SETTINGS_TREE.map(({ modId, children }) => ({
    modId,
    enabled: '1',
    childrenNodes: children.map(([childId, flag]) => ({ modId: childId, enabled: on(flags[flag]), childrenNodes: [] })),
  }));
}

/** The flags back out of a tree: how the web client reads the permission info. */
export function flagsFromTree(tree: readonly SettingNode[]): Partial<FeatureFlags> {
  const flags: Partial<FeatureFlags> = {};
  const byModId = new Map<string, SettingNode>();
  const walk = (nodes: readonly SettingNode[]) =>
    nodes.forEach((n) => {
      byModId.set(n.modId, n);
      walk(n.childrenNodes);
    });
  walk(tree);
  for (const { modId, children } of SETTINGS_TREE) {
    const parentOn = byModId.get(modId)?.enabled === '1';
    for (const [childId, flag] of children) flags[flag] = parentOn && byModId.get(childId)?.enabled === '1';
  }
  return flags;
}
