import type { BannerGroup, BannerLinkType } from '@portal/shared/constants';
import type { Language } from '@portal/shared/languages';

/** Seeded text must exist in every interface language, so the type asks for all of them. */
export type SeedText = Record<Language, string>;

export interface DemoBanner {
  seed_key: string;
  group_name: BannerGroup;
  position: number;
  image_url: string;
  linkage_type: BannerLinkType;
  link_url: string | null;
  title: SeedText;
}

export interface DemoResource {
  seed_key: string;
  resource_type: string;
  url: string;
  /** Null: the client draws the QR code from `url`. */
  qr_code_url: string | null;
  label: SeedText;
  position: number;
}

export interface DemoCustomerService {
  seed_key: string;
  /** 1 live chat link, 2 e-mail, 3 link opened in a popup, 4 messenger. */
  type: 1 | 2 | 3 | 4;
  label: SeedText;
  url: string;
  vip_only: boolean;
  position: number;
}

type BannerSpec = Omit<DemoBanner, 'seed_key' | 'position' | 'image_url'> & { file: string };

/**
 * Banner art lives in apps/web/public/media/banners: scripts/generate-demo-media.ts draws each as an
 * SVG and renders the WebP served here (an SVG image is repainted on the main thread every time).
 */
function banners(specs: BannerSpec[]): DemoBanner[] {
  const positions = new Map<string, number>();
  return specs.map(({ file, ...spec }) => {
    const position = (positions.get(spec.group_name) ?? 0) + 1;
    positions.set(spec.group_name, position);
    return { ...spec, seed_key: `banner-${file}`, position, image_url: `/media/banners/${file}.webp` };
  });
}

