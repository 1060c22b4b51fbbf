import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  agentPayloadSchema,
  knownIpsPageSchema,
  knownIpsQuerySchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  MEMBER_EXPORT_MAX_ROWS,
  memberActionValueSchema,
  memberBetParamsSchema,
  memberBetsPageSchema,
  memberBetsQuerySchema,
  memberDepositsPageSchema,
  memberDepositsQuerySchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberNotesPageSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberSessionsPageSchema,
  memberSessionsQuerySchema,
  memberWithdrawalsPageSchema,
  memberWithdrawalsQuerySchema,
  notePayloadSchema,
  notesQuerySchema,
  passwordResetValueSchema,
  twoStepUnbindValueSchema,
  reasonPayloadSchema,
  freezePayloadSchema,
  type FreezePayload,
  securityEventsPageSchema,
  securityEventsQuerySchema,
} from '@portal/shared/contracts/member-admin';
import { envelopeOf } from '@portal/shared/envelope';
import { roundDetailValueSchema } from '@portal/shared/contracts/records';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { providersModule } from '../providers/providers.registry.ts';
import { publicOrigin } from '../../platform/public-url.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { fourEyesFor } from '../operators/four-eyes.ts';
import { approvalSchema } from '@portal/shared/contracts/operators';
import { createMemberAdminQueries, type Slice } from './member-admin.queries.ts';
import {
  betsList,
  depositsList,
  knownIpsList,
  ledgerList,
  MEMBER_CSV,
  notesList,
  presentDetail,
  presentSummary,
  securityEventsList,
  sessionsList,
  withdrawalsList,
  type ListPresenter,
} from './member-admin.presenter.ts';
import { createMemberAdminService, type Actor, type Change } from './member-admin.service.ts';
import { createMemberSearch } from './member-search.ts';

const BASE = '/admin/api/members';

interface Paging {
  page: number;
  pageSize: number;
  format: 'json' | 'csv';
}
/** A list's query without its paging: the filters the list's load takes. */
type ListFilter<Q extends z.ZodObject> = Omit<z.output<Q>, keyof Paging>;
const EXPORT: Slice = { limit: MEMBER_EXPORT_MAX_ROWS, offset: 0, withTotal: false };
const sliceOf = (page: number, pageSize: number): Slice => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
  withTotal: true,
});

/**
 * The back office's members: support and finance search and read every member's page; support
 * resets passwords and second factors; both freeze, write notes and set agents and uplines.
 * Money stays with the calls that move it (adjustments and turnover: finance only).
 */
