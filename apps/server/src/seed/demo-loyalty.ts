import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { GoodsKind, LocalizedText, MissionKind, MissionPeriod } from '../db/column-types.ts';

/*
 * The demo brand's loyalty: a VIP ladder (ranks above 4 bring VIP customer service), daily and
 * weekly missions and a points mall, in six languages. Amounts in BRL minor units.
 */

const t6 = (ptBR: string, en: string, th: string, vi: string, id: string, zhCN: string): LocalizedText => ({
  'pt-BR': ptBR,
  en,
  th,
  vi,
  id,
  'zh-CN': zhCN,
});

const LEVELS = [
  {
    rank: 1,
    name: t6('Bronze', 'Bronze', 'บรอนซ์', 'Đồng', 'Perunggu', '青铜'),
    colors: ['#d08a4e', '#7a4320'],
    turnover: 100_000,
    cashback: 20,
    levelUp: 500,
    birthday: 0,
    max: null,
  },
  {
    rank: 2,
    name: t6('Prata', 'Silver', 'ซิลเวอร์', 'Bạc', 'Perak', '白银'),
    colors: ['#c9d2dc', '#6b7785'],
    turnover: 500_000,
    cashback: 30,
    levelUp: 1_000,
    birthday: 1_000,
    max: null,
  },
  {
    rank: 3,
    name: t6('Ouro', 'Gold', 'โกลด์', 'Vàng', 'Emas', '黄金'),
    colors: ['#f5c842', '#a2740a'],
    turnover: 2_000_000,
    cashback: 50,
    levelUp: 3_000,
    birthday: 3_000,
    max: 2_000_000,
  },
  {
    rank: 4,
    name: t6('Platina', 'Platinum', 'แพลทินัม', 'Bạch kim', 'Platinum', '铂金'),
    colors: ['#7fd6d0', '#2c7f86'],
    turnover: 5_000_000,
    cashback: 80,
    levelUp: 8_000,
    birthday: 5_000,
    max: 5_000_000,
  },
  {
    rank: 5,
    name: t6('Diamante', 'Diamond', 'ไดมอนด์', 'Kim cương', 'Berlian', '钻石'),
    colors: ['#8fb8ff', '#3c4fc9'],
    turnover: 15_000_000,
    cashback: 100,
    levelUp: 20_000,
    birthday: 10_000,
    max: 10_000_000,
  },
  {
    rank: 6,
    name: t6('Real', 'Royal', 'รอยัล', 'Hoàng gia', 'Royal', '皇家'),
    colors: ['#c58bff', '#5a1f9a'],
    turnover: 50_000_000,
    cashback: 150,
    levelUp: 50_000,
    birthday: 30_000,
    max: null,
  },
];

interface DemoMission {
  title: LocalizedText;
  description: LocalizedText;
  period: MissionPeriod;
  kind: MissionKind;
  product: string | null;
  target: number;
  reward: number;
  wallet: 'main' | 'bonus';
  multiple: number;
  points: number;
}

