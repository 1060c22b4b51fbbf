import { GAME_CATEGORIES } from '@portal/shared/constants';
import type { RegisterSettingsValue, SystemStatusValue, WhitelabelValue } from '@portal/shared/contracts/system';
import { settingsTree } from '@portal/shared/settings-tree';
import type { BrandSettings } from '@portal/shared/settings';
import type { CustomerServiceEntry, ResourceEntry } from '@portal/shared/contracts/system';
import type { VisitorStatus } from './system.service.ts';

/** The fields of the status answer that depend on the visitor (address, time); the rest depend only on settings. */
export const VISITOR_STATUS_FIELDS = ['status', 'location', 'maintenance', 'regionRestriction'] as const;
export type VisitorStatusFields = Pick<SystemStatusValue, (typeof VISITOR_STATUS_FIELDS)[number]>;
export type SharedStatusFields = Omit<SystemStatusValue, (typeof VISITOR_STATUS_FIELDS)[number]>;

export function presentStatus(
  s: BrandSettings,
  visitor: VisitorStatus,
  resources: ResourceEntry[],
  customerService: CustomerServiceEntry[],
): SystemStatusValue {
  return { ...presentSharedStatus(s, resources, customerService), ...presentVisitorStatus(s, visitor) };
}

/** What every visitor of the brand gets in one language: the same for a whole settings snapshot. */
export function presentSharedStatus(
  s: BrandSettings,
  resources: ResourceEntry[],
  customerService: CustomerServiceEntry[],
): SharedStatusFields {
  return {
    settings: settingsTree(s.flags),
    registerRules: Object.fromEntries(Object.entries(s.registerRules).filter(([, rule]) => rule.enabled)),
    resources,
    customerService,
    analytics: { gtagId: s.delivery.analyticsGtagId },
    imageCDNs: s.delivery.imageCDNs,
    launchGameCDNs: s.delivery.launchGameCDNs,
    brand: {
      name: s.brand.name,
      merchantCode: s.brand.merchantCode,
      supportEmail: s.brand.supportEmail,
      registerBonusText: s.brand.registerBonusText,
    },
    languages: s.locale.languages,
    defaultLanguage: s.locale.defaultLanguage,
    currency: s.currency,
  };
}

export function presentVisitorStatus(s: BrandSettings, visitor: VisitorStatus): VisitorStatusFields {
  return {
    status: visitor.status,
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: { active: visitor.maintenanceActive, startAt: s.maintenance.startAt, endAt: s.maintenance.endAt },
    regionRestriction: { restricted: visitor.restricted },
  };
}

/** Side menu entries and whether the brand shows them (game categories also need vendors). */
export function presentWhitelabel(s: BrandSettings): WhitelabelValue {
  const menus = [
    { key: 'home', enabled: true },
    { key: 'pgsoft', enabled: true },
    { key: 'inhouse', enabled: true },
    ...GAME_CATEGORIES.map((c) => ({ key: c, enabled: true })),
    { key: 'promotions', enabled: true },
    { key: 'vip', enabled: true },
    { key: 'mission', enabled: true },
    { key: 'referral', enabled: s.flags.referral },
    { key: 'languages', enabled: s.locale.languages.length > 1 },
    { key: 'download', enabled: true },
    { key: 'customerService', enabled: true },
    { key: 'chat', enabled: s.flags.chat },
  ];
  return {
    brandName: s.brand.name,
    merchantCode: s.brand.merchantCode,
    chatHeaderColor: s.brand.chatHeaderColor,
    prizeModes: s.brand.prizeModes,
    esportsProviders: s.brand.esportsProviders,
    menus,
  };
}

export function presentRegisterSettings(s: BrandSettings): RegisterSettingsValue {
  return {
    rules: s.registerRules,
    usernameRegistration: s.flags.usernameRegistration,
    mobileRegistration: s.flags.mobileRegistration,
    smsVerification: s.flags.registrationSmsVerification,
    captcha: s.flags.registerCaptcha,
    affiliateCodeCheck: s.flags.affiliateCodeCheck,
    ageConfirmation: s.brand.ageConfirmation,
    bonusText: s.brand.registerBonusText,
    minimumAge: s.kyc.minimumAge,
    cpfRequired: s.kyc.cpfRequired,
  };
}
