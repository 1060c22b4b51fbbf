import type {
  AdminVendor,
  GameAnnouncement,
  GameCategoryCode,
  GameItem,
  VendorCard,
} from '@portal/shared/contracts/games';
import { VASSALAGE } from '@portal/shared/contracts/games';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { Selectable } from 'kysely';
import type { GameAnnouncements, GameVendorCategories, GameVendors } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/column-types.ts';
import { pickText } from '../../platform/localized.ts';
import type { GameRow } from './catalog.repo.ts';
import { lotteryPathOf } from './lottery-entries.ts';

/** Whether a vendor's adapter has what it needs (asked once per list, per vendor). */
export type ConfiguredCheck = (vendorCode: string) => boolean;

/**
 * Whether an entry can open: a lottery entry opens the portal's own lottery launcher (no adapter
 * involved, as in the launch), any other needs its vendor's adapter configured.
 */
const opens = (entry: { category: string; accountType: string; vendorCode: string }, configured: ConfiguredCheck) =>
  lotteryPathOf(entry) !== null || configured(entry.vendorCode);

/** A game as the lobby, favorites and recent lists show it. */
export function presentGame(row: GameRow, language: Language, decimals: number, configured: ConfiguredCheck): GameItem {
  return {
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.game_type,
    gameCategory: row.category as GameCategoryCode,
    gameClassify: row.game_classify,
    code: row.game_code,
    name: pickText(row.name as LocalizedText, language),
    image: row.image_url,
    isHot: row.is_hot,
    minBet: toMajor(row.min_bet_minor, decimals),
    minLineNum: row.min_line_num,
    available:
      row.enabled &&
      row.vendor_enabled &&
      opens({ category: row.category, accountType: row.vendor_account_type, vendorCode: row.vendor_code }, configured),
    maintenance: row.maintenance || row.vendor_maintenance,
  };
}

export interface CardRow {
  category: string;
  is_hot: boolean;
  launch_kind: 'games' | 'lobby';
  code: string;
  name: string;
  small_icon: string | null;
  is_new: boolean;
  maintenance: boolean;
  account_type_name: string;
  lobby_node_id: string | null;
  lobby_enabled: boolean | null;
  game_count: string | number | null;
}

export function presentCard(row: CardRow, configured: ConfiguredCheck): VendorCard {
  return {
    vassalage: row.code,
    name: row.name,
    isHot: row.is_hot,
    isNew: row.is_new,
    smallIcon: row.small_icon,
    accountTypeName: row.account_type_name,
    isGame: row.launch_kind === 'games' ? VASSALAGE : 'LOBBY',
    nodeId: row.launch_kind === 'lobby' ? row.lobby_node_id : null,
    gameCount: Number(row.game_count ?? 0),
    available: opens({ category: row.category, accountType: row.account_type_name, vendorCode: row.code }, configured),
    maintenance: row.maintenance,
  };
}

export function presentAnnouncement(row: Selectable<GameAnnouncements>, language: Language): GameAnnouncement {
  return {
    id: row.id,
    category: row.category,
    title: pickText(row.title as LocalizedText, language),
    content: pickText(row.content as LocalizedText, language),
    timestamp: new Date(row.starts_at).toISOString(),
  };
}

export function presentAdminVendor(
  row: Selectable<GameVendors>,
  categories: Selectable<GameVendorCategories>[],
  configured: boolean,
): AdminVendor {
  return {
    code: row.code,
    name: row.name,
    walletModel: row.wallet_model,
    accountTypeName: row.account_type_name,
    smallIcon: row.small_icon,
    isNew: row.is_new,
    enabled: row.enabled,
    maintenance: row.maintenance,
    position: row.position,
    configured,
    categories: categories.map((c) => ({
      category: c.category,
      isHot: c.is_hot,
      launchKind: c.launch_kind,
      lobbyGameCode: c.lobby_game_code,
      position: c.position,
    })),
  };
}

export function presentAdminGame(row: GameRow, decimals: number, configured: ConfiguredCheck) {
  return {
    ...presentGame(row, 'en', decimals, configured),
    names: Object.fromEntries(
      Object.entries(row.name as LocalizedText).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    enabled: row.enabled,
    hotRank: row.hot_rank,
    position: row.position,
  };
}

export function presentAdminAnnouncement(row: Selectable<GameAnnouncements>) {
  const texts = (t: LocalizedText) =>
    Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    id: row.id,
    category: row.category,
    title: texts(row.title as LocalizedText),
    content: texts(row.content as LocalizedText),
    enabled: row.enabled,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
  };
}

export const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
