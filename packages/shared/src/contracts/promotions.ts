import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { contentUrlSchema } from './content-admin.ts';
import { MONEY_TERMS_STATUSES, moneyTermsStateSchema } from './operators.ts';

/*
 * Promotions, the bonus wallet and the reward center (spec §2 member center, §3 promotion states
 * and apply rules). Amounts travel in major units (api-contract: Money); the server keeps minor
 * units. A member sees each promotion in one state, which decides the one action offered.
 */

export const PROMOTION_KINDS = [
  'first_deposit',
  'reload',
  'cashback',
  'daily_sign_in',
  'free_credit',
  'manual',
  'raffle',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Spec §3: the promotion activity states, as the member sees them. */
export const PROMOTION_STATES = [
  'join', // the member may opt in
  'claim', // a reward is ready to take
  'applying', // an application waits for the operator
  'close', // over, or not for this member
  'rejected', // the operator refused the application
  'issued', // the operator approved: ready to claim
  'claimed', // taken (this period's, or the only one)
  'process', // joined / under way: waiting for a qualifying deposit, the week to end...
  'signed', // daily sign-in done for today
  'coming', // not started yet
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Categories the list filters by (the register page shows 'new_player'). */
export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'casino', 'lottery', 'daily', 'vip', 'general'] as const;

/** A raffle draws at most this many winners, and a member holds at most this many tickets of one. */
export const RAFFLE_WINNERS_MAX = 1_000;
export const RAFFLE_TICKETS_MAX = 1_000_000;

/** Spec §3 / constants: the application's remark and images. */
export const PROMOTION_REMARK_MAX = 140;
export const PROMOTION_IMAGES_MAX = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROMOTION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The products whose bets can count towards wagering: bets.product values. */
export const WAGERING_PRODUCTS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type WageringProduct = (typeof WAGERING_PRODUCTS)[number];
/** Basis points per product: 10000 = the whole valid bet counts. */
export const contributionsSchema = z.partialRecord(z.enum(WAGERING_PRODUCTS), z.number().int().min(0).max(10_000));
export type Contributions = z.infer<typeof contributionsSchema>;
/** What a new promotion starts with: slots whole, live a tenth, the rest not at all. */
export const DEFAULT_CONTRIBUTIONS: Contributions = { RNG: 10_000, FISH: 10_000, LIVE: 1_000 };

const instant = z.iso.datetime({ offset: true });

/** A promotion in the member's list (GET /wps/promotions). */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: instant,
  endsAt: instant.nullable(),
  state: z.enum(PROMOTION_STATES),
  /** What a claim would pay now, when the server knows it (major units). */
  claimableAmount: z.number().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionListSchema = z.object({
  list: z.array(promotionSummarySchema),
  /** The categories that have a promotion, in PROMOTION_CATEGORIES order. */
  categories: z.array(z.string()),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** The kind's figures in major units / percents, as the terms show them. */
export const promotionRulesViewSchema = z.object({
  matchPercent: z.number().optional(),
  maxBonus: z.number().optional(),
  minDeposit: z.number().optional(),
  cashbackPercent: z.number().optional(),
  maxCashback: z.number().optional(),
  amount: z.number().optional(),
  maxClaims: z.number().optional(),
  depositPerTicket: z.number().optional(),
  turnoverPerTicket: z.number().optional(),
  maxTickets: z.number().optional(),
  grandPrize: z.number().optional(),
  winners: z.number().optional(),
});
export type PromotionRulesView = z.infer<typeof promotionRulesViewSchema>;

export const promotionClaimViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(['applying', 'rejected', 'issued', 'claimed']),
  amount: z.number().nullable(),
  remark: z.string().nullable(),
  reviewNote: z.string().nullable(),
  createdAt: instant,
});
export type PromotionClaimView = z.infer<typeof promotionClaimViewSchema>;

/** A raffle's winner as everyone sees it: the username masked, the ticket that won. */
export const raffleWinnerViewSchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  ticket: z.number().int(),
  amount: z.number(),
});

/**
 * A raffle on its detail page: the draw's commitment (the seed's SHA-256, shown from the start),
 * the prizes, this member's tickets so far, and once drawn the seed, the pool and the winners.
 */
