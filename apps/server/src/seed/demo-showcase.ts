import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { demoCustomerService, retiredDemoServiceUrls } from './demo-content.ts';

/*
 * A demo that shows everything (issue 31): what ships off for a real brand is on in the demo
 * (live chat, every agent contract kind), its support lines lead somewhere, and the announcements
 * and PvP rooms have something in them. Production never seeds (SEED_DEMO is refused there).
 */

/** The demo's switches; the defaults (settings-defaults.ts) stay off for a real brand. */
export const DEMO_FLAGS = { chat: true, dividend: true, salary: true, hourlySalary: true, realTimeSalary: true };

const text = (en: string, ptBR: string, th: string, vi: string, id: string, zhCN: string) =>
  JSON.stringify({ en, 'pt-BR': ptBR, th, vi, id, 'zh-CN': zhCN });

const ANNOUNCEMENTS = [
  {
    seed_key: 'demo-welcome',
    type: 'PL' as const,
    popup: false,
    position: 1,
    title: text(
      'Welcome to the Lotus Play demo',
      'Bem-vindo à demonstração da Lotus Play',
      'ยินดีต้อนรับสู่เดโม Lotus Play',
      'Chào mừng đến với bản demo Lotus Play',
      'Selamat datang di demo Lotus Play',
      '欢迎体验 Lotus Play 演示版',
    ),
    content: text(
      'Everything here is play money. Try a slot, a fast lottery draw or a card room, complete a mission for points and spend them in the points mall. Questions? Open the live chat from the menu.',
      'Tudo aqui é dinheiro de brincadeira. Experimente um slot, um sorteio rápido ou uma sala de cartas, complete uma missão para ganhar pontos e troque-os na loja de pontos. Dúvidas? Abra o chat ao vivo pelo menu.',
      'ทุกอย่างที่นี่เป็นเงินสมมุติ ลองเล่นสล็อต หวยออกรางวัลด่วน หรือห้องไพ่ ทำภารกิจเพื่อรับแต้มแล้วนำไปแลกในร้านแลกแต้ม มีคำถาม? เปิดแชทสดจากเมนู',
      'Mọi thứ ở đây đều là tiền chơi thử. Hãy thử một game slot, một kỳ xổ số nhanh hoặc phòng bài, hoàn thành nhiệm vụ để nhận điểm và đổi quà ở cửa hàng điểm. Có thắc mắc? Mở trò chuyện trực tuyến từ menu.',
      'Semua di sini uang mainan. Coba slot, undian cepat, atau ruang kartu, selesaikan misi untuk poin dan tukarkan di toko poin. Ada pertanyaan? Buka obrolan langsung dari menu.',
      '这里的一切都是体验金。试试老虎机、快速开奖彩票或棋牌房间，完成任务赚取积分并在积分商城兑换。有疑问？从菜单打开在线客服。',
    ),
  },
  {
    seed_key: 'demo-fast-draws',
    type: 'B' as const,
    popup: false,
    position: 2,
    title: text(
      'Fast draws every few minutes',
      'Sorteios rápidos a cada poucos minutos',
      'หวยออกรางวัลด่วนทุกไม่กี่นาที',
      'Xổ số nhanh vài phút một kỳ',
      'Undian cepat setiap beberapa menit',
      '快速开奖，每隔几分钟一期',
    ),
    content: text(
      'New: 5D and Keno draw around the clock. Results appear on the home page as soon as a draw closes.',
      'Novidade: 5D e Keno sorteiam o dia todo. Os resultados aparecem na página inicial assim que o sorteio fecha.',
      'ใหม่: 5D และ Keno ออกรางวัลตลอดวัน ผลจะแสดงบนหน้าแรกทันทีที่ปิดงวด',
      'Mới: 5D và Keno quay suốt ngày đêm. Kết quả hiện trên trang chủ ngay khi kỳ quay đóng.',
      'Baru: 5D dan Keno diundi sepanjang hari. Hasil tampil di halaman utama begitu undian ditutup.',
      '新上线：5D 与基诺全天开奖，每期结束后结果即刻显示在首页。',
    ),
  },
];

/** Card Hall's rooms (games of demo-games.ts), cheapest first. */
const PVP_ROOMS = [
  [
    'tien-len',
    'tien-len-starter',
    'Starter table',
    'Mesa iniciante',
    'โต๊ะมือใหม่',
    'Bàn tập sự',
    'Meja pemula',
    '新手桌',
    100,
  ],
  [
    'tien-len',
    'tien-len-classic',
    'Classic table',
    'Mesa clássica',
    'โต๊ะคลาสสิก',
    'Bàn cổ điển',
    'Meja klasik',
    '经典桌',
    1_000,
  ],
  [
    'bull-bull',
    'bull-bull-starter',
    'Starter table',
    'Mesa iniciante',
    'โต๊ะมือใหม่',
    'Bàn tập sự',
    'Meja pemula',
    '新手桌',
    100,
  ],
  [
    'bull-bull',
    'bull-bull-high',
    'High rollers',
    'Apostas altas',
    'โต๊ะเดิมพันสูง',
    'Bàn cược lớn',
    'Taruhan tinggi',
    '高额桌',
    10_000,
  ],
  [
    'thirteen-cards',
    'thirteen-cards-starter',
    'Starter table',
    'Mesa iniciante',
    'โต๊ะมือใหม่',
    'Bàn tập sự',
    'Meja pemula',
    '新手桌',
    100,
  ],
  [
    'ludo-royale',
    'ludo-royale-four',
    'Four players',
    'Quatro jogadores',
    'สี่ผู้เล่น',
    'Bốn người chơi',
    'Empat pemain',
    '四人局',
    200,
  ],
] as const;

export async function seedDemoShowcase(trx: Kysely<DB>): Promise<void> {
  // Once only: a brand whose operator set the flags keeps them.
  await trx
    .insertInto('brand_settings')
    .values({ key: 'flags', value: JSON.stringify(DEMO_FLAGS), updated_by: 'demo-seed' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();

  for (const [seedKey, retiredUrl] of Object.entries(retiredDemoServiceUrls)) {
    const line = demoCustomerService.find((c) => c.seed_key === seedKey);
    const still = trx
      .updateTable('customer_service_entries')
      .where('seed_key', '=', seedKey)
      .where('url', '=', retiredUrl);
    await (
      line
        ? still.set({ url: line.url, type: line.type, label: JSON.stringify(line.label) })
        : still.set({ enabled: false })
    ).execute();
  }

  await trx
    .insertInto('announcements')
    .values(ANNOUNCEMENTS)
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();

  const vendor = await trx.selectFrom('game_vendors').select('code').where('code', '=', 'CARD_HALL').executeTakeFirst();
  if (vendor) {
    await trx
      .insertInto('game_pvp_rooms')
      .values(
        PVP_ROOMS.map(([game, room, en, ptBR, th, vi, id, zhCN, minBet], position) => ({
          vendor_code: 'CARD_HALL',
          game_code: game,
          room_code: room,
          name: text(en, ptBR, th, vi, id, zhCN),
          min_bet_minor: minBet,
          position,
        })),
      )
      .onConflict((oc) => oc.columns(['vendor_code', 'room_code']).doNothing())
      .execute();
  }
}
