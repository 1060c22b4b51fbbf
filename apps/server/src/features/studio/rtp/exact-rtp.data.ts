/*
 * The exact enumerations' results, kept so the server can show a variant's RTP without walking
 * 24 million stop combinations on a request. `npm run rtp` recomputes them and says if they differ;
 * test/studio-rtp.test.ts fails when they do.
 */

/** enumerateSlot(variant): the sums over all 30^5 stop combinations (hits: combinations that pay). */
export const SLOT_ENUMERATION = {
  rtp96: { combinations: 24_300_000, totalUnits: 371_226_800, triggers: 208_008, hits: 13_034_817 },
  rtp94: { combinations: 24_300_000, totalUnits: 363_495_200, triggers: 208_008, hits: 13_057_182 },
  rtp92: { combinations: 24_300_000, totalUnits: 355_768_400, triggers: 208_008, hits: 13_202_802 },
} as const;

/** enumerateBaccarat(): numerators over 416 × 415 × 414 × 413 × 412 × 411. */
export const BACCARAT_ODDS = {
  banker: 2_292_252_566_437_888n,
  player: 2_230_518_282_592_256n,
  tie: 475_627_426_473_216n,
  den: 4_998_398_275_503_360n,
} as const;