export const demoBanners: DemoBanner[] = banners([
  {
    file: 'home-1',
    group_name: 'home',
    linkage_type: 'INTERNAL',
    link_url: '/promotions',
    title: {
      en: 'Welcome bonus: +100% on your first deposit',
      'pt-BR': 'Bônus de boas-vindas: +100% no primeiro depósito',
      th: 'โบนัสต้อนรับ: รับเพิ่ม 100% สำหรับการฝากครั้งแรก',
      vi: 'Thưởng chào mừng: +100% cho lần nạp đầu tiên',
      id: 'Bonus sambutan: +100% untuk deposit pertama',
      'zh-CN': '欢迎奖金：首次存款加赠 100%',
    },
  },
  {
    file: 'home-2',
    group_name: 'home',
    linkage_type: 'INTERNAL',
    link_url: '/vnlottery',
    title: {
      en: 'XSMB daily draw at 18:15',
      'pt-BR': 'Sorteio diário XSMB às 18:15',
      th: 'ออกรางวัล XSMB ทุกวัน เวลา 18:15 น.',
      vi: 'Xổ số miền Bắc mở thưởng lúc 18:15 mỗi ngày',
      id: 'Undian harian XSMB pukul 18:15',
      'zh-CN': '越南北部彩票每日 18:15 开奖',
    },
  },
  {
    file: 'home-3',
    group_name: 'home',
    linkage_type: 'INTERNAL',
    link_url: '/live',
    title: {
      en: 'Live casino, open 24/7',
      'pt-BR': 'Cassino ao vivo, aberto 24/7',
      th: 'คาสิโนสด เปิดตลอด 24 ชั่วโมง',
      vi: 'Sòng bài trực tuyến mở cửa 24/7',
      id: 'Kasino langsung, buka 24/7',
      'zh-CN': '真人娱乐场，全天候开放',
    },
  },
  {
    file: 'rng-1',
    group_name: 'rng',
    linkage_type: 'INTERNAL',
    link_url: '/promotions',
    title: {
      en: 'Slots: win up to x5000',
      'pt-BR': 'Slots: ganhe até x5000',
      th: 'สล็อต: ชนะสูงสุด x5000',
      vi: 'Slot: thắng tới x5000',
      id: 'Slot: menang hingga x5000',
      'zh-CN': '老虎机：最高赢取 5000 倍',
    },
  },
  {
    file: 'rng-2',
    group_name: 'rng',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'New slot games every week',
      'pt-BR': 'Novos slots toda semana',
      th: 'เกมสล็อตใหม่ทุกสัปดาห์',
      vi: 'Trò chơi slot mới mỗi tuần',
      id: 'Game slot baru setiap minggu',
      'zh-CN': '每周上线新老虎机游戏',
    },
  },
  {
    file: 'live-1',
    group_name: 'live',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Live dealers around the clock',
      'pt-BR': 'Crupiês ao vivo a qualquer hora',
      th: 'ดีลเลอร์สดตลอดทั้งวันทั้งคืน',
      vi: 'Người chia bài trực tiếp suốt ngày đêm',
      id: 'Dealer langsung sepanjang waktu',
      'zh-CN': '真人荷官全天候服务',
    },
  },
  {
    file: 'live-2',
    group_name: 'live',
    linkage_type: 'INTERNAL',
    link_url: '/promotions',
    title: {
      en: 'Blackjack and baccarat tables',
      'pt-BR': 'Mesas de blackjack e bacará',
      th: 'โต๊ะแบล็คแจ็คและบาคาร่า',
      vi: 'Bàn blackjack và baccarat',
      id: 'Meja blackjack dan bakarat',
      'zh-CN': '二十一点与百家乐牌桌',
    },
  },
  {
    file: 'fish-1',
    group_name: 'fish',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Fishing games: catch up to x1000',
      'pt-BR': 'Jogos de pesca: capture até x1000',
      th: 'เกมยิงปลา: รางวัลสูงสุด x1000',
      vi: 'Bắn cá: thưởng tới x1000',
      id: 'Game tembak ikan: hadiah hingga x1000',
      'zh-CN': '捕鱼游戏：最高 1000 倍',
    },
  },
  {
    file: 'pvp-1',
    group_name: 'pvp',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Card rooms: play against real players',
      'pt-BR': 'Salas de cartas: jogue contra pessoas reais',
      th: 'ห้องไพ่: เล่นกับผู้เล่นจริง',
      vi: 'Phòng bài: đấu với người chơi thật',
      id: 'Ruang kartu: lawan pemain sungguhan',
      'zh-CN': '棋牌房：与真人玩家对战',
    },
  },
  {
    file: 'sports-1',
    group_name: 'sports',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Sports betting with competitive odds',
      'pt-BR': 'Apostas esportivas com odds competitivas',
      th: 'เดิมพันกีฬาด้วยอัตราต่อรองที่คุ้มค่า',
      vi: 'Cá cược thể thao với tỷ lệ hấp dẫn',
      id: 'Taruhan olahraga dengan odds bersaing',
      'zh-CN': '体育投注，赔率更具竞争力',
    },
  },
  {
    file: 'esports-1',
    group_name: 'esports',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Esports: bet on every major match',
      'pt-BR': 'eSports: aposte em todas as grandes partidas',
      th: 'อีสปอร์ต: เดิมพันทุกแมตช์ใหญ่',
      vi: 'Thể thao điện tử: cược mọi trận đấu lớn',
      id: 'Esports: bertaruh di setiap laga besar',
      'zh-CN': '电子竞技：投注每一场重要赛事',
    },
  },
  {
    file: 'elott-1',
    group_name: 'elott',
    linkage_type: 'INTERNAL',
    link_url: '/vnlottery',
    title: {
      en: 'Lottery: pick your numbers from 00 to 99',
      'pt-BR': 'Loteria: escolha seus números de 00 a 99',
      th: 'ลอตเตอรี่: เลือกเลขของคุณตั้งแต่ 00 ถึง 99',
      vi: 'Xổ số: chọn số của bạn từ 00 đến 99',
      id: 'Lotre: pilih angka Anda dari 00 sampai 99',
      'zh-CN': '彩票：从 00 到 99 选择您的号码',
    },
  },
  {
    file: 'elott-2',
    group_name: 'elott',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Fast draws every 5 minutes',
      'pt-BR': 'Sorteios rápidos a cada 5 minutos',
      th: 'ออกรางวัลด่วนทุก 5 นาที',
      vi: 'Quay thưởng nhanh mỗi 5 phút',
      id: 'Undian cepat setiap 5 menit',
      'zh-CN': '每 5 分钟快速开奖',
    },
  },
  {
    file: 'down-1',
    group_name: 'down',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Get the Lotus Play app for Android and iOS',
      'pt-BR': 'Baixe o app Lotus Play para Android e iOS',
      th: 'ดาวน์โหลดแอป Lotus Play สำหรับ Android และ iOS',
      vi: 'Tải ứng dụng Lotus Play cho Android và iOS',
      id: 'Unduh aplikasi Lotus Play untuk Android dan iOS',
      'zh-CN': '下载 Lotus Play 安卓和 iOS 应用',
    },
  },
  {
    file: 'promotions-1',
    group_name: 'promotions',
    linkage_type: 'INTERNAL',
    link_url: '/register',
    title: {
      en: 'Double your first deposit',
      'pt-BR': 'Dobre o seu primeiro depósito',
      th: 'รับเงินฝากครั้งแรกเพิ่มเป็นสองเท่า',
      vi: 'Nhân đôi lần nạp đầu tiên',
      id: 'Gandakan deposit pertama Anda',
      'zh-CN': '首存翻倍',
    },
  },
  {
    file: 'promotions-2',
    group_name: 'promotions',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'VIP club: rewards grow with every level',
      'pt-BR': 'Clube VIP: as recompensas crescem a cada nível',
      th: 'VIP คลับ: รางวัลเพิ่มขึ้นทุกระดับ',
      vi: 'Câu lạc bộ VIP: phần thưởng tăng theo từng cấp',
      id: 'Klub VIP: hadiah bertambah di setiap level',
      'zh-CN': 'VIP 俱乐部：等级越高奖励越多',
    },
  },
  {
    file: 'pointMall-1',
    group_name: 'pointMall',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Turn your points into rewards',
      'pt-BR': 'Troque seus pontos por recompensas',
      th: 'แลกคะแนนของคุณเป็นของรางวัล',
      vi: 'Đổi điểm của bạn lấy phần thưởng',
      id: 'Tukarkan poin Anda dengan hadiah',
      'zh-CN': '用积分兑换奖励',
    },
  },
  {
    file: 'help-1',
    group_name: 'help',
    linkage_type: 'INTERNAL',
    link_url: '/helpmc',
    title: {
      en: 'Customer service is here 24/7',
      'pt-BR': 'Atendimento ao cliente 24/7',
      th: 'ฝ่ายบริการลูกค้าพร้อมช่วยเหลือตลอด 24 ชั่วโมง',
      vi: 'Chăm sóc khách hàng luôn sẵn sàng 24/7',
      id: 'Layanan pelanggan siap 24/7',
      'zh-CN': '客服全天候为您服务',
    },
  },
  {
    file: 'help-2',
    group_name: 'help',
    linkage_type: 'EXTERNAL',
    link_url: 'https://www.begambleaware.org',
    title: {
      en: 'Play responsibly: adults 18+ only',
      'pt-BR': 'Jogue com responsabilidade: somente maiores de 18 anos',
      th: 'เล่นอย่างรับผิดชอบ: สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
      vi: 'Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi',
      id: 'Bermain secara bertanggung jawab: khusus usia 18+',
      'zh-CN': '理性娱乐：仅限 18 岁以上成年人',
    },
  },
  {
    file: 'register-1',
    group_name: 'register',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'New player bonus of 1000 when you sign up',
      'pt-BR': 'Bônus de 1000 para novos jogadores no cadastro',
      th: 'โบนัสผู้เล่นใหม่ 1000 เมื่อสมัครสมาชิก',
      vi: 'Thưởng 1000 cho người chơi mới khi đăng ký',
      id: 'Bonus pemain baru 1000 saat mendaftar',
      'zh-CN': '新玩家注册即送 1000 奖金',
    },
  },
  {
    file: 'inhouse-1',
    group_name: 'inhouse',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Lotus originals: dice and crash games',
      'pt-BR': 'Originais Lotus: jogos de dados e crash',
      th: 'เกมออริจินัลของ Lotus: ลูกเต๋าและแครช',
      vi: 'Trò chơi độc quyền Lotus: xúc xắc và crash',
      id: 'Game orisinal Lotus: dadu dan crash',
      'zh-CN': 'Lotus 原创游戏：骰子与爆点',
    },
  },
  {
    file: 'pge-1',
    group_name: 'pge',
    linkage_type: 'NONE',
    link_url: null,
    title: {
      en: 'Gem slots with wins up to x2500',
      'pt-BR': 'Slots de gemas com prêmios até x2500',
      th: 'สล็อตอัญมณี ชนะสูงสุด x2500',
      vi: 'Slot đá quý với mức thắng tới x2500',
      id: 'Slot permata dengan kemenangan hingga x2500',
      'zh-CN': '宝石老虎机，最高赢取 2500 倍',
    },
  },
]);