const MISSIONS: DemoMission[] = [
  {
    title: t6('Entre hoje', 'Log in today', 'เข้าสู่ระบบวันนี้', 'Đăng nhập hôm nay', 'Masuk hari ini', '今日登录'),
    description: t6(
      'Entre na sua conta hoje.',
      'Sign in to your account today.',
      'เข้าสู่ระบบบัญชีของคุณวันนี้',
      'Đăng nhập vào tài khoản của bạn hôm nay.',
      'Masuk ke akun Anda hari ini.',
      '今天登录您的账户。',
    ),
    period: 'daily',
    kind: 'login_days',
    product: null,
    target: 1,
    reward: 50,
    wallet: 'main',
    multiple: 0,
    points: 2,
  },
  {
    title: t6(
      '20 rodadas de slots',
      '20 slot rounds',
      'สล็อต 20 รอบ',
      '20 vòng quay slot',
      '20 putaran slot',
      '老虎机 20 局',
    ),
    description: t6(
      'Jogue 20 rodadas em qualquer slot.',
      'Play 20 rounds on any slot.',
      'เล่นสล็อตใดก็ได้ 20 รอบ',
      'Chơi 20 vòng ở bất kỳ slot nào.',
      'Mainkan 20 putaran di slot apa pun.',
      '在任意老虎机游戏中玩 20 局。',
    ),
    period: 'daily',
    kind: 'rounds',
    product: 'RNG',
    target: 20,
    reward: 200,
    wallet: 'main',
    multiple: 0,
    points: 10,
  },
  {
    title: t6(
      'Aposte 100 no cassino ao vivo',
      'Wager 100 on live casino',
      'เดิมพัน 100 ในคาสิโนสด',
      'Cược 100 ở sòng bài trực tiếp',
      'Taruhan 100 di kasino langsung',
      '真人娱乐投注 100',
    ),
    description: t6(
      'Apostas válidas nas mesas ao vivo contam.',
      'Valid bets at the live tables count.',
      'นับยอดเดิมพันที่ถูกต้องในโต๊ะสด',
      'Tính các cược hợp lệ tại bàn trực tiếp.',
      'Taruhan valid di meja langsung dihitung.',
      '真人桌台的有效投注计入。',
    ),
    period: 'daily',
    kind: 'wager',
    product: 'LIVE',
    target: 10_000,
    reward: 300,
    wallet: 'bonus',
    multiple: 1,
    points: 15,
  },
  {
    title: t6(
      'Deposite 200 na semana',
      'Deposit 200 this week',
      'ฝากเงิน 200 ในสัปดาห์นี้',
      'Nạp 200 trong tuần này',
      'Deposit 200 minggu ini',
      '本周存款 200',
    ),
    description: t6(
      'A soma dos depósitos da semana conta.',
      "The sum of the week's deposits counts.",
      'นับยอดรวมเงินฝากของสัปดาห์',
      'Tính tổng tiền nạp trong tuần.',
      'Jumlah deposit minggu ini dihitung.',
      '计算本周存款总额。',
    ),
    period: 'weekly',
    kind: 'deposit',
    product: null,
    target: 20_000,
    reward: 1_000,
    wallet: 'bonus',
    multiple: 3,
    points: 30,
  },
  {
    title: t6(
      'Entre em 5 dias',
      'Log in on 5 days',
      'เข้าสู่ระบบ 5 วัน',
      'Đăng nhập 5 ngày',
      'Masuk selama 5 hari',
      '登录 5 天',
    ),
    description: t6(
      'Entre em cinco dias diferentes nesta semana.',
      'Sign in on five different days this week.',
      'เข้าสู่ระบบ 5 วันที่ต่างกันในสัปดาห์นี้',
      'Đăng nhập vào năm ngày khác nhau trong tuần này.',
      'Masuk pada lima hari berbeda minggu ini.',
      '本周在五个不同的日子登录。',
    ),
    period: 'weekly',
    kind: 'login_days',
    product: null,
    target: 5,
    reward: 500,
    wallet: 'main',
    multiple: 0,
    points: 20,
  },
  {
    title: t6(
      'Aposte 2.000 na semana',
      'Wager 2,000 this week',
      'เดิมพัน 2,000 ในสัปดาห์นี้',
      'Cược 2.000 trong tuần',
      'Taruhan 2.000 minggu ini',
      '本周投注 2,000',
    ),
    description: t6(
      'Apostas válidas em todos os jogos contam.',
      'Valid bets on every game count.',
      'นับยอดเดิมพันที่ถูกต้องในทุกเกม',
      'Tính cược hợp lệ ở mọi trò chơi.',
      'Taruhan valid di semua permainan dihitung.',
      '所有游戏的有效投注均计入。',
    ),
    period: 'weekly',
    kind: 'wager',
    product: null,
    target: 200_000,
    reward: 2_000,
    wallet: 'bonus',
    multiple: 3,
    points: 50,
  },
];

interface DemoGoods {
  kind: GoodsKind;
  name: LocalizedText;
  description: LocalizedText;
  points: number;
  requirement: number;
  cash: number | null;
  stock: number | null;
  limit: number | null;
}

