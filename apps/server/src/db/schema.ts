import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables in db/migrations, kept beside them by hand and checked by the tests. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type LocalizedText = Partial<Record<string, string>>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface BrandSettingsTable {
  key: string;
  value: Json<Record<string, unknown>>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: Buffer | Uint8Array;
  subject_type: 'operator' | 'member';
  subject_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  absolute_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
  idle_minutes: number | null;
}

export interface EncryptionKeysTable {
  kid: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  group_name: string;
  position: number;
  image_url: string;
  linkage_type: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  link_url: string | null;
  title: Json<LocalizedText>;
  enabled: Generated<boolean>;
  seed_key: string | null;
}

export interface ResourcesTable {
  id: Generated<number>;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label: Json<LocalizedText>;
  position: number;
  seed_key: string | null;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category: string;
  position: number;
  title: Json<LocalizedText>;
  content: Json<LocalizedText>;
  seed_key: string | null;
}

export interface CustomerServiceEntriesTable {
  id: Generated<number>;
  type: number;
  label: Json<LocalizedText>;
  url: string;
  vip_only: Generated<boolean>;
  position: number;
  seed_key: string | null;
}

export interface DomainRoutesTable {
  id: Generated<number>;
  domain: string;
  position: number;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  subject: string | null;
  body: string;
  html: string | null;
  created_at: Timestamp;
}

export interface DB {
  brand_settings: BrandSettingsTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  encryption_keys: EncryptionKeysTable;
  banners: BannersTable;
  resources: ResourcesTable;
  help_articles: HelpArticlesTable;
  customer_service_entries: CustomerServiceEntriesTable;
  domain_routes: DomainRoutesTable;
  outbox_messages: OutboxMessagesTable;
  members: MembersTable;
  captcha_challenges: CaptchaChallengesTable;
  login_failures: LoginFailuresTable;
  security_events: SecurityEventsTable;
  verification_codes: VerificationCodesTable;
  server_secrets: ServerSecretsTable;
  member_two_step: MemberTwoStepTable;
  member_recovery_codes: MemberRecoveryCodesTable;
  member_known_ips: MemberKnownIpsTable;
  login_challenges: LoginChallengesTable;
}

/** 0 player; 1, 2, 41, 42 agent types; 4 trial. */
export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;

export interface MembersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  type: ColumnType<MemberType, MemberType | undefined, MemberType>;
  status: ColumnType<'active' | 'frozen', 'active' | 'frozen' | undefined, 'active' | 'frozen'>;
  nickname: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  /** When the member proved the e-mail with a code (binding); null for an address never proven. */
  email_verified_at: Timestamp | null;
  referral_code: string;
  upline_id: number | null;
  avatar_url: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  zalo: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  register_domain: string | null;
  register_ip: string | null;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
  created_at: Timestamp;
}

export interface CaptchaChallengesTable {
  id: string;
  answer_hash: Buffer | Uint8Array;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  kind: 'account' | 'ip';
  key: string;
  count: number;
  window_started_at: Timestamp;
  last_failed_at: Timestamp;
  locked_until: Timestamp | null;
  lock_count: Generated<number>;
}

export type SecurityEventKind =
  | 'login_success'
  | 'login_failure'
  | 'login_locked'
  | 'password_change'
  | 'logout'
  | 'register'
  | 'password_reset'
  | 'sms_login'
  | 'login_challenge'
  | 'login_challenge_failure'
  | 'two_step_enabled'
  | 'two_step_disabled'
  | 'recovery_code_used'
  | 'recovery_codes_renewed'
  | 'session_revoked'
  | 'mobile_bound'
  | 'email_bound'
  | 'profile_update'
  | 'social_login'
  | 'social_link'
  | 'social_register'
  | 'payment_password_set'
  | 'payment_password_change'
  | 'payment_password_locked';