/** Demo addresses use the reserved .example domain, or handles plainly marked as demo. */
export const demoResources: DemoResource[] = [
  {
    seed_key: 'resource-android',
    resource_type: 'Android',
    url: 'https://lotus.example/app/android',
    qr_code_url: null,
    position: 1,
    label: {
      en: 'Android app',
      'pt-BR': 'App para Android',
      th: 'แอปสำหรับ Android',
      vi: 'Ứng dụng Android',
      id: 'Aplikasi Android',
      'zh-CN': '安卓应用',
    },
  },
  {
    seed_key: 'resource-ios',
    resource_type: 'MOBILECONFIG',
    url: 'https://lotus.example/app/ios',
    qr_code_url: null,
    position: 2,
    label: {
      en: 'iOS app',
      'pt-BR': 'App para iOS',
      th: 'แอปสำหรับ iOS',
      vi: 'Ứng dụng iOS',
      id: 'Aplikasi iOS',
      'zh-CN': 'iOS 应用',
    },
  },
  {
    seed_key: 'resource-affiliate',
    resource_type: 'AFFILIATELINK',
    url: '/register?referralCode=DEMO',
    qr_code_url: null,
    position: 3,
    label: {
      en: 'Become an affiliate',
      'pt-BR': 'Seja um afiliado',
      th: 'สมัครเป็นพันธมิตร',
      vi: 'Trở thành đại lý',
      id: 'Jadi afiliasi',
      'zh-CN': '成为代理',
    },
  },
  {
    seed_key: 'resource-facebook',
    resource_type: 'FACEBOOK',
    url: 'https://www.facebook.com/lotusplay.demo',
    qr_code_url: null,
    position: 4,
    label: {
      en: 'Follow us on Facebook',
      'pt-BR': 'Siga-nos no Facebook',
      th: 'ติดตามเราบน Facebook',
      vi: 'Theo dõi chúng tôi trên Facebook',
      id: 'Ikuti kami di Facebook',
      'zh-CN': '在 Facebook 上关注我们',
    },
  },
  {
    seed_key: 'resource-instagram',
    resource_type: 'INSTAGRAM',
    url: 'https://www.instagram.com/lotusplay.demo',
    qr_code_url: null,
    position: 5,
    label: {
      en: 'Follow us on Instagram',
      'pt-BR': 'Siga-nos no Instagram',
      th: 'ติดตามเราบน Instagram',
      vi: 'Theo dõi chúng tôi trên Instagram',
      id: 'Ikuti kami di Instagram',
      'zh-CN': '在 Instagram 上关注我们',
    },
  },
  {
    seed_key: 'resource-telegram',
    resource_type: 'TELEGRAM',
    url: 'https://t.me/lotusplay_demo',
    qr_code_url: null,
    position: 6,
    label: {
      en: 'Join our Telegram channel',
      'pt-BR': 'Entre no nosso canal do Telegram',
      th: 'เข้าร่วมช่อง Telegram ของเรา',
      vi: 'Tham gia kênh Telegram của chúng tôi',
      id: 'Gabung kanal Telegram kami',
      'zh-CN': '加入我们的 Telegram 频道',
    },
  },
  {
    seed_key: 'resource-speedtest',
    resource_type: 'SpeedTest',
    url: 'https://lotus.example/speedtest',
    qr_code_url: null,
    position: 7,
    label: {
      en: 'Connection speed test',
      'pt-BR': 'Teste de velocidade da conexão',
      th: 'ทดสอบความเร็วการเชื่อมต่อ',
      vi: 'Kiểm tra tốc độ kết nối',
      id: 'Tes kecepatan koneksi',
      'zh-CN': '线路测速',
    },
  },
];

