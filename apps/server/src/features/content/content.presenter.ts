import type { Language } from '@portal/shared/languages';
import type { Banner, CustomerServiceEntry, HelpCenterValue, ResourceEntry } from '@portal/shared/contracts/system';
import type { Selectable } from 'kysely';
import type { Banners, CustomerServiceEntries, HelpArticles, Resources } from '../../db/schema.ts';
import { pickText } from '../../platform/localized.ts';

export const presentBanner = (row: Selectable<Banners>, language: Language): Banner => ({
  bannerId: row.id,
  url: row.image_url,
  linkageType: row.linkage_type,
  linkUrl: row.link_url,
  groupName: row.group_name,
  title: pickText(row.title, language),
});

export const presentResource = (row: Selectable<Resources>, language: Language): ResourceEntry => ({
  id: row.id,
  resourceType: row.resource_type,
  url: row.url,
  qrCodeUrl: row.qr_code_url,
  labelName: pickText(row.label, language),
  labelNameEn: pickText(row.label, 'en'),
});

/** `sealed`: the line's address sealed for the player's click (service-line-box.ts), or null to send it plain. */
export const presentCustomerService = (
  row: Selectable<CustomerServiceEntries>,
  language: Language,
  sealed: string | null = null,
): CustomerServiceEntry => ({
  id: row.id,
  type: row.type,
  label: pickText(row.label, language),
  url: sealed === null ? row.url : null,
  sealed,
  vipOnly: row.vip_only,
});

export function presentHelpCenter(rows: Selectable<HelpArticles>[], language: Language): HelpCenterValue {
  const categories = new Map<string, HelpCenterValue['categories'][number]>();
  for (const row of rows) {
    const entry = categories.get(row.category) ?? { category: row.category, articles: [] };
    entry.articles.push({ id: row.id, title: pickText(row.title, language), content: pickText(row.content, language) });
    categories.set(row.category, entry);
  }
  return { categories: [...categories.values()] };
}