export interface SecurityEventsTable {
  id: Generated<number>;
  member_id: number | null;
  username: string | null;
  kind: SecurityEventKind;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export type VerificationPurpose = 'register' | 'login' | 'password-reset' | 'bind' | 'two-step';

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  recipient: string;
  code_hash: Buffer | Uint8Array;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  send_ip: string | null;
  created_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: Buffer | Uint8Array;
  created_at: Generated<Date>;
}

export interface MemberTwoStepTable {
  member_id: number;
  secret_encrypted: string;
  enabled_at: Timestamp | null;
  last_step: number | null;
  created_at: Timestamp;
}

export interface MemberRecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: Buffer | Uint8Array;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MemberKnownIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: Buffer | Uint8Array;
  member_id: number;
  ip: string;
  method: 'totp' | 'sms';
  default_password: ColumnType<boolean, boolean | undefined, boolean>;
  remember_me: ColumnType<boolean, boolean | undefined, boolean>;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Social sign-in (migration 0007); merged into DB above, so this block only appends. */
export interface DB {
  social_providers: SocialProvidersTable;
  member_social_identities: MemberSocialIdentitiesTable;
  social_login_attempts: SocialLoginAttemptsTable;
  social_handoffs: SocialHandoffsTable;
}

export interface SocialProvidersTable {
  id: Generated<number>;
  key: string;
  name: string;
  issuer_url: string;
  client_id: string;
  client_secret_encrypted: string;
  scopes: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberSocialIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  member_id: number;
  email: string | null;
  created_at: Timestamp;
}

