import type { ColumnType } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@portal/shared/contracts/feedback';
import type { MessageAudience, MessageKind, MessageParams } from '@portal/shared/contracts/messages';
import type { Language } from '@portal/shared/languages';
import type { AmlOutcome, AmlRule, AmlStatus } from '@portal/shared/contracts/aml';

export type { AmlOutcome, AmlRule, AmlStatus };
export type { FeedbackStatus, FeedbackType, Language, MessageAudience, MessageKind, MessageParams };

/*
 * The column types the database cannot state: text columns whose CHECK constraint names the
 * allowed values, and the shapes of JSON columns. db/schema.ts is generated from the migrated
 * database (npm run db:schema) and names these through the overrides in .kysely-codegenrc.json.
 */

/** A jsonb column read as T; written as T or as JSON text. */
export type JsonColumn<T> = ColumnType<T, T | string, T | string>;
export type LocalizedText = Partial<Record<string, string>>;

/** 0 player; 1, 2, 41, 42 agent types; 4 trial. */
export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;
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
  | 'payment_password_locked'
  | 'account_frozen'
  | 'account_unfrozen'
  | 'operator_password_reset'
  | 'operator_two_step_reset';

export type VerificationPurpose = 'register' | 'login' | 'password-reset' | 'bind' | 'two-step';
export type GameCategoryCode = 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS';
export type GameAnnouncementCategory = GameCategoryCode | 'INHOUSE' | 'PGE';
export type StudioRoundStatus =
  'betting' | 'open' | 'settling' | 'settled' | 'refused' | 'rolling_back' | 'rolled_back';
export type LotteryMarket = 'XSMB' | 'XSMN' | 'XSMT' | 'FAST_NORTH' | 'KENO' | 'DIGIT5';
export type LotteryPeriodStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'confirmed' | 'cancelled';
export type LotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export type OperatorRole = 'admin' | 'finance' | 'support' | 'content' | 'lottery' | 'compliance';
export type ApprovalKind =
  | 'adjustment'
  | 'withdrawal_approval'
  | 'deposit_approval'
  | 'lottery_correction'
  | 'lottery_cancel'
  /** Money terms of content that pays (decision 033): finance approves a content operator's change. */
  | 'promotion_terms'
  | 'promotion_budget'
  | 'mission_terms'
  | 'goods_terms'
  /** An operator's removal of a member's authenticator (decision 035): a second support operator approves. */
  | 'two_step_unbind'
  /** A provider win held past its vendor's cap per round, paid to the member (decision 038). */
  | 'held_win_release'
  /** A turnover requirement lowered: the wagering it waives (review N4). */
  | 'turnover_reset'
  /** A member moved to another agent's tree (review N4). */
  | 'upline_move'
  /** A platform contract offer above AGENT_CONTRACT_FOUR_EYES_PERCENT (review N4). */
  | 'agent_contract_offer'
  /** A lottery game's odds, unit caps or liability limit raised (review N4). */
  | 'lottery_game_risk'
  /** Points granted by an operator, counted at the money they can buy (migration 0069). */
  | 'points_grant';
export type OperatorActionKind = ApprovalKind | 'withdrawal_rejection' | 'lottery_result' | 'held_win_rejection';
export type ChannelType = 'gateway' | 'bank_transfer';
export type FeePayer = 'player' | 'brand';
export type GatewayMethod = 'redirect' | 'pix';
/** A PIX key's kind (migration 0067, packages/shared/src/pix-key.ts). */
export type PixKeyType = 'cpf' | 'phone' | 'email' | 'evp';
/** Where a PIX payout stands with the gateway (migration 0067). */
export type PayoutState = 'requested' | 'sent' | 'paid' | 'failed';
/** What the sandbox gateway keeps: a PIX charge or a PIX payout (migration 0067). */
export type SandboxOrderKind = 'charge' | 'payout';
export type DepositStatus = 'pending' | 'paid' | 'failed' | 'rejected' | 'expired';
export type WithdrawalStatus = 'in_process' | 'approved' | 'rejected';
export type Confirmation = 'awaiting' | 'received' | 'not_received' | 'auto_received' | 'forced_received';
/** Why an operator wrote a member note: the action it gives the reason of; null for a free note. */
export type MemberNoteAction = 'freeze' | 'unfreeze' | 'password_reset' | 'two_step_unbind' | 'agent_change';
export type WithdrawalProofKind = 'not_received' | 'payout';
/** Announcement kinds: B banner strip, PL player list, PU popup, PR promotion, H home. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type PromotionKind =
  'first_deposit' | 'reload' | 'cashback' | 'daily_sign_in' | 'free_credit' | 'manual' | 'raffle';
/** A promotion's figures in minor units and basis points (what the kind pays). */
export interface PromotionRules {
  matchBps?: number;
  maxBonusMinor?: number;
  minDepositMinor?: number;
  cashbackBps?: number;
  maxCashbackMinor?: number;
  amountMinor?: number;
  maxClaims?: number;
  /** Raffle: one ticket per this much paid in deposits / valid turnover, at most maxTickets each. */
  depositPerTicketMinor?: number;
  turnoverPerTicketMinor?: number;
  maxTickets?: number;
  /** Raffle: the first winner's prize (optional), then `winners` prizes of amountMinor. */
  grandPrizeMinor?: number;
  winners?: number;
}
export interface PromotionEligibility {
  registeredWithinDays?: number;
  countries?: string[];
  vipLevels?: number[];
}
export type BonusSource = 'promotion' | 'referral' | 'operator' | 'mission' | 'vip';
export type BonusStatus = 'active' | 'converted' | 'forfeited' | 'expired';

/** Loyalty (migration 0037). */
export type MissionPeriod = 'daily' | 'weekly';
export type MissionKind = 'rounds' | 'wager' | 'deposit' | 'login_days';
export type GoodsKind = 'item' | 'cash';
export type RedemptionStatus = 'processing' | 'approved' | 'rejected';
export type VipRewardKind = 'level_up' | 'birthday' | 'cashback';
export type LoyaltyEventKind = 'bet' | 'deposit' | 'login';

/** The agent programme (migration 0041). */
export type AgentContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
/** An application to become an agent (migration 0068, decision 051). */
export type AgentApplicationStatus = 'pending' | 'approved' | 'rejected';
export type AgentContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'withdrawn';
export type AgentCycle = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export type AgentBillStatus = 'nothing' | 'waiting' | 'paid';
/** A contract's tier: from `threshold` (valid bet in minor units, or active members) the rate in basis points. */
export interface AgentTier {
  threshold: number;
  rateBps: number;
}