export const raffleViewSchema = z.object({
  seedHash: z.string(),
  /** Revealed by the draw. */
  seed: z.string().nullable(),
  drawAt: instant.nullable(),
  drawnAt: instant.nullable(),
  /** Prizes by rank: the grand prize first when there is one. */
  prizes: z.array(z.object({ rank: z.number().int(), amount: z.number() })),
  /** The member's tickets: counted so far while it runs, as drawn after (null without a token). */
  myTickets: z.number().int().nullable(),
  totalTickets: z.number().int().nullable(),
  entrants: z.number().int().nullable(),
  winners: z.array(raffleWinnerViewSchema),
});
export type RaffleView = z.infer<typeof raffleViewSchema>;

/** GET /wps/promotions/:id: the summary and the texts, the rules a member reads, their history. */
export const promotionDetailSchema = promotionSummarySchema.extend({
  /** Markdown the operator wrote; shown without raw HTML. */
  body: z.string(),
  terms: z.string(),
  requiresJoin: z.boolean(),
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(['bonus', 'bonus_deposit']),
  onWithdrawal: z.enum(['forfeit', 'refuse']),
  bonusValidDays: z.number().int(),
  contributions: contributionsSchema,
  rules: promotionRulesViewSchema,
  /** This member's claims and applications, newest first (empty without a token). */
  history: z.array(promotionClaimViewSchema),
  /** A raffle's tickets, prizes, commitment and (once drawn) result; null for other kinds. */
  raffle: raffleViewSchema.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListQuerySchema = z
  .object({
    category: z
      .string()
      .regex(/^[a-z_]{1,30}$/)
      .optional(),
  })
  .strict();

/**
 * Characters as a person counts them: code points, so an emoji is one where a string's .length
 * (UTF-16 units) counts two. The web's counter and the server's check both use this one count,
 * rather than leave the server's to zod's .max, whose measure of a string is zod's own to change.
 */
export const remarkLength = (remark: string) => [...remark].length;

/**
 * POST /wps/promotions/:id/apply (multipart): the remark (trimmed, at most 140 characters as
 * remarkLength counts them) and up to 3 PNG/JPG images.
 */
export const promotionApplySchema = z
  .object({
    remark: z
      .string()
      .trim()
      .superRefine((remark, ctx) => {
        if (remarkLength(remark) <= PROMOTION_REMARK_MAX) return;
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: PROMOTION_REMARK_MAX,
          inclusive: true,
          input: remark,
          message: `The remark is at most ${PROMOTION_REMARK_MAX} characters (an emoji counts as one)`,
        });
      })
      .default(''),
  })
  .strict();

export const BONUS_SOURCES = ['promotion', 'referral', 'operator', 'mission', 'vip'] as const;
export const BONUS_STATUSES = ['active', 'converted', 'forfeited', 'expired'] as const;

/**
 * Wagering in one shape wherever it shows (a bonus card, the bonus wallet's summary, the withdraw
 * page): required, done (required less left) and left, in major units, from one server presenter,
 * so no two screens can disagree.
 */
export const wageringFiguresSchema = z.object({
  required: z.number(),
  done: z.number(),
  left: z.number(),
});
export type WageringFigures = z.infer<typeof wageringFiguresSchema>;

/** A bonus in the bonus wallet (GET /wps/bonuses): bonus details with the progress bar. */
export const bonusViewSchema = z.object({
  id: z.number().int(),
  source: z.enum(BONUS_SOURCES),
  promotionId: z.number().int().nullable(),
  /** The promotion's title in the request language; empty for other sources (the client names the source). */
  title: z.string(),
  amount: z.number(),
  wageringRequired: z.number(),
  wageringRemaining: z.number(),
  /** This bonus's required / done / left; an ended bonus keeps the figures it ended with. */
  wagering: wageringFiguresSchema,
  /** Wagered share, 0 to 100, floored: 100 only once the requirement is met. */
  progressPercent: z.number().int().min(0).max(100),
  status: z.enum(BONUS_STATUSES),
  onWithdrawal: z.enum(['forfeit', 'refuse']),
  expiresAt: instant,
  createdAt: instant,
  settledAt: instant.nullable(),
});
export type BonusView = z.infer<typeof bonusViewSchema>;