export interface SocialLoginAttemptsTable {
  id: Generated<number>;
  state_hash: Buffer | Uint8Array;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  /** SHA-256 of the random value in the browser's sign-in cookie (null: started before 0026, refused). */
  browser_hash: Buffer | Uint8Array | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SocialHandoffsTable {
  id: Generated<number>;
  code_hash: Buffer | Uint8Array;
  member_id: number;
  provider: string;
  return_to: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  member_id: number | null;
  code: string;
  shard: ColumnType<number, number | undefined, number>;
  currency: string;
  balance_minor: ColumnType<number, number | undefined, number>;
  allow_negative: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  source: string;
  idempotency_key: string;
  kind: string;
  request_hash: Buffer | Uint8Array;
  member_id: number | null;
  reference: string | null;
  memo: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_minor: number;
  balance_before_minor: number;
  balance_after_minor: number;
  created_at: Timestamp;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  source: string;
  idempotency_key: string;
  account_id: number;
  pending_account_id: number;
  amount_minor: number;
  state: ColumnType<'pending' | 'posted' | 'voided', 'pending' | undefined, 'posted' | 'voided'>;
  hold_transaction_id: number;
  settle_transaction_id: number | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** The ledger (migration 0008), merged into DB. */
export interface DB {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
}

export interface BetsTable {
  id: Generated<number>;
  member_id: number;
  product: string;
  vendor: string;
  game_code: string;
  game_name: string | null;
  round_id: string | null;
  currency: string;
  stake_minor: number;
  valid_bet_minor: ColumnType<number, number | undefined, number>;
  payout_minor: ColumnType<number, number | undefined, number>;
  status: ColumnType<'pending' | 'settled' | 'cancelled', 'pending' | 'settled' | 'cancelled' | undefined>;
  stake_transaction_id: number | null;
  placed_at: Timestamp;
  settled_at: Timestamp | null;
}

/** The betting record's view over bets (migration 0011). */
export interface BetRecordsView {
  id: number;
  member_id: number;
  product: string;
  vendor: string;
  game_code: string;
  game_name: string | null;
  round_id: string | null;
  currency: string;
  stake_minor: number;
  valid_bet_minor: number;
  payout_minor: number;
  profit_minor: number;
  status: 'pending' | 'settled' | 'cancelled';
  placed_at: Date;
  settled_at: Date | null;
}

/** Bets and the betting record (migration 0011), merged into DB. */
export interface DB {
  bets: BetsTable;
  bet_records: BetRecordsView;
}

export type GameCategoryCode = 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS';

export interface GameVendorsTable {
  code: string;
  name: string;
  wallet_model: 'seamless' | 'transfer';
  account_type_name: string;
  small_icon: string | null;
  is_new: ColumnType<boolean, boolean | undefined, boolean>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  seed_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameVendorCategoriesTable {
  vendor_code: string;
  category: GameCategoryCode;
  is_hot: ColumnType<boolean, boolean | undefined, boolean>;
  launch_kind: ColumnType<'games' | 'lobby', 'games' | 'lobby' | undefined>;
  lobby_game_code: string | null;
  position: ColumnType<number, number | undefined, number>;
}

export interface GamesTable {
  id: Generated<number>;
  node_id: string;
  vendor_code: string;
  game_code: string;
  category: GameCategoryCode | 'LOTT';
  name: Json<LocalizedText>;
  game_type: string;
  game_classify: string | null;
  min_bet_minor: ColumnType<number, number | undefined, number>;
  min_line_num: ColumnType<number, number | undefined, number>;
  image_url: string | null;
  is_hot: ColumnType<boolean, boolean | undefined, boolean>;
  hot_rank: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  seed_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The game catalog (migration 0013), merged into DB. */
export interface DB {
  game_vendors: GameVendorsTable;
  game_vendor_categories: GameVendorCategoriesTable;
  games: GamesTable;
}

export interface GameFavoritesTable {
  member_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface GameRecentTable {
  member_id: number;
  game_id: number;
  launched_at: Timestamp;
  launch_count: ColumnType<number, number | undefined, number>;
}

export type GameAnnouncementCategory = GameCategoryCode | 'INHOUSE' | 'PGE';

export interface GameAnnouncementsTable {
  id: Generated<number>;
  category: GameAnnouncementCategory | null;
  title: Json<LocalizedText>;
  content: Json<LocalizedText>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Timestamp;
  ends_at: Date | null;
  seed_key: string | null;
  created_at: Timestamp;
}

export interface GamePvpRoomsTable {
  id: Generated<number>;
  vendor_code: string;
  room_code: string;
  game_code: string;
  name: Json<LocalizedText>;
  min_bet_minor: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
}

/** Favorites, recent games, lobby announcements and PvP rooms (migration 0014), merged into DB. */
export interface DB {
  game_favorites: GameFavoritesTable;
  game_recent: GameRecentTable;
  game_announcements: GameAnnouncementsTable;
  game_pvp_rooms: GamePvpRoomsTable;
}

export interface ProviderConfigsTable {
  vendor_code: string;
  base_url: string | null;
  launch_url: string | null;
  merchant_id: string | null;
  secret_encrypted: string | null;
  ip_allow_list: Json<string[]>;
  max_bet_minor: ColumnType<number, number | undefined, number>;
  timeout_ms: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProviderLaunchTokensTable {
  token_hash: Buffer;
  member_id: number;
  vendor_code: string;
  game_code: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ProviderRoundsTable {
  vendor_code: string;
  member_id: number;
  round_id: string;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface ProviderTransactionsTable {
  id: Generated<number>;
  vendor_code: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'end-round';
  member_id: number;
  round_id: string | null;
  bet_transaction_id: string | null;
  amount_minor: ColumnType<number, number | undefined, number>;
  currency: string;
  request_hash: Buffer | null;
  bet_state: 'open' | 'settled' | 'rolled_back' | null;
  is_tombstone: ColumnType<boolean, boolean | undefined, boolean>;
  answer: Json<Record<string, unknown>> | null;
  ledger_transaction_id: number | null;
  bet_id: number | null;
  created_at: Timestamp;
}

export interface ProviderTransfersTable {
  id: Generated<number>;
  vendor_code: string;
  member_id: number;
  direction: 'in' | 'out';
  amount_minor: number;
  currency: string;
  reference: string;
  request_key: string;
  hold_id: number;
  state: ColumnType<'pending' | 'ok' | 'failed', 'pending' | 'ok' | 'failed' | undefined>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** Game providers (migration 0015), merged into DB. */
export interface DB {
  provider_configs: ProviderConfigsTable;
  provider_launch_tokens: ProviderLaunchTokensTable;
  provider_rounds: ProviderRoundsTable;
  provider_transactions: ProviderTransactionsTable;
  provider_transfers: ProviderTransfersTable;
}

export type StudioRoundStatus =
  'betting' | 'open' | 'settling' | 'settled' | 'refused' | 'rolling_back' | 'rolled_back';

export interface StudioPlayersTable {
  id: Generated<number>;
  portal_player_id: string;
  currency: string;
  created_at: Generated<Date>;
}

export interface StudioSessionsTable {
  token_hash: Buffer;
  player_id: number;
  game_code: string;
  language: string;
  return_url: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface StudioSeedsTable {
  id: Generated<number>;
  player_id: number;
  server_seed: Buffer;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'revealed', 'active' | 'revealed' | undefined, 'active' | 'revealed'>;
  created_at: Timestamp;
  revealed_at: Timestamp | null;
}

export interface StudioRoundsTable {
  id: string;
  player_id: number;
  seed_id: number;
  nonce: number;
  game_code: string;
  variant: string;
  params: Json<Record<string, unknown>>;
  outcome: Json<Record<string, unknown>>;
  reveals: ColumnType<number[], string | undefined, string>;
  currency: string;
  stake_minor: number;
  payout_minor: number | null;
  status: StudioRoundStatus;
  refusal_code: string | null;
  balance_after_minor: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface StudioSettingsTable {
  game_code: string;
  variant: string;
  updated_at: Timestamp;
}

/** The in-house studio's own tables (migration 0016), merged into DB. */
export interface DB {
  studio_players: StudioPlayersTable;
  studio_sessions: StudioSessionsTable;
  studio_seeds: StudioSeedsTable;
  studio_rounds: StudioRoundsTable;
  studio_settings: StudioSettingsTable;
}

/** The lottery engine (migration 0018). */
export type LotteryMarket = 'XSMB' | 'XSMN' | 'XSMT' | 'FAST_NORTH' | 'KENO' | 'DIGIT5';
export type LotteryPeriodStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'confirmed' | 'cancelled';

export interface LotteryGamesTable {
  id: Generated<number>;
  code: string;
  name: string;
  market: LotteryMarket;
  product: 'LOTT' | 'ELOTT';
  interval_seconds: number | null;
  draw_time: string | null;
  close_before_seconds: ColumnType<number, number | undefined, number>;
  confirm_after_seconds: ColumnType<number, number | undefined, number>;
  result_source: 'rng' | 'operator' | 'demo_feed';
  liability_limit_minor: number;
  bet_settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  seed_key: string | null;
}

export interface LotteryPeriodsTable {
  id: Generated<number>;
  game_id: number;
  issue: string;
  station_code: string | null;
  open_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  status: ColumnType<LotteryPeriodStatus, LotteryPeriodStatus | undefined, LotteryPeriodStatus>;
  seed: Buffer | null;
  seed_hash: string | null;
  round: ColumnType<number, number | undefined, number>;
  result_source: string | null;
  drawn_at: Timestamp | null;
  settled_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
}

export interface LotteryResultsTable {
  period_id: number;
  prize: number;
  idx: number;
  number: string;
}

export interface LotterySlipsTable {
  id: Generated<number>;
  member_id: number;
  period_id: number;
  idempotency_key: string;
  stake_minor: number;
  status: ColumnType<'placed' | 'cancelled', 'placed' | 'cancelled' | undefined>;
  stake_transaction_id: number;
  refund_transaction_id: number | null;
  placed_at: Timestamp;
  cancelled_at: Timestamp | null;
}

export interface LotteryBetsTable {
  bet_id: number;
  period_id: number;
  slip_id: number;
  bet_type: string;
  rule: 'count' | 'all' | 'none' | 'table';
  pick_keys: string[];
  picks: string;
  unit_minor: number;
  multiplier: number;
  base_minor: number;
  odds_milli: number[];
  account_id: number;
}

export interface LotteryLiabilityTable {
  period_id: number;
  outcome: string;
  amount_minor: number;
}

export interface LotterySettlementsTable {
  period_id: number;
  round: number;
  transaction_id: number | null;
  reversal_transaction_id: number | null;
  bets: number;
  winners: number;
  payout_minor: number;
  settled_at: Timestamp;
}

/** The lottery tables (migration 0018), merged into DB. */
export interface DB {
  lottery_games: LotteryGamesTable;
  lottery_periods: LotteryPeriodsTable;
  lottery_results: LotteryResultsTable;
  lottery_slips: LotterySlipsTable;
  lottery_bets: LotteryBetsTable;
  lottery_liability: LotteryLiabilityTable;
  lottery_settlements: LotterySettlementsTable;
}

/** Migration 0020: a transfer-model vendor's own bet id on the bets it reports (merged into BetsTable). */
export interface BetsTable {
  vendor_bet_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProviderBetCursorsTable {
  vendor_code: string;
  cursor: string | null;
  bets_written: ColumnType<number, number | undefined, number>;
  bets_skipped: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** Vendor bet history cursors (migration 0020), merged into DB. */
export interface DB {
  provider_bet_cursors: ProviderBetCursorsTable;
}

/** Migration 0021: a lottery game's prize mode (brand config) and its names per language (merged into LotteryGamesTable). */
export type LotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export interface LotteryGamesTable {
  /** Null: by market (Elott for fast draws, SEA for the Vietnamese markets). */
  prize_mode: ColumnType<LotteryPrizeMode | null, LotteryPrizeMode | null | undefined, LotteryPrizeMode | null>;
  names: ColumnType<LocalizedText, string | undefined, string>;
}

/** The winners board's wins (migration 0022): settled bets that paid more than their stake. */
export interface BetWinsTable {
  bet_id: number;
  member_id: number;
  currency: string;
  stake_minor: number;
  payout_minor: number;
  settled_at: Timestamp;
}

/** Migration 0022, merged into DB. */
export interface DB {
  bet_wins: BetWinsTable;
}

/** Migration 0025: operator roles, forced password change, lockout, TOTP (merged into OperatorsTable). */
export type OperatorRole = 'admin' | 'finance' | 'support' | 'content' | 'lottery';
export interface OperatorsTable {
  roles: ColumnType<OperatorRole[], OperatorRole[] | undefined, OperatorRole[]>;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  password_changed_at: Timestamp | null;
  failed_attempts: ColumnType<number, number | undefined, number>;
  lock_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  last_failed_at: Timestamp | null;
  totp_secret_encrypted: string | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: number | null;
}

export type ApprovalKind = 'adjustment' | 'withdrawal_approval' | 'lottery_correction' | 'lottery_cancel';
export type OperatorActionKind = ApprovalKind | 'withdrawal_rejection' | 'lottery_result';

export interface OperatorApprovalsTable {
  id: Generated<number>;
  kind: ApprovalKind;
  subject: string;
  payload: Json<Record<string, unknown>>;
  amount_minor: number;
  currency: string | null;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  requested_by: number;
  decided_by: number | null;
  reject_reason: string | null;
  result: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

/** Append-only: every executed money action and its operators. */
export interface OperatorActionsTable {
  id: Generated<number>;
  kind: OperatorActionKind;
  subject: string;
  amount_minor: number;
  operator_id: number;
  approved_by: number | null;
  approval_id: number | null;
  payload: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Migration 0025, merged into DB. */
export interface DB {
  operator_approvals: OperatorApprovalsTable;
  operator_actions: OperatorActionsTable;
}
