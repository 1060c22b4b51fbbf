const EDGE_BPS: Record<string, number> = { rtp96: 400, rtp94: 600, rtp92: 800 };

const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
};

/** What cashing out after `safe` safe tiles pays per unit stake (the server's formula, games/mines.ts). */
export const minesMultiplier = (mines: number, safe: number, variant: string) =>
  ((1 - (EDGE_BPS[variant] ?? 400) / 10_000) * binomial(25, safe)) / binomial(25 - mines, safe);