export const bonusListQuerySchema = z
  .object({
    status: z.enum(BONUS_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(5).max(100).default(20),
  })
  .strict();

export const bonusPageSchema = z.object({
  list: z.array(bonusViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Locked in the bonus wallet now (the active bonuses), and their wagering summed. */
  activeAmount: z.number(),
  wagering: wageringFiguresSchema,
});
export type BonusPage = z.infer<typeof bonusPageSchema>;

/** Referral (invite friends, GET /wps/referral). */
export const REFERRAL_EVENTS = ['register', 'first_deposit', 'turnover'] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

/** VIP rewards (loyalty): level-up once per level, birthday once a year, weekly cashback. */
export const VIP_REWARD_KINDS = ['level_up', 'birthday', 'cashback'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

/** The reward center: every reward a member can take now, from every source, one list. */
export const rewardViewSchema = z.object({
  /** 'promotion:12', 'referral:34:first_deposit'... stable, for keys. */
  key: z.string(),
  source: z.enum(['promotion', 'referral', 'mission', 'vip']),
  title: z.string(),
  amount: z.number().nullable(),
  /** The call that takes it: POST this path (with an Idempotency-Key). */
  claimPath: z.string(),
  /** Where the member reads about it (a promotion's detail, the invite page). */
  href: z.string(),
  /** An invite reward's friend (masked) and event, for the client to word the title in its language. */
  referral: z.object({ friend: z.string(), event: z.enum(REFERRAL_EVENTS) }).optional(),
  /** A VIP reward's kind and level name (in the request language), for the client to word the title. */
  vip: z.object({ kind: z.enum(VIP_REWARD_KINDS), level: z.string() }).optional(),
});
export type RewardView = z.infer<typeof rewardViewSchema>;
export const rewardListSchema = z.object({ list: z.array(rewardViewSchema) });

export const referralFriendViewSchema = z.object({
  id: z.number().int(),
  /** Masked: first two characters and the last, stars between. */
  username: z.string(),
  registeredAt: instant,
  hasDeposited: z.boolean(),
  rewards: z.array(
    z.object({
      ruleId: z.string(),
      state: z.enum(['pending', 'claimable', 'claimed', 'blocked']),
      amount: z.number(),
    }),
  ),
});
export type ReferralFriendView = z.infer<typeof referralFriendViewSchema>;

export const referralOverviewSchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The register link on the brand's current domain, with ?referralCode=. */
  link: z.string(),
  rules: z.array(
    z.object({ id: z.string(), event: z.enum(REFERRAL_EVENTS), threshold: z.number(), reward: z.number() }),
  ),
  invitedCount: z.number().int(),
  rewardedTotal: z.number(),
  friends: z.array(referralFriendViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

/** Operator side: a promotion as the console edits it (amounts in major units). */
const localized = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));
export const promotionRulesSchema = z
  .object({
    matchPercent: z.number().min(0).max(1000).optional(),
    maxBonus: z.number().min(0).optional(),
    minDeposit: z.number().min(0).optional(),
    cashbackPercent: z.number().min(0).max(100).optional(),
    maxCashback: z.number().min(0).optional(),
    amount: z.number().min(0).optional(),
    maxClaims: z.number().int().min(1).max(10_000).optional(),
    depositPerTicket: z.number().positive().optional(),
    turnoverPerTicket: z.number().positive().optional(),
    maxTickets: z.number().int().min(1).max(RAFFLE_TICKETS_MAX).optional(),
    grandPrize: z.number().positive().optional(),
    winners: z.number().int().min(1).max(RAFFLE_WINNERS_MAX).optional(),
  })
  .strict();

export const promotionEligibilitySchema = z
  .object({
    /** Registered at most this many days before the claim. */
    registeredWithinDays: z.number().int().min(1).max(3650).optional(),
    /** Dialing codes of the member's mobile ('+55'); empty = everyone. */
    countries: z
      .array(z.string().regex(/^\+\d{1,4}$/))
      .max(50)
      .optional(),
    /** VIP levels (when loyalty exists); empty = everyone. */
    vipLevels: z.array(z.number().int().min(0).max(99)).max(100).optional(),
  })
  .strict();

export const promotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    category: z.string().regex(/^[a-z_]{1,30}$/),
    title: localized(120),
    summary: localized(300),
    body: localized(20_000),
    terms: localized(20_000),
    // The banners' check (review N12): a site path or an http(s) URL, never another scheme.
    imageUrl: contentUrlSchema.nullable(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    enabled: z.boolean(),
    position: z.number().int().min(0).max(100_000),
    requiresJoin: z.boolean(),
    rules: promotionRulesSchema,
    wageringMultiple: z.number().int().min(0).max(100),
    wageringBase: z.enum(['bonus', 'bonus_deposit']),
    contributions: contributionsSchema,
    vendorOnly: z
      .string()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .nullable(),
    onWithdrawal: z.enum(['forfeit', 'refuse']),
    bonusValidDays: z.number().int().min(1).max(365),
    eligibility: promotionEligibilitySchema,
  })
  .strict()
  .refine((p) => !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** The console's review of an application. */
export const promotionReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    /** Approve: the amount to issue (major units); reject: optional. */
    amount: z.number().positive().optional(),
    note: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((r) => r.decision !== 'approve' || r.amount !== undefined, { path: ['amount'], message: 'amount required' });

/** The console's cost per promotion: what its bonuses did, in major units. */
export const promotionCostRowSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  claims: z.number().int(),
  members: z.number().int(),
  /** Credited to bonus wallets. */
  issued: z.number(),
  converted: z.number(),
  forfeited: z.number(),
  expired: z.number(),
  /** Still locked in bonus wallets. */
  active: z.number(),
  /** What it cost the house: the bonuses that became main money. */
  cost: z.number(),
});
export type PromotionCostRow = z.infer<typeof promotionCostRowSchema>;

