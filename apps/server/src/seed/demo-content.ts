import type { BannerGroup, BannerLinkType } from '@portal/shared/constants';
import type { LocalizedText } from '../db/schema.ts';

export interface DemoBanner {
  seed_key: string;
  group_name: BannerGroup;
  position: number;
  image_url: string;
  linkage_type: BannerLinkType;
  link_url: string | null;
  title: LocalizedText;
}

export const demoBanners: DemoBanner[] = [
  {
    seed_key: 'banner-home-1',
    group_name: 'home',
    position: 1,
    image_url: '/media/banners/home-1.svg',
    linkage_type: 'INTERNAL',
    link_url: '/promotions',
    title: {
      en: 'Welcome bonus',
      'pt-BR': 'Bônus de boas-vindas',
      th: 'โบนัสต้อนรับ',
      vi: 'Thưởng chào mừng',
      id: 'Bonus sambutan',
      'zh-CN': '欢迎奖金',
    },
  },
];
export const demoResources: {
  seed_key: string;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label: LocalizedText;
  position: number;
}[] = [];
export const demoHelpArticles: {
  seed_key: string;
  category: string;
  position: number;
  title: LocalizedText;
  content: LocalizedText;
}[] = [];
export const demoCustomerService: {
  seed_key: string;
  type: number;
  label: LocalizedText;
  url: string;
  position: number;
}[] = [];
export const demoDomains: { domain: string; position: number }[] = [];
