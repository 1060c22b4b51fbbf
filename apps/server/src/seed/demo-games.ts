import type { Insertable, Kysely } from 'kysely';
import { INHOUSE_GAMES, INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import type { DB, Games, GameVendors } from '../db/schema.ts';
import type { GameCategoryCode } from '../db/column-types.ts';
import { DEMO_GAME_NAMES } from './demo-game-names.ts';

/*
 * The demo catalog: the in-house studio's four games and catalog entries of invented third-party
 * vendors. The live-casino, fishing, sports, card-room and esports vendors are played by the demo
 * provider of our own (features/providers/demo), configured only when the demo is seeded; the
 * others have no credentials in the demo, so their adapters are not configured and their games
 * show as unavailable: the entries are real catalog rows, never fake games. Tiles are plain SVGs under apps/web/public/games/ (no third-party art). Inserted once by
 * seed_key: seeding again changes nothing and keeps an operator's edits.
 */

type Vendor = Omit<Insertable<GameVendors>, 'seed_key'> & {
  cards: { category: GameCategoryCode; isHot?: boolean; lobbyGameCode?: string; position: number }[];
};

const VENDORS: Vendor[] = [
  {
    code: INHOUSE_VENDOR,
    name: 'Lotus Studio',
    wallet_model: 'seamless',
    account_type_name: 'INHOUSE',
    small_icon: '/games/vendor-inhouse.svg',
    is_new: true,
    position: 1,
    cards: [{ category: 'RNG', isHot: true, position: 1 }],
  },
  {
    code: 'PGSOFT',
    name: 'PG Soft',
    wallet_model: 'seamless',
    account_type_name: 'PGSOFT',
    small_icon: '/games/vendor-pgsoft.svg',
    position: 2,
    cards: [{ category: 'RNG', isHot: true, position: 2 }],
  },
  {
    code: 'AURORA_LIVE',
    name: 'Aurora Live',
    wallet_model: 'seamless',
    account_type_name: 'AURORA_LIVE',
    small_icon: '/games/vendor-aurora-live.svg',
    position: 3,
    cards: [{ category: 'LIVE', isHot: true, position: 1 }],
  },
  {
    code: 'STADIUM_BOOK',
    name: 'Stadium Book',
    wallet_model: 'transfer',
    account_type_name: 'STADIUM_BOOK',
    small_icon: '/games/vendor-stadium-book.svg',
    position: 4,
    cards: [{ category: 'SPORTS', lobbyGameCode: 'sportsbook', position: 1 }],
  },
  {
    code: 'OCEAN_JOY',
    name: 'Ocean Joy',
    wallet_model: 'seamless',
    account_type_name: 'OCEAN_JOY',
    small_icon: '/games/vendor-ocean-joy.svg',
    position: 5,
    cards: [{ category: 'FISH', position: 1 }],
  },
  {
    code: 'CARD_HALL',
    name: 'Card Hall',
    wallet_model: 'transfer',
    account_type_name: 'CARD_HALL',
    small_icon: '/games/vendor-card-hall.svg',
    is_new: true,
    position: 6,
    cards: [{ category: 'PVP', position: 1 }],
  },
  {
    code: 'ARENA_X',
    name: 'Arena X',
    wallet_model: 'transfer',
    account_type_name: 'ARENA_X',
    small_icon: '/games/vendor-arena-x.svg',
    position: 7,
    cards: [{ category: 'ESPORTS', lobbyGameCode: 'esports-lobby', position: 1 }],
  },
  {
    code: 'TCG_SEA',
    name: 'TCG Lottery',
    wallet_model: 'transfer',
    account_type_name: 'TCG_SEA',
    small_icon: '/games/vendor-tcg-sea.svg',
    position: 8,
    cards: [{ category: 'ELOTT', isHot: true, lobbyGameCode: 'sea-lottery', position: 1 }],
  },
];

interface DemoGame {
  vendor: string;
  code: string;
  category: GameCategoryCode | 'LOTT';
  gameType: string;
  classify: string | null;
  names: (typeof DEMO_GAME_NAMES)[string];
  minBetMinor: number;
  lines?: number;
  hotRank?: number;
}

const INHOUSE_KIND: Record<(typeof INHOUSE_GAMES)[number], { classify: string; lines?: number }> = {
  'lotus-slot': { classify: 'SLOT', lines: 20 },
  dice: { classify: 'TABLE' },
  baccarat: { classify: 'TABLE' },
  mines: { classify: 'ARCADE' },
};

const slot = (code: string, lines: number, minBetMinor: number, hotRank?: number): DemoGame => ({
  vendor: 'PGSOFT',
  code,
  category: 'RNG',
  gameType: 'RNG',
  classify: 'SLOT',
  names: DEMO_GAME_NAMES[code]!,
  minBetMinor,
  lines,
  hotRank,
});

const GAMES: DemoGame[] = [
  ...INHOUSE_GAMES.map((code, i): DemoGame => ({
    vendor: INHOUSE_VENDOR,
    code,
    category: 'RNG',
    gameType: 'RNG',
    classify: INHOUSE_KIND[code].classify,
    names: DEMO_GAME_NAMES[code]!,
    minBetMinor: 10,
    lines: INHOUSE_KIND[code].lines,
    hotRank: i + 1,
  })),
  slot('jade-koi', 25, 20, 5),
  slot('dragon-lantern', 30, 20, 6),
  slot('mahjong-bloom', 1024, 40),
  slot('temple-quest', 20, 20),
  slot('neon-tiger', 5, 10, 7),
  slot('panda-feast', 243, 20),
  slot('sakura-spin', 40, 40),
  slot('desert-sun', 20, 20),
  slot('candy-comet', 0, 20),
  slot('samba-reels', 25, 10),
  ...(
    [
      ['speed-baccarat', 'BACCARAT', 100],
      ['squeeze-baccarat', 'BACCARAT', 500],
      ['auto-roulette', 'ROULETTE', 50],
      ['lightning-roulette', 'ROULETTE', 20],
      ['blackjack-vip', 'BLACKJACK', 1000],
      ['dragon-tiger', 'BACCARAT', 100],
    ] as const
  ).map(([code, classify, minBetMinor]): DemoGame => ({
    vendor: 'AURORA_LIVE',
    code,
    category: 'LIVE',
    gameType: 'LIVE',
    classify,
    names: DEMO_GAME_NAMES[code]!,
    minBetMinor,
  })),
  {
    vendor: 'STADIUM_BOOK',
    code: 'sportsbook',
    category: 'SPORTS',
    gameType: 'SPORTS',
    classify: null,
    names: DEMO_GAME_NAMES['sportsbook']!,
    minBetMinor: 100,
  },
  ...(['reef-hunter', 'golden-shark', 'kraken-strike', 'pearl-cannon'] as const).map((code): DemoGame => ({
    vendor: 'OCEAN_JOY',
    code,
    category: 'FISH',
    gameType: 'FISH',
    classify: 'FISHING',
    names: DEMO_GAME_NAMES[code]!,
    minBetMinor: 10,
  })),
  ...(
    [
      ['tien-len', 'CARD'],
      ['thirteen-cards', 'CARD'],
      ['bull-bull', 'CARD'],
      ['ludo-royale', 'BOARD'],
    ] as const
  ).map(([code, classify]): DemoGame => ({
    vendor: 'CARD_HALL',
    code,
    category: 'PVP',
    gameType: 'PVP',
    classify,
    names: DEMO_GAME_NAMES[code]!,
    minBetMinor: 100,
  })),
  {
    vendor: 'ARENA_X',
    code: 'esports-lobby',
    category: 'ESPORTS',
    gameType: 'ESPORTS',
    classify: null,
    names: DEMO_GAME_NAMES['esports-lobby']!,
    minBetMinor: 100,
  },
  {
    vendor: 'TCG_SEA',
    code: 'sea-lottery',
    category: 'ELOTT',
    gameType: 'ELOTT',
    classify: null,
    names: DEMO_GAME_NAMES['sea-lottery']!,
    minBetMinor: 100,
  },
];

/** The transfer-model vendors the demo vendor of features/providers/demo/transfer plays. */
const DEMO_TRANSFER_WALLETS = ['STADIUM_BOOK', 'CARD_HALL', 'ARENA_X'];

/** The tile of a seeded game: one SVG per game under apps/web/public/games/. */
export const demoGameImage = (vendor: string, code: string) =>
  `/games/${vendor.toLowerCase().replace(/_/g, '-')}-${code}.svg`;

export const DEMO_GAMES = GAMES;
export const DEMO_VENDORS = VENDORS;

export async function seedDemoGames(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { cards, ...vendor } of VENDORS) {
      const inserted = await trx
        .insertInto('game_vendors')
        .values({ ...vendor, seed_key: `demo-vendor-${vendor.code}` })
        .onConflict((oc) => oc.doNothing())
        .returning('code')
        .executeTakeFirst();
      // Cards only with a new vendor: a card the operator took away stays away after a restart.
      if (!inserted) continue;
      for (const card of cards) {
        await trx
          .insertInto('game_vendor_categories')
          .values({
            vendor_code: vendor.code,
            category: card.category,
            is_hot: card.isHot ?? false,
            launch_kind: card.lobbyGameCode ? 'lobby' : 'games',
            lobby_game_code: card.lobbyGameCode ?? null,
            position: card.position,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    const rows = GAMES.map((game, i): Insertable<Games> => ({
      node_id: `${game.vendor}:${game.code}`,
      vendor_code: game.vendor,
      game_code: game.code,
      category: game.category,
      name: JSON.stringify(game.names),
      game_type: game.gameType,
      game_classify: game.classify,
      min_bet_minor: game.minBetMinor,
      min_line_num: game.lines ?? 0,
      image_url: demoGameImage(game.vendor, game.code),
      is_hot: game.hotRank !== undefined,
      hot_rank: game.hotRank ?? 0,
      position: i + 1,
      seed_key: `demo-game-${game.vendor}-${game.code}`,
    }));
    await trx
      .insertInto('games')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    // The demo transfer vendor plays sports, card rooms and esports: the player may move money to
    // their wallets (features/providers/demo/transfer). Once only: an operator's list stays.
    await trx
      .insertInto('brand_settings')
      .values({
        key: 'wallet',
        value: JSON.stringify({ transferVendors: DEMO_TRANSFER_WALLETS }),
        updated_by: 'demo-seed',
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await trx
      .insertInto('game_announcements')
      .values([
        {
          category: 'RNG',
          title: JSON.stringify({
            en: 'Lotus Fortune is live',
            'pt-BR': 'Fortuna de Lótus chegou',
            th: 'โชคลาภดอกบัวเปิดให้เล่นแล้ว',
            vi: 'Tài Lộc Hoa Sen đã ra mắt',
            id: 'Keberuntungan Teratai kini hadir',
            'zh-CN': '莲花财富上线',
          }),
          content: JSON.stringify({
            en: 'Our own provably fair slot: check every spin on the verification page.',
            'pt-BR': 'Nosso caça-níqueis comprovadamente justo: confira cada giro na página de verificação.',
            th: 'สล็อตที่พิสูจน์ความยุติธรรมได้ของเราเอง: ตรวจสอบทุกการหมุนได้ที่หน้าตรวจสอบ',
            vi: 'Máy quay công bằng có thể chứng minh của riêng chúng tôi: kiểm tra từng vòng quay trên trang xác minh.',
            id: 'Slot kami sendiri yang terbukti adil: periksa setiap putaran di halaman verifikasi.',
            'zh-CN': '我们自己的可证明公平老虎机：每一次旋转都可在验证页面核对。',
          }),
          seed_key: 'demo-announcement-lotus-fortune',
          starts_at: new Date('2024-01-01T00:00:00Z'),
        },
        {
          category: 'INHOUSE',
          title: JSON.stringify({
            en: 'Lotus Studio games',
            'pt-BR': 'Jogos do Lotus Studio',
            th: 'เกมของ Lotus Studio',
            vi: 'Trò chơi của Lotus Studio',
            id: 'Permainan Lotus Studio',
            'zh-CN': '莲花工作室游戏',
          }),
          content: JSON.stringify({
            en: 'Slot, dice, baccarat and mines, each with its server seed hash shown before you play.',
            'pt-BR':
              'Caça-níqueis, dados, bacará e minas, cada um com o hash da semente do servidor mostrado antes de jogar.',
            th: 'สล็อต ลูกเต๋า บาคาร่า และเหมือง แต่ละเกมแสดงแฮชของเมล็ดเซิร์ฟเวอร์ก่อนที่คุณจะเล่น',
            vi: 'Máy quay, xúc xắc, baccarat và dò mìn, mỗi trò đều hiển thị mã băm hạt giống máy chủ trước khi bạn chơi.',
            id: 'Slot, dadu, bakarat, dan ranjau, masing-masing menampilkan hash benih server sebelum Anda bermain.',
            'zh-CN': '老虎机、骰子、百家乐和扫雷，每款游戏在开始前都会显示服务器种子哈希。',
          }),
          seed_key: 'demo-announcement-lotus-studio',
          starts_at: new Date('2024-01-01T00:00:00Z'),
        },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
