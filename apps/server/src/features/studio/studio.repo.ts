import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, StudioRounds } from '../../db/schema.ts';
import type { StudioRoundStatus } from '../../db/column-types.ts';

export type StudioRoundRow = Selectable<StudioRounds>;
export type StudioSeedRow = Selectable<DB['studio_seeds']>;
/** A round about to be written with its nonce, before any money moves. */
export type NewRound = Pick<
  StudioRoundRow,
  | 'id'
  | 'player_id'
  | 'seed_id'
  | 'nonce'
  | 'game_code'
  | 'variant'
  | 'params'
  | 'outcome'
  | 'currency'
  | 'stake_minor'
  | 'created_at'
>;
type Db = Kysely<DB> | Transaction<DB>;

export interface StudioSession {
  playerId: number;
  portalPlayerId: string;
  currency: string;
  game: string;
  language: string;
  returnUrl: string | null;
  expiresAt: Date;
}

/** The only code that writes SQL for the studio's tables; it never touches the portal's. */
export function createStudioRepo(db: Kysely<DB>) {
  return {
    async ensurePlayer(portalPlayerId: string, currency: string): Promise<number> {
      await db
        .insertInto('studio_players')
        .values({ portal_player_id: portalPlayerId, currency })
        .onConflict((oc) => oc.columns(['portal_player_id', 'currency']).doNothing())
        .execute();
      const row = await db
        .selectFrom('studio_players')
        .select('id')
        .where('portal_player_id', '=', portalPlayerId)
        .where('currency', '=', currency)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Records a launch's session; the same token again keeps the first (a page reload). */
    async openSession(values: Insertable<DB['studio_sessions']>): Promise<void> {
      await db
        .insertInto('studio_sessions')
        .values(values)
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },

    async session(tokenHash: Buffer, now: Date): Promise<StudioSession | undefined> {
      const row = await db
        .selectFrom('studio_sessions as s')
        .innerJoin('studio_players as p', 'p.id', 's.player_id')
        .select([
          's.player_id',
          'p.portal_player_id',
          'p.currency',
          's.game_code',
          's.language',
          's.return_url',
          's.expires_at',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      return (
        row && {
          playerId: row.player_id,
          portalPlayerId: row.portal_player_id,
          currency: row.currency,
          game: row.game_code,
          language: row.language,
          returnUrl: row.return_url,
          expiresAt: new Date(row.expires_at),
        }
      );
    },

    activeSeed: (playerId: number, trx: Db = db) =>
      trx
        .selectFrom('studio_seeds')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('status', '=', 'active')
        .executeTakeFirst(),

    /** A new active seed pair unless the player has one (the partial unique index decides a race). */
    async insertSeed(
      trx: Db,
      values: {
        playerId: number;
        stored: { server_seed: Buffer | null; server_seed_sealed: string | null };
        serverSeedHash: string;
        clientSeed: string;
        now: Date;
      },
    ): Promise<void> {
      const { server_seed, server_seed_sealed } = values.stored;
      await sql`insert into studio_seeds (player_id, server_seed, server_seed_sealed, server_seed_hash, client_seed, created_at)
        values (${values.playerId}, ${server_seed}, ${server_seed_sealed}, ${values.serverSeedHash}, ${values.clientSeed}, ${values.now})
        on conflict (player_id) where status = 'active' do nothing`.execute(trx);
    },

    /** Takes the next nonce of the player's active seed in one statement (no read-then-write). */
    reserveNonce: (trx: Db, playerId: number) =>
      trx
        .updateTable('studio_seeds')
        .set({ next_nonce: sql`next_nonce + 1` })
        .where('player_id', '=', playerId)
        .where('status', '=', 'active')
        .returning([
          'id',
          'server_seed',
          'server_seed_sealed',
          'server_seed_hash',
          'client_seed',
          sql<number>`next_nonce - 1`.as('nonce'),
        ])
        .executeTakeFirst(),

    /**
     * Reveals the active seed (locked, so no round takes a nonce from it meanwhile), storing it
     * clear: `clearSeed` opens the sealed one.
     */
    revealSeed: async (trx: Db, playerId: number, now: Date, clearSeed: (row: StudioSeedRow) => Promise<Buffer>) => {
      const active = await trx
        .selectFrom('studio_seeds')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      if (!active) return undefined;
      return trx
        .updateTable('studio_seeds')
        .set({ status: 'revealed', revealed_at: now, server_seed: await clearSeed(active), server_seed_sealed: null })
        .where('id', '=', active.id)
        .returningAll()
        .executeTakeFirst();
    },

    seedById: (id: number) => db.selectFrom('studio_seeds').selectAll().where('id', '=', id).executeTakeFirst(),

    seedsByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([] as StudioSeedRow[])
        : db.selectFrom('studio_seeds').selectAll().where('id', 'in', ids).execute(),

    /**
     * The round written with the nonce it takes, in one statement (decision 064), only while the
     * seed pair is still active at that nonce: nothing when a rotation, another instance or a
     * concurrent round moved it on. A unique violation (a round still open) undoes the nonce too.
     */
    insertRoundAtNonce: async (values: Insertable<StudioRounds> & { nonce: number; seed_id: number }) => {
      const result = await sql<StudioRoundRow>`
        with seed as (
          update studio_seeds set next_nonce = next_nonce + 1
          where id = ${values.seed_id} and status = 'active' and next_nonce = ${values.nonce}
          returning id
        )
        insert into studio_rounds
          (id, player_id, seed_id, nonce, game_code, variant, params, outcome, currency, stake_minor, status,
           created_at, updated_at)
        select ${values.id}, ${values.player_id}::bigint, seed.id, ${values.nonce}::int, ${values.game_code},
          ${values.variant}, ${JSON.stringify(values.params)}::jsonb, ${JSON.stringify(values.outcome)}::jsonb,
          ${values.currency}, ${values.stake_minor}::bigint, ${values.status}, ${values.created_at}::timestamptz,
          ${values.updated_at}::timestamptz
        from seed
        returning *`.execute(db);
      return result.rows[0];
    },

    /**
     * Instant rounds written in the portal's round batch (decision 065), each with the nonce it
     * takes, in one statement: a round is written only while its seed pair is still active at that
     * nonce. The ids of the rounds written.
     */
    async openRoundsAtNonce(trx: Db, rows: NewRound[]): Promise<Set<string>> {
      const input = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
      const result = await sql<{ id: string }>`
        with input as (
          select * from json_to_recordset(${JSON.stringify(input)}::json) as i(
            id text, player_id bigint, seed_id bigint, nonce int, game_code text, variant text, params jsonb,
            outcome jsonb, currency text, stake_minor bigint, created_at timestamptz)
        ), seed as (
          update studio_seeds s set next_nonce = s.next_nonce + 1
          from input i
          where s.id = i.seed_id and s.status = 'active' and s.next_nonce = i.nonce
          returning s.id, s.next_nonce - 1 as nonce
        )
        insert into studio_rounds
          (id, player_id, seed_id, nonce, game_code, variant, params, outcome, currency, stake_minor, status,
           created_at, updated_at)
        select i.id, i.player_id, i.seed_id, i.nonce, i.game_code, i.variant, i.params, i.outcome, i.currency,
          i.stake_minor, 'betting', i.created_at, i.created_at
        from input i join seed on seed.id = i.seed_id and seed.nonce = i.nonce
        returning id`.execute(trx);
      return new Set(result.rows.map((r) => r.id));
    },

    /** Instant rounds closed in the round batch's transaction: settled with the balance left, or refused. */
    async closeRounds(
      trx: Db,
      rounds: {
        id: string;
        status: 'settled' | 'refused';
        payout_minor: number | null;
        balance_after_minor: number | null;
        refusal_code: string | null;
        at: Date;
      }[],
    ): Promise<void> {
      if (rounds.length === 0) return;
      await sql`
        update studio_rounds r set status = i.status, payout_minor = i.payout_minor,
          balance_after_minor = i.balance_after_minor, refusal_code = i.refusal_code, updated_at = i.at,
          settled_at = case when i.status = 'settled' then i.at end
        from json_to_recordset(${JSON.stringify(rounds)}::json) as i(
          id text, status text, payout_minor bigint, balance_after_minor bigint, refusal_code text, at timestamptz)
        where r.id = i.id and r.status = 'betting'`.execute(trx);
    },

    insertRound: (trx: Db, values: Insertable<StudioRounds>) =>
      trx.insertInto('studio_rounds').values(values).returningAll().executeTakeFirstOrThrow(),

    /** Moves a round on only from the statuses given: the conditional update is the guard against doing it twice. */
    moveRound: (
      trx: Db,
      id: string,
      from: StudioRoundStatus[],
      set: Partial<{
        status: StudioRoundStatus;
        payout_minor: number;
        reveals: string;
        refusal_code: string;
        balance_after_minor: number;
        settled_at: Date;
        updated_at: Date;
        attempts: number;
      }>,
    ) =>
      trx
        .updateTable('studio_rounds')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', from)
        .returningAll()
        .executeTakeFirst(),

    /** One more failed try of a round's money call (`by` to give up at once). */
    countAttempt: (id: string, by = 1) =>
      db
        .updateTable('studio_rounds')
        .set({ attempts: sql`attempts + ${by}` })
        .where('id', '=', id)
        .execute(),

    round: (id: string, trx: Db = db) =>
      trx.selectFrom('studio_rounds').selectAll().where('id', '=', id).executeTakeFirst(),

    openMinesRound: (playerId: number) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('game_code', '=', 'mines')
        .where('status', '=', 'open')
        .executeTakeFirst(),

    hasUnfinishedRound: async (trx: Db, playerId: number) =>
      (await trx
        .selectFrom('studio_rounds')
        .select('id')
        .where('player_id', '=', playerId)
        .where('status', 'in', ['betting', 'open'])
        .executeTakeFirst()) !== undefined,

    /** Newest first; one more than a page, to tell whether there is another. */
    history: (playerId: number, page: number, pageSize: number) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute(),

    /** Rounds whose money call is unfinished and was last touched before `before`. */
    pending: (before: Date, limit: number) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where('status', 'in', ['betting', 'settling', 'rolling_back'])
        .where('updated_at', '<', before)
        .orderBy('updated_at')
        .limit(limit)
        .execute(),

    portalPlayerOf: (playerId: number) =>
      db
        .selectFrom('studio_players')
        .select(['portal_player_id', 'currency'])
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow(),

    variants: () => db.selectFrom('studio_settings').select(['game_code', 'variant']).execute(),

    setVariant: (game: string, variant: string, now: Date) =>
      db
        .insertInto('studio_settings')
        .values({ game_code: game, variant, updated_at: now })
        .onConflict((oc) => oc.column('game_code').doUpdateSet({ variant, updated_at: now }))
        .execute(),
  };
}

export type StudioRepo = ReturnType<typeof createStudioRepo>;