/* Operator side: the console's lists and answers (added with the promotions console). */

const textOut = z.partialRecord(z.enum(LANGUAGES), z.string());
const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);

export const adminPromotionListQuerySchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS).optional(),
    category: z
      .string()
      .regex(/^[a-z_]{1,30}$/)
      .optional(),
    enabled: z.enum(['true', 'false']).optional(),
    page: pageNumber,
    pageSize: z.coerce.number().int().min(5).max(100).default(20),
  })
  .strict();
export type AdminPromotionListQuery = z.infer<typeof adminPromotionListQuerySchema>;

/** A row of the console's promotion list: the title in the request language. */
export const adminPromotionRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: instant,
  endsAt: instant.nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** Claims and applications of every status. */
  claimCount: z.number().int(),
  /** Applications waiting for a review. */
  applyingCount: z.number().int(),
  /** Finance's approval of its money terms (decision 033). */
  termsStatus: z.enum(MONEY_TERMS_STATUSES),
  /** What finance allows it to pay in all (null: no budget yet, nothing is paid), and what it paid. */
  budget: z.number().nullable(),
  spent: z.number(),
});
export type AdminPromotionRow = z.infer<typeof adminPromotionRowSchema>;

export const adminPromotionPageSchema = z.object({
  items: z.array(adminPromotionRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminPromotionPage = z.infer<typeof adminPromotionPageSchema>;

/** One promotion as the editor loads it: the input's fields (major units, percents), every language. */
export const adminPromotionSchema = z.object({
  ...promotionInputSchema.shape,
  id: z.number().int(),
  title: textOut,
  summary: textOut,
  body: textOut,
  terms: textOut,
  createdAt: instant,
  updatedAt: instant,
  /** The approval of its money terms; while one waits, the figures above are the proposed ones. */
  moneyTerms: moneyTermsStateSchema,
  /** Set by finance (PUT .../budget): the most all claims pay together (null: none yet, nothing is paid). */
  budget: z.number().nullable(),
  /** The most one claim pays: a claim worth more pays this (null: no cap but the budget). */
  perClaimCap: z.number().nullable(),
  /** What its claims paid so far. */
  spent: z.number(),
  /** A budget change waiting for a second finance operator (above FOUR_EYES_THRESHOLD_MINOR). */
  budgetApprovalId: z.number().int().nullable(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** PUT /admin/api/promotions/:id/budget (finance): major units. */
export const promotionBudgetInputSchema = z
  .object({
    budget: z.number().min(0).max(1e12),
    perClaimCap: z.number().positive().max(1e12).nullable(),
  })
  .strict();
export type PromotionBudgetInput = z.infer<typeof promotionBudgetInputSchema>;

export const PROMOTION_CLAIM_STATUSES = ['applying', 'issued', 'rejected', 'claimed'] as const;

export const promotionApplicationQuerySchema = z
  .object({
    status: z.enum(PROMOTION_CLAIM_STATUSES).default('applying'),
    promotionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    page: pageNumber,
    pageSize: z.coerce.number().int().min(5).max(100).default(20),
  })
  .strict();
export type PromotionApplicationQuery = z.infer<typeof promotionApplicationQuerySchema>;

/** A member's application (or claim) in the console's review queue. */
export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  promotionKind: z.enum(PROMOTION_KINDS),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(PROMOTION_CLAIM_STATUSES),
  /** Issued or claimed amount (major units); null while applying or when rejected. */
  amount: z.number().nullable(),
  remark: z.string().nullable(),
  /** Images at GET /admin/api/promotions/applications/:id/images/:n, n from 0. */
  imageCount: z.number().int(),
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: instant.nullable(),
  createdAt: instant,
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const promotionApplicationPageSchema = z.object({
  items: z.array(promotionApplicationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PromotionApplicationPage = z.infer<typeof promotionApplicationPageSchema>;

/** GET /wps/referral: a page of the member's invitees, newest first. */
export const referralPageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

/** POST /wps/referral/rewards/:inviteeId/:ruleId/claim (with an Idempotency-Key). */
export const referralClaimParamsSchema = z
  .object({
    inviteeId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    ruleId: z.string().regex(/^[a-z0-9_]{1,30}$/),
  })
  .strict();

/** A claimed reward: the bonus it put in the bonus wallet (a second claim answers the same one). */
export const referralClaimResultSchema = z.object({
  inviteeId: z.number().int(),
  ruleId: z.string(),
  state: z.literal('claimed'),
  amount: z.number(),
  bonusId: z.number().int(),
});
export type ReferralClaimResult = z.infer<typeof referralClaimResultSchema>;

/** Per kind: the rule figures the console shows and the server keeps, and those it cannot go without. */
export const PROMOTION_KIND_RULES: Record<
  PromotionKind,
  { fields: (keyof PromotionRulesView)[]; required: (keyof PromotionRulesView)[] }
> = {
  first_deposit: { fields: ['matchPercent', 'maxBonus', 'minDeposit'], required: ['matchPercent'] },
  reload: { fields: ['matchPercent', 'maxBonus', 'minDeposit', 'maxClaims'], required: ['matchPercent'] },
  cashback: { fields: ['cashbackPercent', 'maxCashback'], required: ['cashbackPercent'] },
  daily_sign_in: { fields: ['amount'], required: ['amount'] },
  free_credit: { fields: ['amount'], required: ['amount'] },
  // An application's amount is decided when it is approved; this one only suggests it.
  manual: { fields: ['amount'], required: [] },
  // One of the two ticket sources is needed besides (the server and the form check it).
  raffle: {
    fields: ['depositPerTicket', 'turnoverPerTicket', 'maxTickets', 'grandPrize', 'amount', 'winners'],
    required: ['amount', 'winners'],
  },
};

/** A raffle's ticket sources: it needs at least one. */
export const RAFFLE_TICKET_SOURCES = ['depositPerTicket', 'turnoverPerTicket'] as const;

/** GET /wps/promotions/:id/raffle/draw: the whole drawn pool, to draw the winners again (docs/api.md). */
export const raffleDrawRecordSchema = z.object({
  promotionId: z.number().int(),
  seed: z.string(),
  seedHash: z.string(),
  totalTickets: z.number().int(),
  entries: z.array(z.object({ username: z.string(), firstTicket: z.number().int(), tickets: z.number().int() })),
  winners: z.array(raffleWinnerViewSchema),
});
export type RaffleDrawRecord = z.infer<typeof raffleDrawRecordSchema>;

/** The console's view of a raffle's draw: winners by name with whether they took the prize. */
export const adminRaffleSchema = z.object({
  seedHash: z.string(),
  drawAt: instant.nullable(),
  drawnAt: instant.nullable(),
  /** The draw may be run now: ended, terms approved, not drawn yet. */
  drawable: z.boolean(),
  totalTickets: z.number().int().nullable(),
  entrants: z.number().int().nullable(),
  winners: z.array(
    z.object({
      rank: z.number().int(),
      memberId: z.number().int(),
      username: z.string(),
      ticket: z.number().int(),
      amount: z.number(),
      claimed: z.boolean(),
    }),
  ),
});
export type AdminRaffle = z.infer<typeof adminRaffleSchema>;
