import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { betSettingsPatchSchema, periodSchema } from './lottery.ts';

/*
 * The lottery console's calls beside the engine's operator calls (contracts/lottery.ts): fast
 * games made from a template, the markets' rules, a period in detail, its liability per outcome.
 * Money in major units, as everywhere in the API.
 */

/** The fast markets a new game can be made from: the northern lô-đề menu, keno 20 of 80, five digits. */
export const FAST_TEMPLATES = ['FAST_NORTH', 'KENO', 'DIGIT5'] as const;
export type FastTemplate = (typeof FAST_TEMPLATES)[number];

/** A fast draw runs every 30 s to every hour (the period number of the day keeps four digits). */
export const FAST_INTERVAL_MIN_SECONDS = 30;
export const FAST_INTERVAL_MAX_SECONDS = 3600;

/** What one bet type may return to players at its odds: at most everything staked, at least half. */
export const RETURN_MIN = 0.5;
export const RETURN_MAX = 1;

export const PERIOD_STATUSES = ['open', 'closed', 'drawn', 'settled', 'confirmed', 'cancelled'] as const;

export const gameCreateSchema = z.object({
  template: z.enum(FAST_TEMPLATES),
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  /** The name shown where the player's language has none (the Vietnamese one on the demo brand). */
  name: z.string().trim().min(1).max(80),
  names: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(80)).optional(),
  intervalSeconds: z.number().int().min(FAST_INTERVAL_MIN_SECONDS).max(FAST_INTERVAL_MAX_SECONDS),
  /** Betting stops this long before each draw; less than the interval. */
  closeBeforeSeconds: z.number().int().min(0).max(FAST_INTERVAL_MAX_SECONDS),
  /** The most the house may owe on one outcome of one period, major units. */
  liabilityLimit: z.number().positive(),
  /** A new game stays off until the operator opens it, unless asked otherwise. */
  enabled: z.boolean().default(false),
  /** Changes to the template's play types: off, odds, unit limits. */
  betTypes: z.record(z.string(), betSettingsPatchSchema.omit({ stakeFactor: true })).optional(),
});
export type GameCreate = z.infer<typeof gameCreateSchema>;

export const consolePeriodQuerySchema = z.object({
  gameCode: z.string().max(20).optional(),
  status: z.enum(PERIOD_STATUSES).optional(),
  /** The issue, or its start (a day: 20300615). */
  issue: z
    .string()
    .regex(/^[0-9A-Z-]{1,40}$/)
    .optional(),
  /** Draw time from / before (ISO instants). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  format: z.enum(['json', 'csv']).default('json'),
});

export const liabilityQuerySchema = z.object({
  /** Outcome kind: the fact key's prefix (L2, L3, DE, DD, DAU, DUOI, C3, K, KS, P1..P5, S). */
  kind: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/)
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  format: z.enum(['json', 'csv']).default('json'),
});

export const liabilitySchema = z.object({
  periodId: z.number(),
  gameCode: z.string(),
  issue: z.string(),
  status: z.enum(PERIOD_STATUSES),
  /** The game's limit on one outcome. */
  limit: z.number(),
  /** Outcomes with liability, and the largest of them. */
  outcomes: z.number(),
  highest: z.number(),
  items: z.array(
    z.object({
      outcome: z.string(),
      kind: z.string(),
      pick: z.string(),
      amount: z.number(),
      /** amount ÷ limit, 0–1. */
      share: z.number(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const periodDetailSchema = periodSchema.extend({
  gameName: z.string(),
  market: z.string(),
  resultSourceOfGame: z.enum(['rng', 'operator', 'demo_feed']),
  round: z.number(),
  cancelReason: z.string().nullable(),
  settledAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Live bets (not cancelled), their stakes and what they paid. */
  bets: z.number(),
  stake: z.number(),
  payout: z.number(),
  rounds: z.array(
    z.object({
      round: z.number(),
      bets: z.number(),
      winners: z.number(),
      payout: z.number(),
      settledAt: z.string(),
      reversed: z.boolean(),
    }),
  ),
});

export const marketRulesSchema = z.object({
  market: z.string(),
  kind: z.enum(['daily', 'fast']),
  product: z.enum(['LOTT', 'ELOTT']),
  /** Prize name, how many numbers, how many digits each (the Vietnamese shape); null for keno and 5D. */
  prizes: z.array(z.object({ prize: z.string(), count: z.number(), digits: z.number() })).nullable(),
  /** The stations drawing on each weekday (index 0 = Sunday); empty for fast markets. */
  stations: z.array(z.array(z.object({ code: z.string(), name: z.string() }))),
  betTypes: z.array(
    z.object({
      code: z.string(),
      rule: z.enum(['count', 'all', 'none', 'table']),
      stakeFactor: z.number(),
      odds: z.union([z.number(), z.array(z.array(z.number()))]),
      minUnit: z.number(),
      maxUnit: z.number(),
      maxMultiplier: z.number(),
      /** The odds range the console accepts (returns between RETURN_MIN and RETURN_MAX); null for a pay table. */
      minOdds: z.number().nullable(),
      maxOdds: z.number().nullable(),
      /** What the default odds return to players, 0–1 (a pay table: its best row). */
      return: z.number(),
    }),
  ),
});
