import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { BANNER_GROUPS } from '../constants.ts';
import { fieldRuleSchema } from '../settings.ts';

import type { SettingNode } from '../settings-tree.ts';

export const settingNodeSchema: z.ZodType<SettingNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(settingNodeSchema) }),
);

export const localizedEntrySchema = z.object({
  id: z.number(),
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelName: z.string(),
  labelNameEn: z.string(),
});
export type ResourceEntry = z.infer<typeof localizedEntrySchema>;

export const customerServiceEntrySchema = z.object({
  id: z.number(),
  type: z.number(),
  label: z.string(),
  /** The line's address; null for a type-3 line on another site, whose address is `sealed`. */
  url: z.string().nullable(),
  /**
   * Spec §7, "the entry of type 3 is decrypted and opened in a popup": the address sealed by the
   * server, opened by POST /wps/system/customer-service/open when the player picks the line.
   */
  sealed: z.string().nullable(),
  vipOnly: z.boolean(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const serviceLineOpenSchema = z.object({ sealed: z.string().min(1).max(2000) }).strict();
export const serviceLineOpenedSchema = z.object({ url: z.string() });

export const statusQuerySchema = z.object({ url: z.string().max(500).optional() }).strict();

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  settings: z.array(settingNodeSchema),
  /** Rules of the fields the brand shows (enabled); every field's rule is at /wps/system/setting/register. */
  registerRules: z.record(z.string(), fieldRuleSchema),
  resources: z.array(localizedEntrySchema),
  customerService: z.array(customerServiceEntrySchema),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({
    active: z.boolean(),
    startAt: z.string().nullable(),
    endAt: z.string().nullable(),
  }),
  regionRestriction: z.object({ restricted: z.boolean() }),
  brand: z.object({
    name: z.string(),
    merchantCode: z.string(),
    supportEmail: z.string(),
    registerBonusText: z.string(),
  }),
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number() }),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export const whitelabelSchema = z.object({
  brandName: z.string(),
  merchantCode: z.string(),
  chatHeaderColor: z.string(),
  prizeModes: z.array(z.string()),
  esportsProviders: z.array(z.string()),
  menus: z.array(z.object({ key: z.string(), enabled: z.boolean() })),
});
export type WhitelabelValue = z.infer<typeof whitelabelSchema>;

export const registerSettingsSchema = z.object({
  rules: z.record(z.string(), fieldRuleSchema),
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  captcha: z.boolean(),
  affiliateCodeCheck: z.boolean(),
  ageConfirmation: z.number(),
  bonusText: z.string(),
  /** The date of birth is always asked; this is the age it must show (decision 042). */
  minimumAge: z.number(),
  /** The CPF is asked as well (checked by its digits, unique). */
  cpfRequired: z.boolean(),
});
export type RegisterSettingsValue = z.infer<typeof registerSettingsSchema>;

/**
 * The brand's enabled domains as bare host names: the site's (the main one first, then the
 * backups in the operator's order) and the app downloads'.
 */
export const domainRouteSchema = z.object({ domainList: z.array(z.string()), appDomainList: z.array(z.string()) });

export const helpCenterSchema = z.object({
  categories: z.array(
    z.object({
      category: z.string(),
      articles: z.array(z.object({ id: z.number(), title: z.string(), content: z.string() })),
    }),
  ),
});
export type HelpCenterValue = z.infer<typeof helpCenterSchema>;

export const encryptionKeySchema = z.object({
  kid: z.string(),
  alg: z.string(),
  enc: z.string(),
  jwk: z.record(z.string(), z.unknown()),
});

export const bannersQuerySchema = z.object({ group: z.enum(BANNER_GROUPS) }).strict();
export const bannerSchema = z.object({
  bannerId: z.number(),
  url: z.string(),
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL']),
  linkUrl: z.string().nullable(),
  groupName: z.string(),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