const GOODS: DemoGoods[] = [
  // Within reach of demo play (issue 31): one day's missions pay more points than this.
  {
    kind: 'cash',
    name: t6('Crédito de 1', 'Credit of 1', 'เครดิต 1', 'Tín dụng 1', 'Kredit 1', '1 元彩金'),
    description: t6(
      '1,00 na carteira principal após a aprovação: para experimentar a loja de pontos.',
      '1.00 in the main wallet once approved: a first taste of the points mall.',
      '1.00 เข้ากระเป๋าหลักเมื่ออนุมัติ: ลองใช้ร้านแลกแต้มครั้งแรก',
      '1,00 vào ví chính sau khi duyệt: để thử cửa hàng điểm.',
      '1,00 ke dompet utama setelah disetujui: untuk mencoba toko poin.',
      '审核通过后 1.00 存入主钱包：先体验一下积分商城。',
    ),
    points: 10,
    requirement: 0,
    cash: 100,
    stock: null,
    limit: 3,
  },
  {
    kind: 'cash',
    name: t6('Crédito de 10', 'Credit of 10', 'เครดิต 10', 'Tín dụng 10', 'Kredit 10', '10 元彩金'),
    description: t6(
      '10,00 na carteira principal após a aprovação.',
      '10.00 in the main wallet once approved.',
      '10.00 เข้ากระเป๋าหลักเมื่ออนุมัติ',
      '10,00 vào ví chính sau khi duyệt.',
      '10,00 ke dompet utama setelah disetujui.',
      '审核通过后 10.00 存入主钱包。',
    ),
    points: 1_000,
    requirement: 0,
    cash: 1_000,
    stock: null,
    limit: null,
  },
  {
    kind: 'cash',
    name: t6('Crédito de 50', 'Credit of 50', 'เครดิต 50', 'Tín dụng 50', 'Kredit 50', '50 元彩金'),
    description: t6(
      '50,00 na carteira principal após a aprovação.',
      '50.00 in the main wallet once approved.',
      '50.00 เข้ากระเป๋าหลักเมื่ออนุมัติ',
      '50,00 vào ví chính sau khi duyệt.',
      '50,00 ke dompet utama setelah disetujui.',
      '审核通过后 50.00 存入主钱包。',
    ),
    points: 4_800,
    requirement: 100_000,
    cash: 5_000,
    stock: null,
    limit: 5,
  },
  {
    kind: 'item',
    name: t6('Camiseta Lotus', 'Lotus T-shirt', 'เสื้อยืด Lotus', 'Áo thun Lotus', 'Kaos Lotus', 'Lotus T 恤'),
    description: t6(
      'Camiseta de algodão com a marca; entregamos no endereço cadastrado.',
      'Branded cotton T-shirt, sent to your registered address.',
      'เสื้อยืดผ้าฝ้ายพร้อมโลโก้ จัดส่งตามที่อยู่ที่ลงทะเบียน',
      'Áo thun cotton có logo, gửi đến địa chỉ đã đăng ký.',
      'Kaos katun bermerek, dikirim ke alamat terdaftar.',
      '品牌纯棉 T 恤，寄送至您的登记地址。',
    ),
    points: 3_000,
    requirement: 50_000,
    cash: null,
    stock: 50,
    limit: 1,
  },
  {
    kind: 'item',
    name: t6('Fone sem fio', 'Wireless earbuds', 'หูฟังไร้สาย', 'Tai nghe không dây', 'Earbud nirkabel', '无线耳机'),
    description: t6(
      'Fones Bluetooth com estojo de carga.',
      'Bluetooth earbuds with a charging case.',
      'หูฟังบลูทูธพร้อมเคสชาร์จ',
      'Tai nghe Bluetooth kèm hộp sạc.',
      'Earbud Bluetooth dengan casing pengisi daya.',
      '附充电盒的蓝牙耳机。',
    ),
    points: 12_000,
    requirement: 500_000,
    cash: null,
    stock: 10,
    limit: 1,
  },
];

/** Seeds the ladder, missions and goods where the operator has none yet (every start: no change after). */
export async function seedDemoLoyalty(trx: Kysely<DB>): Promise<void> {
  const levels = await trx.selectFrom('vip_levels').select('rank_level').execute();
  if (levels.length <= 1) {
    await trx
      .insertInto('vip_levels')
      .values(
        LEVELS.map((l) => ({
          rank_level: l.rank,
          name: JSON.stringify(l.name),
          color: l.colors[0]!,
          color2: l.colors[1]!,
          turnover_threshold_minor: l.turnover,
          weekly_cashback_bps: l.cashback,
          withdraw_daily_max_minor: l.max,
          birthday_bonus_minor: l.birthday,
          level_up_bonus_minor: l.levelUp,
        })),
      )
      .onConflict((oc) => oc.column('rank_level').doNothing())
      .execute();
  }
  if (!(await trx.selectFrom('missions').select('id').limit(1).executeTakeFirst())) {
    await trx
      .insertInto('missions')
      .values(
        MISSIONS.map((m, position) => ({
          title: JSON.stringify(m.title),
          description: JSON.stringify(m.description),
          period: m.period,
          kind: m.kind,
          product: m.product,
          target: m.target,
          reward_minor: m.reward,
          reward_wallet: m.wallet,
          wagering_multiple: m.multiple,
          mission_points: m.points,
          position,
          // The demo's rewards come approved (decision 033).
          terms_approved_at: new Date(),
        })),
      )
      .execute();
  }
  if (!(await trx.selectFrom('points_goods').select('id').limit(1).executeTakeFirst())) {
    await trx
      .insertInto('points_goods')
      .values(
        GOODS.map((g, position) => ({
          kind: g.kind,
          name: JSON.stringify(g.name),
          description: JSON.stringify(g.description),
          points: g.points,
          amount_requirement_minor: g.requirement,
          cash_value_minor: g.cash,
          stock: g.stock,
          per_member_limit: g.limit,
          position,
          // The demo's cash goods come approved (decision 033).
          terms_approved_at: new Date(),
        })),
      )
      .execute();
  }
}