/**
 * The demo's support lines point at the portal's own pages (issue 31): the live chat (/?chat=open
 * opens the chat drawer, or the sign-in for a visitor) and the help center. A real brand sets its
 * own lines in the console.
 */
export const demoCustomerService: DemoCustomerService[] = [
  {
    seed_key: 'cs-live-chat',
    type: 1,
    url: '/?chat=open',
    vip_only: false,
    position: 1,
    label: {
      en: 'Live chat',
      'pt-BR': 'Chat ao vivo',
      th: 'แชทสด',
      vi: 'Trò chuyện trực tuyến',
      id: 'Obrolan langsung',
      'zh-CN': '在线客服',
    },
  },
  {
    seed_key: 'cs-popup',
    type: 1,
    url: '/helpmc',
    vip_only: false,
    position: 2,
    label: {
      en: 'Help center',
      'pt-BR': 'Central de ajuda',
      th: 'ศูนย์ช่วยเหลือ',
      vi: 'Trung tâm trợ giúp',
      id: 'Pusat bantuan',
      'zh-CN': '帮助中心',
    },
  },
  {
    seed_key: 'cs-feedback',
    type: 1,
    url: '/?mc=feedback',
    vip_only: false,
    position: 3,
    label: {
      en: 'Send us a message',
      'pt-BR': 'Envie uma mensagem',
      th: 'ส่งข้อความถึงเรา',
      vi: 'Gửi tin nhắn cho chúng tôi',
      id: 'Kirim pesan kepada kami',
      'zh-CN': '给我们留言',
    },
  },
  {
    seed_key: 'cs-vip-host',
    type: 1,
    url: '/?chat=open',
    vip_only: true,
    position: 4,
    label: {
      en: 'VIP host',
      'pt-BR': 'Atendente VIP',
      th: 'ผู้ดูแล VIP',
      vi: 'Chuyên viên VIP',
      id: 'Layanan khusus VIP',
      'zh-CN': 'VIP 专属客服',
    },
  },
];

/**
 * Lines an earlier demo seeded with addresses that lead nowhere (example domains), by seed key and
 * that address: a row still holding it is moved to its line above, or taken off the site when the
 * line is gone. A row an operator changed is left alone.
 */
export const retiredDemoServiceUrls: Record<string, string> = {
  'cs-live-chat': 'https://chat.lotus.example/live',
  'cs-email': 'mailto:support@lotus.example',
  'cs-popup': 'https://support.lotus.example/desk',
  'cs-telegram': 'https://t.me/lotusplay_support_demo',
  'cs-vip-host': 'https://chat.lotus.example/vip',
};

export const demoDomains: { domain: string; kind: 'main' | 'backup' | 'app'; position: number }[] = [
  { domain: 'play.lotus.example', kind: 'main', position: 1 },
  { domain: 'm.lotus.example', kind: 'backup', position: 1 },
  { domain: 'vip.lotus.example', kind: 'backup', position: 2 },
  { domain: 'get.lotus.example', kind: 'app', position: 1 },
];