export async function memberAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const queries = createMemberAdminQueries(ctx.db, () => ctx.clock.now());
  const search = createMemberSearch(ctx.db);
  const providers = providersModule(ctx);
  const service = createMemberAdminService(ctx);
  const base = { tags: ['admin'], security: bearerSecurity };
  const staff = { onRequest: requireOperator(ctx, ['support', 'finance']) };
  // Compliance reads a member (search, the page and its lists) to judge limits, KYC and alerts;
  // it changes nothing here.
  const readers = { onRequest: requireOperator(ctx, ['support', 'finance', 'compliance']) };
  const supportOnly = { onRequest: requireOperator(ctx, ['support']) };

  const actor = (request: FastifyRequest): Actor => ({
    id: request.operator!.subjectId,
    username: request.operator!.username,
  });

  async function detail(memberId: number) {
    const [row, extras, settings] = await Promise.all([
      queries.member(memberId),
      queries.extras(memberId),
      ctx.settings.get(),
    ]);
    return presentDetail(row, extras, queries.contactsOf(row), settings.currency);
  }

  /** The member after an action, with the action's before and after in the audit row. */
  async function answer(request: FastifyRequest, memberId: number, result: { sessionsEnded: number; change: Change }) {
    auditChange(request, { subject: `member:${memberId}`, ...result.change });
    return { member: await detail(memberId), sessionsEnded: result.sessionsEnded };
  }

  r.get(
    BASE,
    {
      ...readers,
      schema: {
        ...base,
        summary:
          'Members by username (contains), mobile, e-mail (contains), id, IP (registration, last sign-in, any session or known address) or referral code; status and type filters; format=csv',
        querystring: memberSearchQuerySchema,
        response: { 200: envelopeOf(memberSearchPageSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filter } = request.query;
      const { code } = (await ctx.settings.get()).currency;
      if (format === 'csv') {
        const { rows } = await search.page(filter, code, MEMBER_EXPORT_MAX_ROWS, 0, false);
        return sendCsv(reply, 'members.csv', toCsv(MEMBER_CSV, rows.map(presentSummary)));
      }
      const { rows, total } = await search.page(filter, code, pageSize, (page - 1) * pageSize);
      return ok({ items: rows.map(presentSummary), page, pageSize, total });
    },
  );

  r.get(
    `${BASE}/:memberId`,
    {
      ...readers,
      schema: {
        ...base,
        summary: "A member's profile, wallets, turnover, second factors, downlines and live sessions",
        params: memberIdParamsSchema,
        response: { 200: envelopeOf(memberDetailSchema) },
      },
    },
    async (request) => ok(await detail(request.params.memberId)),
  );

  /** One of a member's lists: a page, or every row as CSV; 404 for an unknown member. */
  function memberList<Q extends z.ZodObject, Row, Item>(
    name: string,
    options: {
      summary: string;
      querystring: Q;
      response: z.ZodType;
      load: (memberId: number, filter: ListFilter<Q>, slice: Slice) => Promise<{ rows: Row[]; total: number }>;
      presenter: () => ListPresenter<Row, Item>;
      extra?: (memberId: number) => Promise<Record<string, unknown>>;
    },
  ) {
    r.get(
      `${BASE}/:memberId/${name}`,
      {
        ...readers,
        schema: {
          ...base,
          summary: `${options.summary}; format=csv`,
          params: memberIdParamsSchema,
          querystring: options.querystring,
          response: { 200: envelopeOf(options.response) },
        },
      },
      async (request, reply: FastifyReply) => {
        // The generic querystring hides the params' type from the provider; the schema checked them.
        const { memberId } = request.params as z.output<typeof memberIdParamsSchema>;
        await queries.member(memberId);
        const { page, pageSize, format, ...rest } = request.query as Paging;
        const filter = rest as ListFilter<Q>;
        const presenter = options.presenter();
        if (format === 'csv') {
          const { rows } = await options.load(memberId, filter, EXPORT);
          return sendCsv(reply, `member-${memberId}-${name}.csv`, toCsv(presenter.csv, rows.map(presenter.present)));
        }
        const { rows, total } = await options.load(memberId, filter, sliceOf(page, pageSize));
        const extra = options.extra ? await options.extra(memberId) : {};
        return ok({ items: rows.map(presenter.present), page, pageSize, total, ...extra });
      },
    );
  }

  memberList('ledger', {
    summary: "Entries of the member's wallets, newest first: kind, amount and balance after (wallet, kind filters)",
    querystring: ledgerQuerySchema,
    response: ledgerPageSchema,
    load: (id, filter, slice) => queries.ledger(id, filter, slice),
    presenter: () => ledgerList,
    extra: async (id) => ({ kinds: await queries.ledgerKinds(id) }),
  });
  memberList('bets', {
    summary:
      "The member's bets (bet_records), newest first, with the wallet balance before and after each round (status, game filters)",
    querystring: memberBetsQuerySchema,
    response: memberBetsPageSchema,
    load: (id, filter, slice) => queries.bets(id, filter, slice),
    presenter: () => betsList((bet) => providers.offersRoundDetail(bet)),
    extra: async (id) => ({ games: await queries.betGameCodes(id) }),
  });

  r.get(
    `${BASE}/:memberId/bets/:betId/round-detail`,
    {
      ...readers,
      schema: {
        ...base,
        summary:
          "The provider's own page of one of the member's settled rounds (what it drew): a fresh short-lived link",
        params: memberBetParamsSchema,
        response: { 200: envelopeOf(roundDetailValueSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { memberId, betId } = request.params;
      const member = await queries.member(memberId);
      const url = await providers.roundDetail(member, betId, {
        language: request.language,
        returnUrl: publicOrigin(ctx.env, app.server),
      });
      return ok({ url });
    },
  );
  memberList('deposits', {
    summary: "The member's deposit orders, newest first (status filter)",
    querystring: memberDepositsQuerySchema,
    response: memberDepositsPageSchema,
    load: (id, filter, slice) => queries.deposits(id, filter, slice),
    presenter: () => depositsList,
  });
  memberList('withdrawals', {
    summary: "The member's withdrawals, newest first (status filter)",
    querystring: memberWithdrawalsQuerySchema,
    response: memberWithdrawalsPageSchema,
    load: (id, filter, slice) => queries.withdrawals(id, filter, slice),
    presenter: () => withdrawalsList,
  });
  memberList('sessions', {
    summary: "The member's sessions: address, browser, started, last seen, revoked (state filter live/ended)",
    querystring: memberSessionsQuerySchema,
    response: memberSessionsPageSchema,
    load: (id, filter, slice) => queries.sessions(id, filter, slice),
    presenter: () => sessionsList(ctx.clock.now()),
  });
  memberList('known-ips', {
    summary: 'Addresses the member signed in from after every check, most recent first',
    querystring: knownIpsQuerySchema,
    response: knownIpsPageSchema,
    load: (id, _filter, slice) => queries.knownIps(id, slice),
    presenter: () => knownIpsList,
  });
  memberList('security-events', {
    summary: "The member's security events (sign-ins, changes, operators' actions), newest first (kind filter)",
    querystring: securityEventsQuerySchema,
    response: securityEventsPageSchema,
    load: (id, filter, slice) => queries.securityEvents(id, filter, slice),
    presenter: () => securityEventsList,
  });
  memberList('notes', {
    summary: "Operators' notes on the member and the reasons of their actions, newest first",
    querystring: notesQuerySchema,
    response: memberNotesPageSchema,
    load: (id, _filter, slice) => queries.notes(id, slice),
    presenter: () => notesList,
  });

  r.post(
    `${BASE}/:memberId/notes`,
    {
      ...staff,
      schema: {
        ...base,
        summary: 'Add a note (append-only: a note is never edited or removed)',
        params: memberIdParamsSchema,
        body: notePayloadSchema,
        response: { 200: envelopeOf(memberNotesPageSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      await service.addNote(memberId, request.body.body, actor(request));
      auditChange(request, { subject: `member:${memberId}`, after: { note: request.body.body } });
      const { rows, total } = await queries.notes(memberId, sliceOf(1, 20));
      return ok({ items: rows.map(notesList.present), page: 1, pageSize: 20, total });
    },
  );

  for (const frozen of [true, false]) {
    r.post(
      `${BASE}/:memberId/${frozen ? 'freeze' : 'unfreeze'}`,
      {
        ...staff,
        schema: {
          ...base,
          summary: frozen
            ? 'Freeze: no sign-in, no member call, no game; every open session ends now (reason required; playerMessage shown to the player with ACCOUNT_FROZEN)'
            : 'Unfreeze: the member may sign in again (reason required)',
          params: memberIdParamsSchema,
          body: frozen ? freezePayloadSchema : reasonPayloadSchema,
          response: { 200: envelopeOf(memberActionValueSchema) },
        },
      },
      async (request) => {
        const { memberId } = request.params;
        const { reason, playerMessage } = request.body as FreezePayload;
        const result = await service.setFrozen(memberId, frozen, reason, actor(request), playerMessage || null);
        return ok(await answer(request, memberId, result));
      },
    );
  }

  r.post(
    `${BASE}/:memberId/password-reset`,
    {
      ...supportOnly,
      schema: {
        ...base,
        summary:
          "Sends a single-use reset code to the member's verified e-mail (else verified mobile); the operator sees only where it went (reason required; 409 MEMBER_CONTACT_UNPROVEN without one)",
        params: memberIdParamsSchema,
        body: reasonPayloadSchema,
        response: { 200: envelopeOf(passwordResetValueSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      const result = await service.sendPasswordReset(memberId, request.body.reason, actor(request), request.ip);
      return ok({ ...(await answer(request, memberId, result)), sentTo: result.sentTo });
    },
  );

  r.post(
    `${BASE}/:memberId/two-step/unbind`,
    {
      ...supportOnly,
      schema: {
        ...base,
        summary:
          "Asks a second support operator to remove the member's authenticator app and recovery codes (four-eyes; reason required); withdrawals then wait the brand's recovery hold",
        params: memberIdParamsSchema,
        body: reasonPayloadSchema,
        response: { 200: envelopeOf(twoStepUnbindValueSchema) },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      const result = await service.requestTwoStepUnbind(
        memberId,
        request.body.reason,
        actor(request),
        request.operator!,
      );
      return ok({ ...(await answer(request, memberId, result)), approvalId: result.approvalId });
    },
  );

  r.put(
    `${BASE}/:memberId/agent`,
    {
      ...staff,
      schema: {
        ...base,
        summary:
          "Set the member's type (0 player, agent 1, 2, 41, 42) and upline (a username, or null); a trial account, a loop or the member itself is refused; moving a member who has an upline answers 202 with the request a second operator approves",
        params: memberIdParamsSchema,
        body: agentPayloadSchema,
        response: { 200: envelopeOf(memberActionValueSchema), 202: envelopeOf(approvalSchema) },
      },
    },
    async (request, reply) => {
      const { memberId } = request.params;
      const result = await service.setAgent(memberId, request.body, actor(request), request.operator!);
      if (result.status === 'pending') {
        return reply.code(202).send(ok(await fourEyesFor(ctx).get(result.approvalId)));
      }
      return ok(await answer(request, memberId, result));
    },
  );
}
