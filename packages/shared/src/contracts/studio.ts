import { z } from 'zod';
import { INHOUSE_GAMES } from './seamless.ts';

/*
 * The in-house studio's own API (/studio/api/...), used by its game pages inside the /game iframe
 * and by the public verification page (docs/decisions/015-in-house-studio.md). The player is named
 * by the launch token the portal gave the game; money moves only through the portal's seamless
 * protocol, so every answer that moved money carries the portal's balance.
 */

export const studioGameSchema = z.enum(INHOUSE_GAMES);

/** Stakes in minor units of the player's currency. */
export const STUDIO_MAX_STAKE_MINOR = 1_000_000_00;
export const STUDIO_HISTORY_PAGE_SIZE = 20;

const stakeMinor = z.number().int().positive().max(STUDIO_MAX_STAKE_MINOR);
const token = z.string().min(1).max(100);
const roundId = z.string().regex(/^[a-z0-9-]{8,40}$/);
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/);
const serverSeed = z.string().regex(/^[0-9a-f]{64}$/);

export const diceParamsSchema = z
  .object({ target: z.number().int().min(0).max(9_999), direction: z.enum(['under', 'over']) })
  .strict();
export const baccaratParamsSchema = z.object({ bet: z.enum(['banker', 'player', 'tie']) }).strict();
export const minesParamsSchema = z.object({ mines: z.number().int().min(1).max(24) }).strict();
export const slotParamsSchema = z.object({}).strict();

/** A game and its parameters (the slot has none). */
export const studioGameParamsSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('lotus-slot'), params: slotParamsSchema.default({}) }),
  z.object({ game: z.literal('dice'), params: diceParamsSchema }),
  z.object({ game: z.literal('baccarat'), params: baccaratParamsSchema }),
  z.object({ game: z.literal('mines'), params: minesParamsSchema }),
]);
export type StudioGameParams = z.infer<typeof studioGameParamsSchema>;

export const tokenQuerySchema = z.object({ token });
export const roundParamsSchema = z.object({ roundId });

export const playRoundPayloadSchema = z.intersection(z.object({ token, stakeMinor }), studioGameParamsSchema);
export const revealPayloadSchema = z.object({ token, tile: z.number().int().min(0).max(24) }).strict();
export const tokenPayloadSchema = z.object({ token }).strict();
export const clientSeedPayloadSchema = z.object({ token, clientSeed: clientSeedSchema }).strict();
export const historyQuerySchema = z.object({
  token,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const seedStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});

export const roundStatusSchema = z.enum([
  'betting',
  'open',
  'settling',
  'settled',
  'refused',
  'rolling_back',
  'rolled_back',
]);

export const studioRoundSchema = z.object({
  roundId: z.string(),
  game: studioGameSchema,
  variant: z.string(),
  params: z.record(z.string(), z.unknown()),
  /** The outcome; a mines round in play shows only its revealed tiles. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
  reveals: z.array(z.number().int()),
  currency: z.string(),
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int().nullable(),
  status: roundStatusSchema,
  serverSeedHash: z.string(),
  /** Known once the seed was rotated; until then the round can be verified later. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

export const roundAnswerSchema = z.object({
  round: studioRoundSchema,
  /** The portal's balance after the round's last money call, in minor units. */
  balanceMinor: z.number().int().nullable(),
  seed: seedStateSchema,
});

export const sessionSchema = z.object({
  game: studioGameSchema,
  variant: z.string(),
  language: z.string(),
  currency: z.string(),
  balanceMinor: z.number().int(),
  seed: seedStateSchema,
  /** A mines round in play, to continue. */
  openRound: studioRoundSchema.nullable(),
  maxStakeMinor: z.number().int(),
  /** Where the game's exit leads. */
  returnUrl: z.string().nullable(),
});

export const rotationSchema = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with it: nonces 0 .. nextNonce − 1. */
    nextNonce: z.number().int(),
  }),
  current: seedStateSchema,
});

export const historyPageSchema = z.object({
  rounds: z.array(studioRoundSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** The public verification: anyone may recompute a round from its seeds. */
export const verifyPayloadSchema = z.intersection(
  z.object({
    serverSeed,
    clientSeed: clientSeedSchema,
    nonce: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    variant: z.string().min(1).max(20).optional(),
    /** Mines: the tiles the player revealed, to recompute the payout. */
    reveals: z.array(z.number().int().min(0).max(24)).max(24).optional(),
    stakeMinor: stakeMinor.optional(),
  }),
  studioGameParamsSchema,
);
export const verifyAnswerSchema = z.object({
  serverSeedHash: z.string(),
  game: studioGameSchema,
  variant: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  /** The payout multiplier as num / den (0 when lost). */
  multiplierNum: z.number(),
  multiplierDen: z.number(),
  payoutMinor: z.number().int().nullable(),
});

export const studioVariantSchema = z.object({
  variant: z.string(),
  /** Exact theoretical RTP per bet ('all' for games with one): a 10-place decimal and basis points. */
  rtps: z.array(z.object({ bet: z.string(), rtp: z.string(), rtpBps: z.number().int() })),
});
export const studioGameSettingsSchema = z.object({
  game: studioGameSchema,
  variant: z.string(),
  variants: z.array(studioVariantSchema),
});
export const studioSettingsPayloadSchema = z.object({ variant: z.string().min(1).max(20) }).strict();
export const studioGameParamSchema = z.object({ game: studioGameSchema });

/** The slot's symbols by index, as its outcome's grids name them (server games/slot-rules.ts). */
export const STUDIO_SLOT_SYMBOLS = ['WILD', 'SCATTER', 'LOTUS', 'KOI', 'LANTERN', 'A', 'K', 'Q', 'J', 'TEN'] as const;

/** A launch URL's query: what the game page reads and sends to POST /studio/api/session. */
export interface StudioLaunch {
  token: string;
  player: string | null;
  currency: string | null;
  lang: string | null;
  sig: string | null;
}

export type StudioSession = z.infer<typeof sessionSchema>;
export type StudioRoundAnswer = z.infer<typeof roundAnswerSchema>;
export type StudioSeedState = z.infer<typeof seedStateSchema>;
export type StudioRotation = z.infer<typeof rotationSchema>;
export type StudioHistoryPage = z.infer<typeof historyPageSchema>;
export type StudioVerifyAnswer = z.infer<typeof verifyAnswerSchema>;
export type StudioVerifyPayload = z.input<typeof verifyPayloadSchema>;
