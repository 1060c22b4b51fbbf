/** Catalog rows for the operator's bulk call: `count` RNG slots of one vendor, node ids `<vendor>:g<n>`. */
export function bulkGames(vendor: string, count: number, prefix = 'g') {
  return Array.from({ length: count }, (_, i) => ({
    nodeId: `${vendor}:${prefix}${i + 1}`,
    vendor,
    gameCode: `${prefix}${i + 1}`,
    category: 'RNG' as const,
    name: { en: `Reel ${prefix}${i + 1}` },
    gameType: 'RNG',
    gameClassify: 'SLOT',
    minBet: 0.2,
    minLineNum: 20,
    position: i + 1,
  }));
}
