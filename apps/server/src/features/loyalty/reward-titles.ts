import type { Language } from '@portal/shared/languages';
import type { VipRewardKind } from '../../db/column-types.ts';

/** The reward center's titles of VIP rewards, in the request language; {level} is the level's name. */
const TITLES: Record<Language, Record<VipRewardKind, string>> = {
  'pt-BR': {
    level_up: 'Bônus de nível: {level}',
    birthday: 'Bônus de aniversário VIP',
    cashback: 'Cashback VIP semanal',
  },
  en: { level_up: 'Level-up bonus: {level}', birthday: 'VIP birthday bonus', cashback: 'Weekly VIP cashback' },
  th: { level_up: 'โบนัสเลื่อนระดับ: {level}', birthday: 'โบนัสวันเกิด VIP', cashback: 'เงินคืน VIP รายสัปดาห์' },
  vi: { level_up: 'Thưởng thăng cấp: {level}', birthday: 'Thưởng sinh nhật VIP', cashback: 'Hoàn trả VIP hằng tuần' },
  id: { level_up: 'Bonus naik level: {level}', birthday: 'Bonus ulang tahun VIP', cashback: 'Cashback VIP mingguan' },
  'zh-CN': { level_up: '晋级奖金：{level}', birthday: 'VIP 生日礼金', cashback: 'VIP 每周返水' },
};

export const vipRewardTitle = (kind: VipRewardKind, language: Language, level = '') =>
  TITLES[language][kind].replace('{level}', level);
