import type { Kysely } from 'kysely';
import type { DB, LotteryGames } from '../db/schema.ts';
import type { Insertable } from 'kysely';

/**
 * The demo brand's lottery: the three Vietnamese markets fed by the demo results feed (a
 * deterministic generator, labelled 'demo_feed', so periods settle without an operator) and four
 * fast games drawn by the provably fair RNG. Inserted once by seed_key; an operator's edits stay.
 * Liability limits are in minor units of the demo currency (2 decimals). `name` is the Vietnamese
 * name; `names` every interface language's, Vietnamese included.
 */
const GAMES: Insertable<LotteryGames>[] = [
  {
    code: 'XSMB',
    names: JSON.stringify({
      en: 'Northern Lottery',
      'pt-BR': 'Loteria do Norte',
      th: 'หวยเวียดนามเหนือ',
      id: 'Lotre Vietnam Utara',
      vi: 'Xổ số Miền Bắc',
      'zh-CN': '越南北部彩',
    }),
    name: 'Xổ số Miền Bắc',
    market: 'XSMB',
    product: 'LOTT',
    draw_time: '18:15',
    close_before_seconds: 900,
    confirm_after_seconds: 3600,
    result_source: 'demo_feed',
    liability_limit_minor: 50_000_000,
    position: 1,
  },
  {
    code: 'XSMN',
    names: JSON.stringify({
      en: 'Southern Lottery',
      'pt-BR': 'Loteria do Sul',
      th: 'หวยเวียดนามใต้',
      id: 'Lotre Vietnam Selatan',
      vi: 'Xổ số Miền Nam',
      'zh-CN': '越南南部彩',
    }),
    name: 'Xổ số Miền Nam',
    market: 'XSMN',
    product: 'LOTT',
    draw_time: '16:15',
    close_before_seconds: 900,
    confirm_after_seconds: 3600,
    result_source: 'demo_feed',
    liability_limit_minor: 50_000_000,
    position: 2,
  },
  {
    code: 'XSMT',
    names: JSON.stringify({
      en: 'Central Lottery',
      'pt-BR': 'Loteria do Centro',
      th: 'หวยเวียดนามกลาง',
      id: 'Lotre Vietnam Tengah',
      vi: 'Xổ số Miền Trung',
      'zh-CN': '越南中部彩',
    }),
    name: 'Xổ số Miền Trung',
    market: 'XSMT',
    product: 'LOTT',
    draw_time: '17:15',
    close_before_seconds: 900,
    confirm_after_seconds: 3600,
    result_source: 'demo_feed',
    liability_limit_minor: 50_000_000,
    position: 3,
  },
  {
    code: 'MB45S',
    names: JSON.stringify({
      en: 'Northern 45 seconds',
      'pt-BR': 'Norte 45 segundos',
      th: 'เหนือ 45 วินาที',
      id: 'Utara 45 detik',
      vi: 'Miền Bắc 45 giây',
      'zh-CN': '北部 45 秒彩',
    }),
    name: 'Miền Bắc 45 giây',
    market: 'FAST_NORTH',
    product: 'ELOTT',
    interval_seconds: 45,
    close_before_seconds: 5,
    result_source: 'rng',
    liability_limit_minor: 10_000_000,
    position: 4,
  },
  {
    code: 'MB1M',
    names: JSON.stringify({
      en: 'Northern 1 minute',
      'pt-BR': 'Norte 1 minuto',
      th: 'เหนือ 1 นาที',
      id: 'Utara 1 menit',
      vi: 'Miền Bắc 1 phút',
      'zh-CN': '北部 1 分彩',
    }),
    name: 'Miền Bắc 1 phút',
    market: 'FAST_NORTH',
    product: 'ELOTT',
    interval_seconds: 60,
    close_before_seconds: 5,
    result_source: 'rng',
    liability_limit_minor: 10_000_000,
    position: 5,
  },
  {
    code: 'KENO3M',
    names: JSON.stringify({
      en: 'Keno 3 minutes',
      'pt-BR': 'Keno 3 minutos',
      th: 'คีโน 3 นาที',
      id: 'Keno 3 menit',
      vi: 'Keno 3 phút',
      'zh-CN': '基诺 3 分彩',
    }),
    name: 'Keno 3 phút',
    market: 'KENO',
    product: 'ELOTT',
    interval_seconds: 180,
    close_before_seconds: 10,
    result_source: 'rng',
    liability_limit_minor: 10_000_000,
    position: 6,
  },
  {
    code: 'DIGIT5M',
    names: JSON.stringify({
      en: '5D 5 minutes',
      'pt-BR': '5D 5 minutos',
      th: '5D 5 นาที',
      id: '5D 5 menit',
      vi: '5D 5 phút',
      'zh-CN': '5D 5 分彩',
    }),
    name: '5D 5 phút',
    market: 'DIGIT5',
    product: 'ELOTT',
    interval_seconds: 300,
    close_before_seconds: 10,
    result_source: 'rng',
    liability_limit_minor: 10_000_000,
    position: 7,
  },
];

export async function seedDemoLottery(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('lottery_games')
    .values(GAMES.map((game) => ({ ...game, seed_key: `demo-lottery-${game.code}` })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
