/**
 * The clients' own record of what they asked and what they believe happened, kept apart from the
 * server's: the invariants compare the two after the run.
 */

/** A change the client expects on one of a player's wallets when its request moved money. */
export interface Effect {
  memberId: number;
  wallet: string;
  minor: number;
}

/**
 * moved: answered as done (the money moved once); refused: answered with an error (nothing moved);
 * unknown: never answered (at most once).
 */
export type Outcome = 'moved' | 'refused' | 'unknown';

export interface KeyRecord {
  /** The ledger's source and key for the request (unique together), or null for calls the ledger keys itself. */
  source: string | null;
  key: string;
  what: string;
  outcome: Outcome;
  effects: Effect[];
}

export function createBook() {
  const records: KeyRecord[] = [];
  const problems: string[] = [];
  const counts = new Map<string, number>();
  return {
    records,
    /** What went against expectation during the run (asserted empty afterwards, with the details). */
    problems,
    counts,
    add(record: KeyRecord) {
      records.push(record);
      const name = `${record.what}:${record.outcome}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return record;
    },
    count(name: string) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    },
    problem(text: string) {
      if (problems.length < 50) problems.push(text);
    },
  };
}

export type Book = ReturnType<typeof createBook>;
