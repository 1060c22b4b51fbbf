import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CONTRACT_FLAGS,
  isAgentMemberType,
  type ContractKind,
  type ContractTerms,
  type ContractView,
} from '@portal/shared/contracts/agents';
import type { BrandSettings } from '@portal/shared/settings';
import type { AgentCycle } from '../../../db/column-types.ts';
import type { AgentContracts, DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { uniqueViolation } from '../../../db/unique-violation.ts';
import { apiTiers, exceeds, storedTiers } from './tiers.ts';

type Row = Selectable<AgentContracts> & { member_username: string; offered_by_username: string | null };

const CYCLE_OF_SALARY = { daily_salary: 'daily', hourly_salary: 'hourly', realtime_salary: 'realtime' } as const;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Contracts between an agent and a direct downline agent (or the platform and an agent). An agent
 * offers only what its own contract of the kind gives (same basis and cycle, no tier above its own
 * rate at any team figure); the downline accepts or rejects; either side terminates. Accepting a
 * contract below what the member itself gives its downlines ends those contracts, once confirmed.
 */
export function createContracts(deps: { db: Kysely<DB>; clock: Clock; settings: () => Promise<BrandSettings> }) {
  const { db, clock } = deps;

  const rows = (trx: Kysely<DB> = db) =>
    trx
      .selectFrom('agent_contracts as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .leftJoin('members as o', 'o.id', 'c.offered_by')
      .selectAll('c')
      .select(['m.username as member_username', 'o.username as offered_by_username']);

  const present = (row: Row, decimals: number): ContractView => ({
    id: row.id,
    kind: row.kind,
    basis: row.basis,
    tiers: apiTiers(row.tiers, row.basis, decimals),
    cycle: row.cycle,
    rollover: row.rollover,
    status: row.status,
    payer: row.payer,
    member: { id: row.member_id, username: row.member_username },
    offeredBy: row.offered_by === null ? null : { id: row.offered_by, username: row.offered_by_username ?? '' },
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    terminatedAt: iso(row.terminated_at),
    terminatedReason: row.terminated_reason,
  });

  async function brand(kind: ContractKind) {
    const settings = await deps.settings();
    if (!settings.flags[CONTRACT_FLAGS[kind]]) throw new AppError('FORBIDDEN');
    return settings;
  }

  function cycleOf(terms: ContractTerms): AgentCycle {
    if (terms.kind === 'dividend') return terms.cycle ?? 'monthly';
    return CYCLE_OF_SALARY[terms.kind];
  }

  type OfferRow = Parameters<ReturnType<typeof db.insertInto<'agent_contracts'>>['values']>[0];
  async function insertOffer(values: OfferRow, trx: Kysely<DB> = db) {
    try {
      return await trx.insertInto('agent_contracts').values(values).returning('id').executeTakeFirstOrThrow();
    } catch (error) {
      // One open offer of a kind per member at a time.
      if (uniqueViolation(error) === 'agent_contracts_offer_idx') throw new AppError('CONTRACT_NOT_AVAILABLE');
      throw error;
    }
  }

  async function one(id: number, decimals: number) {
    return present((await rows().where('c.id', '=', id).executeTakeFirstOrThrow()) as Row, decimals);
  }

  async function offerable(memberId: number) {
    const member = await db
      .selectFrom('members')
      .select(['id', 'type', 'status', 'upline_id'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member || !isAgentMemberType(member.type) || member.status !== 'active')
      throw new AppError('VALIDATION_FAILED', { value: { fields: { memberId: 'INVALID_VALUE' } } });
    return member;
  }

  return {
    async list(memberId: number) {
      const { currency } = await deps.settings();
      const [mine, offered] = await Promise.all([
        rows()
          .where('c.member_id', '=', memberId)
          .where((eb) =>
            eb.or([
              eb('c.status', 'in', ['offered', 'active']),
              eb('c.terminated_at', '>', sql<Date>`now() - interval '90 days'`),
            ]),
          )
          .orderBy('c.id', 'desc')
          .execute(),
        rows()
          .where('c.offered_by', '=', memberId)
          .where('c.status', 'in', ['offered', 'active'])
          .orderBy('c.id', 'desc')
          .execute(),
      ]);
      return {
        mine: (mine as Row[]).map((r) => present(r, currency.decimals)),
        offered: (offered as Row[]).map((r) => present(r, currency.decimals)),
      };
    },

    /** The spec's consolidated contract data: per kind 0 none, 1 an offer waits, 2 active. */
    async consolidated(memberId: number) {
      const { currency } = await deps.settings();
      const live = (await rows()
        .where('c.member_id', '=', memberId)
        .where('c.status', 'in', ['offered', 'active'])
        .orderBy('c.id')
        .execute()) as Row[];
      const state = (kind: ContractKind) =>
        live.some((c) => c.kind === kind && c.status === 'active') ? 2 : live.some((c) => c.kind === kind) ? 1 : 0;
      return {
        dailysalreqtype: state('daily_salary'),
        divtypereq: state('dividend'),
        contracthoursalreq: state('hourly_salary'),
        realtimesalreqtype: state('realtime_salary'),
        contracts: live.map((r) => present(r, currency.decimals)),
      };
    },

    /**
     * The spec's per-kind contract call (hourly and real-time salary are POSTs there): the
     * consolidated state of one kind, 0 none, 1 an offer waits, 2 active, and its contracts.
     * FORBIDDEN while the brand has the kind off.
     */
    async ofKind(memberId: number, kind: ContractKind) {
      const { currency } = await brand(kind);
      const live = (await rows()
        .where('c.member_id', '=', memberId)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', ['offered', 'active'])
        .orderBy('c.id')
        .execute()) as Row[];
      const state = live.some((c) => c.status === 'active') ? 2 : live.length > 0 ? 1 : 0;
      return { kind, state, contracts: live.map((r) => present(r, currency.decimals)) };
    },

    /** An agent's offer to a direct downline agent, within the agent's own contract of the kind. */
    async offer(agentId: number, memberId: number, terms: ContractTerms) {
      const settings = await brand(terms.kind);
      const member = await offerable(memberId);
      if (member.upline_id !== agentId)
        throw new AppError('VALIDATION_FAILED', { value: { fields: { memberId: 'INVALID_VALUE' } } });
      const tiers = storedTiers(terms.tiers, terms.basis, settings.currency.decimals);
      const own = await db
        .selectFrom('agent_contracts')
        .selectAll()
        .where('member_id', '=', agentId)
        .where('kind', '=', terms.kind)
        .where('status', '=', 'active')
        .executeTakeFirst();
      const cycle = cycleOf(terms);
      if (!own) throw new AppError('CONTRACT_RATE_ABOVE_OWN', { value: { reason: 'NO_CONTRACT' } });
      if (own.basis !== terms.basis || own.cycle !== cycle)
        throw new AppError('CONTRACT_RATE_ABOVE_OWN', {
          value: { reason: 'TERMS_DIFFER', basis: own.basis, cycle: own.cycle },
        });
      if (exceeds(tiers, own.tiers)) throw new AppError('CONTRACT_RATE_ABOVE_OWN', { value: { reason: 'RATE' } });
      const { id } = await insertOffer({
        kind: terms.kind,
        member_id: memberId,
        offered_by: agentId,
        basis: terms.basis,
        tiers: JSON.stringify(tiers),
        cycle,
        rollover: terms.kind === 'dividend' && terms.rollover,
        payer: settings.agents.downlinePayer,
      });
      return one(id, settings.currency.decimals);
    },

    /**
     * The platform's offer as a row, checked (the brand's switch, an active agent) outside any
     * transaction: written now, or by a second finance operator's approval (four-eyes).
     */
    async preparePlatformOffer(memberId: number, terms: ContractTerms): Promise<OfferRow> {
      const settings = await brand(terms.kind);
      await offerable(memberId);
      const tiers = storedTiers(terms.tiers, terms.basis, settings.currency.decimals);
      return {
        kind: terms.kind,
        member_id: memberId,
        offered_by: null,
        basis: terms.basis,
        tiers: JSON.stringify(tiers),
        cycle: cycleOf(terms),
        rollover: terms.kind === 'dividend' && terms.rollover,
        payer: 'platform',
      };
    },

    /** Writes a prepared platform offer in the caller's transaction; answers its id. */
    async insertPlatformOfferIn(trx: Kysely<DB>, row: OfferRow): Promise<number> {
      return (await insertOffer(row, trx)).id;
    },

    /** The platform's offer to an agent (from the back office), paid by the platform. */
    async platformOffer(memberId: number, terms: ContractTerms) {
      const { id } = await insertOffer(await this.preparePlatformOffer(memberId, terms));
      return one(id, (await deps.settings()).currency.decimals);
    },

    /**
     * The downline accepts: the contract becomes active and replaces its active one of the kind.
     * Contracts the member gives its own downlines above the new rates end with it, once the
     * member has confirmed (409 CONTRACT_CONFIRM_REQUIRED lists them first).
     */
    async accept(memberId: number, id: number, confirm: boolean) {
      const { currency } = await deps.settings();
      // The brand's switch is read before the transaction: on the embedded database (one
      // connection) a read outside a transaction while it is open would wait for it forever.
      const offered = await db.selectFrom('agent_contracts').select('kind').where('id', '=', id).executeTakeFirst();
      if (offered) await brand(offered.kind);
      await db.transaction().execute(async (trx) => {
        const contract = await trx
          .selectFrom('agent_contracts')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!contract || contract.member_id !== memberId || contract.status !== 'offered')
          throw new AppError('CONTRACT_NOT_AVAILABLE');
        const given = await trx
          .selectFrom('agent_contracts as c')
          .innerJoin('members as m', 'm.id', 'c.member_id')
          .select(['c.id', 'c.tiers', 'c.status', 'm.username'])
          .where('c.offered_by', '=', memberId)
          .where('c.kind', '=', contract.kind)
          .where('c.status', 'in', ['offered', 'active'])
          .forUpdate()
          .execute();
        const above = given.filter((c) => exceeds(c.tiers, contract.tiers));
        if (above.length > 0 && !confirm)
          throw new AppError('CONTRACT_CONFIRM_REQUIRED', {
            value: { terminates: above.map((c) => ({ contractId: c.id, username: c.username })) },
          });
        const now = clock.now();
        for (const c of above)
          await trx
            .updateTable('agent_contracts')
            .set({
              status: c.status === 'active' ? 'terminated' : 'withdrawn',
              terminated_at: now,
              terminated_reason: 'upline_rate_lowered',
            })
            .where('id', '=', c.id)
            .execute();
        await trx
          .updateTable('agent_contracts')
          .set({ status: 'terminated', terminated_at: now, terminated_reason: 'replaced' })
          .where('member_id', '=', memberId)
          .where('kind', '=', contract.kind)
          .where('status', '=', 'active')
          .execute();
        await trx
          .updateTable('agent_contracts')
          .set({ status: 'active', decided_at: now })
          .where('id', '=', id)
          .execute();
      });
      return one(id, currency.decimals);
    },

    async reject(memberId: number, id: number) {
      const { currency } = await deps.settings();
      const done = await db
        .updateTable('agent_contracts')
        .set({ status: 'rejected', decided_at: clock.now() })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('status', '=', 'offered')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new AppError('CONTRACT_NOT_AVAILABLE');
      return one(id, currency.decimals);
    },

    /**
     * Either side ends an active contract; the offerer withdraws an offer. `by` null: an operator.
     * A period that ends after the termination pays nothing on it.
     */
    async terminate(by: number | null, id: number) {
      const { currency } = await deps.settings();
      const contract = await db.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirst();
      const party = by === null || contract?.member_id === by || contract?.offered_by === by;
      const withdraw = contract?.status === 'offered' && (by === null || contract.offered_by === by);
      if (!contract || !party || !(contract.status === 'active' || withdraw))
        throw new AppError('CONTRACT_NOT_AVAILABLE');
      const done = await db
        .updateTable('agent_contracts')
        .set({
          status: withdraw ? 'withdrawn' : 'terminated',
          terminated_at: clock.now(),
          terminated_reason: by === null ? 'operator' : by === contract.member_id ? 'holder' : 'offerer',
        })
        .where('id', '=', id)
        .where('status', '=', contract.status)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new AppError('CONTRACT_NOT_AVAILABLE');
      return one(id, currency.decimals);
    },

    async adminList(query: { status?: string; kind?: ContractKind; page: number; pageSize: number }) {
      const { currency } = await deps.settings();
      let q = rows();
      if (query.status) q = q.where('c.status', '=', query.status as Row['status']);
      if (query.kind) q = q.where('c.kind', '=', query.kind);
      const list = (await q
        .orderBy('c.id', 'desc')
        .limit(query.pageSize + 1)
        .offset((query.page - 1) * query.pageSize)
        .execute()) as Row[];
      return {
        list: list.slice(0, query.pageSize).map((r) => present(r, currency.decimals)),
        page: query.page,
        hasMore: list.length > query.pageSize,
      };
    },
  };
}

export type Contracts = ReturnType<typeof createContracts>;
