import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPromotionListQuerySchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  adminRaffleSchema,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGES_MAX,
  promotionApplicationPageSchema,
  promotionApplicationQuerySchema,
  promotionApplicationSchema,
  promotionBudgetInputSchema,
  promotionCostRowSchema,
  promotionInputSchema,
  promotionReviewSchema,
} from '@portal/shared/contracts/promotions';
import { reportOf, reportRangeQuerySchema, REPORT_TIME_ZONE } from '@portal/shared/contracts/reports';
import { approvalSchema } from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { toMinor } from '@portal/shared/money';
import type { AppContext } from '../../platform/context.ts';
import { sendCsv, toCsv } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { readImageFiles } from '../../platform/image-files.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditChange } from '../operators/audit-log.ts';
import { fourEyesFor, type MoneyAction } from '../operators/four-eyes.ts';
import { requireOperator } from '../operators/operator-guard.ts';
import { promotionTermsFor } from './promotion-terms.ts';
import {
  presentAdminPromotion,
  presentApplication,
  presentCostRow,
  presentPromotionRow,
  type PromotionApprovals,
} from './promotions-admin.presenter.ts';
import type { PromotionRow } from './promotions-admin.repo.ts';
import { createPromotionsAdminService } from './promotions-admin.service.ts';
import { rafflesModule } from './promotions.module.ts';

const BASE = '/admin/api/promotions';
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict();
const imageParams = z
  .object({
    id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    n: z.coerce
      .number()
      .int()
      .min(0)
      .max(PROMOTION_IMAGES_MAX - 1),
  })
  .strict();
const DAY_MS = 86_400_000;

/*
 * Roles: promotions are what players read, written by the content team (as banners and
 * announcements); their money terms take effect when finance approves them, and finance sets each
 * one's budget (decision 033). Applications are read by finance and support (support answers the member who
 * asks), decided by finance only: an approval sets the amount the member turns into bonus money,
 * like a balance adjustment. The cost report is a finance report.
 */
const WRITERS = ['content'] as const;
const QUEUE_READERS = ['finance', 'support'] as const;
const DECIDERS = ['finance'] as const;
const COST_READERS = ['finance'] as const;
/** A raffle's draw is read by who writes it and who pays it; either may run a due draw early (the seed decides it). */
const RAFFLE_DESK = ['content', 'finance'] as const;

/** The back office's promotion calls, and the public address of the images it uploads. */
export async function promotionsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  // One file more than allowed is read, so a second image is refused by name rather than cut off.
  await app.register(multipart, { limits: { fileSize: PROMOTION_IMAGE_MAX_BYTES, files: 2, fields: 10 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const terms = promotionTermsFor(ctx);
  const fourEyes = fourEyesFor(ctx);
  const service = createPromotionsAdminService({
    db: ctx.db,
    storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR),
    settings: {
      decimals: async () => (await ctx.settings.get()).currency.decimals,
      currency: async () => (await ctx.settings.get()).currency.code,
      defaultLanguage: async () => (await ctx.settings.get()).locale.defaultLanguage,
    },
    terms,
  });
  const subjectOf = (id: number) => `promotion:${id}`;

  /** A budget (and per-claim cap) finance sets: at once, or above the threshold after a second finance operator. */
  const budgetAction = (
    id: number,
    budgetMinor: number,
    perClaimCapMinor: number | null,
    currency: string,
  ): MoneyAction<{ id: number }> => ({
    auditKind: 'promotion_budget',
    approvalKind: 'promotion_budget',
    subject: subjectOf(id),
    payload: { id, budgetMinor, perClaimCapMinor },
    amountMinor: budgetMinor,
    currency,
    async run(trx) {
      if (!(await service.repo.setBudget(trx, id, budgetMinor, perClaimCapMinor))) throw new AppError('NOT_FOUND');
      return { value: { id } };
    },
  });
  fourEyes.register('promotion_budget', async (payload) =>
    budgetAction(
      Number(payload.id),
      Number(payload.budgetMinor),
      payload.perClaimCapMinor === null ? null : Number(payload.perClaimCapMinor),
      (await ctx.settings.get()).currency.code,
    ),
  );

  /** Each promotion's approvals: the money terms' state and proposal, a waiting budget. */
  async function approvalsOf(rows: PromotionRow[]): Promise<Map<number, PromotionApprovals>> {
    const [states, budgets] = await Promise.all([
      terms.statesOf(rows),
      fourEyes.pendingFor(
        'promotion_budget',
        rows.map((row) => subjectOf(row.id)),
      ),
    ]);
    const budgetBySubject = new Map(budgets.map((approval) => [approval.subject, approval.id]));
    return new Map(
      rows.map((row) => {
        const { state, pending } = states.get(row.id)!;
        return [
          row.id,
          { moneyTerms: state, pending, budgetApprovalId: budgetBySubject.get(subjectOf(row.id)) ?? null },
        ];
      }),
    );
  }
  const present = async (row: PromotionRow, decimals?: number) =>
    presentAdminPromotion(row, decimals ?? (await service.decimals()), (await approvalsOf([row])).get(row.id)!);
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['admin'],
    security: bearerSecurity,
    summary,
    ...rest,
  });
  // onRequest: the token is checked before the body is read, so no token is 401 whatever the body.
  const writers = { onRequest: requireOperator(ctx, [...WRITERS]) };
  const one = { 200: envelopeOf(adminPromotionSchema) };
  const audited = async (
    request: Parameters<typeof auditChange>[0],
    change: { row: PromotionRow; before: PromotionRow | null },
  ) => {
    const decimals = await service.decimals();
    const after = await present(change.row, decimals);
    const noApprovals = { moneyTerms: after.moneyTerms, pending: null, budgetApprovalId: null };
    auditChange(request, {
      subject: `promotion:${change.row.id}`,
      before: change.before ? presentAdminPromotion(change.before, decimals, noApprovals) : undefined,
      after,
    });
    return ok(after);
  };

  r.get(
    BASE,
    {
      ...writers,
      schema: schema(
        'Promotions in display order, filtered by kind, category and switch; titles in the request language',
        {
          querystring: adminPromotionListQuerySchema,
          response: { 200: envelopeOf(adminPromotionPageSchema) },
        },
      ),
    },
    async (request) => {
      const { page, pageSize, enabled, ...filter } = request.query;
      const { rows, total } = await service.repo.page(
        { ...filter, enabled: enabled === undefined ? undefined : enabled === 'true' },
        page,
        pageSize,
      );
      const [decimals, states] = await Promise.all([service.decimals(), terms.statesOf(rows)]);
      return ok({
        items: rows.map((row) =>
          presentPromotionRow(row, request.language, decimals, states.get(row.id)!.state.status),
        ),
        page,
        pageSize,
        total,
      });
    },
  );

  r.get(
    `${BASE}/applications`,
    {
      onRequest: requireOperator(ctx, [...QUEUE_READERS]),
      schema: schema("Members' applications by status (waiting ones oldest first), optionally of one promotion", {
        querystring: promotionApplicationQuerySchema,
        response: { 200: envelopeOf(promotionApplicationPageSchema) },
      }),
    },
    async (request) => {
      const { page, pageSize, status, promotionId } = request.query;
      const decimals = await service.decimals();
      const { rows, total } = await service.repo.applications({ status, promotionId }, page, pageSize);
      return ok({
        items: rows.map((row) => presentApplication(row, request.language, decimals)),
        page,
        pageSize,
        total,
      });
    },
  );

  r.get(
    `${BASE}/applications/:id/images/:n`,
    {
      onRequest: requireOperator(ctx, [...QUEUE_READERS]),
      schema: schema("An application's n-th image (from 0), PNG or JPG", { params: imageParams }),
    },
    async (request, reply) => {
      const { data, contentType } = await service.applicationImage(request.params.id, request.params.n);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  r.post(
    `${BASE}/applications/:id/review`,
    {
      onRequest: requireOperator(ctx, [...DECIDERS]),
      schema: schema(
        'Approve (status issued with the amount the member then claims into the bonus wallet) or reject (with the note) an application still applying; 409 PROMOTION_NOT_AVAILABLE with value.state once decided',
        { params: idParams, body: promotionReviewSchema, response: { 200: envelopeOf(promotionApplicationSchema) } },
      ),
    },
    async (request) => {
      const { id } = request.params;
      await service.review(id, request.body, request.operator!.username);
      const decimals = await service.decimals();
      const after = presentApplication((await service.repo.application(id))!, request.language, decimals);
      auditChange(request, {
        subject: `promotion-claim:${id}`,
        before: { status: 'applying' },
        after: { status: after.status, amount: after.amount, reviewNote: after.reviewNote },
      });
      return ok(after);
    },
  );

  r.get(
    `${BASE}/cost`,
    {
      onRequest: requireOperator(ctx, [...COST_READERS]),
      schema: schema(
        'Per promotion: claims and members, and what the bonuses credited from..to (UTC days, both included) became; the cost is what converted to main money; ?format=csv',
        { querystring: reportRangeQuerySchema, response: { 200: envelopeOf(reportOf(promotionCostRowSchema)) } },
      ),
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const settings = await ctx.settings.get();
      const { decimals, code } = settings.currency;
      const range = { from: new Date(`${from}T00:00:00Z`), to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
      const rows = (await service.cost(range)).map((row) => presentCostRow(row, request.language, decimals));
      if (format === 'csv') {
        const money = (value: number) => value.toFixed(decimals);
        const csv = toCsv(
          [
            { header: 'promotion_id', value: (row) => row.promotionId },
            { header: 'title', value: (row) => row.title },
            { header: 'kind', value: (row) => row.kind },
            { header: 'claims', value: (row) => row.claims },
            { header: 'members', value: (row) => row.members },
            { header: `issued_${code}`, value: (row) => money(row.issued) },
            { header: `converted_${code}`, value: (row) => money(row.converted) },
            { header: `forfeited_${code}`, value: (row) => money(row.forfeited) },
            { header: `expired_${code}`, value: (row) => money(row.expired) },
            { header: `active_${code}`, value: (row) => money(row.active) },
            { header: `cost_${code}`, value: (row) => money(row.cost) },
          ],
          rows,
        );
        return sendCsv(reply, `promotion-cost-${from}-${to}.csv`, csv);
      }
      return ok({ from, to, timeZone: REPORT_TIME_ZONE, currency: code, rows });
    },
  );

  const raffleOf = async (id: number) => {
    const row = await service.repo.find(id);
    if (!row || row.kind !== 'raffle') throw new AppError('NOT_FOUND');
    return row;
  };

  r.get(
    `${BASE}/:id/raffle`,
    {
      onRequest: requireOperator(ctx, [...RAFFLE_DESK]),
      schema: schema("A raffle's draw: the seed's hash, whether it can be drawn now, and its winners by name", {
        params: idParams,
        response: { 200: envelopeOf(adminRaffleSchema) },
      }),
    },
    async (request) => ok(await rafflesModule(ctx).adminView(await raffleOf(request.params.id))),
  );

  r.post(
    `${BASE}/:id/raffle/draw`,
    {
      onRequest: requireOperator(ctx, [...RAFFLE_DESK]),
      schema: schema(
        'Draw a raffle whose end has passed now, instead of at the next minute’s sweep; 409 RAFFLE_NOT_DUE before its end or once drawn',
        { params: idParams, response: { 200: envelopeOf(adminRaffleSchema) } },
      ),
    },
    async (request) => {
      const raffles = rafflesModule(ctx);
      const { id } = request.params;
      await raffleOf(id);
      if (!(await raffles.draw(id))) throw new AppError('RAFFLE_NOT_DUE');
      const after = await raffles.adminView(await raffleOf(id));
      auditChange(request, {
        subject: `promotion:${id}`,
        after: { drawnAt: after.drawnAt, totalTickets: after.totalTickets, winners: after.winners.length },
      });
      return ok(after);
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      ...writers,
      schema: schema('One promotion with its texts in every language, amounts in major units, rates in percent', {
        params: idParams,
        response: one,
      }),
    },
    async (request) => ok(await present(await service.get(request.params.id))),
  );

  r.post(
    BASE,
    {
      ...writers,
      schema: schema(
        "A new promotion; the kind's figures only are kept (major units, percents). One that pays money is off for members until a finance operator approves its money terms (moneyTerms.approvalId)",
        {
          body: promotionInputSchema,
          response: one,
        },
      ),
    },
    async (request) => audited(request, await service.create(request.body, request.operator!)),
  );

  r.put(
    `${BASE}/:id`,
    {
      ...writers,
      schema: schema(
        'Replace a promotion (the whole record, as POST takes it). A change of the money terms (kind, figures, wagering, contributions) of an approved one waits for finance; the approved terms stay in force',
        {
          params: idParams,
          body: promotionInputSchema,
          response: one,
        },
      ),
    },
    async (request) => audited(request, await service.update(request.params.id, request.body, request.operator!)),
  );

  r.put(
    `${BASE}/:id/budget`,
    {
      onRequest: requireOperator(ctx, [...DECIDERS]),
      schema: schema(
        'Set the most all claims pay together and the most one claim pays (finance); above FOUR_EYES_THRESHOLD_MINOR: 202, a request for a second finance operator',
        {
          params: idParams,
          body: promotionBudgetInputSchema,
          response: { ...one, 202: envelopeOf(approvalSchema) },
        },
      ),
    },
    async (request, reply) => {
      const { id } = request.params;
      const before = await service.get(id);
      const settings = await ctx.settings.get();
      const { decimals, code } = settings.currency;
      const fields: Record<string, FieldIssue> = {};
      const minorOf = (field: string, value: number) => {
        const converted = toMinor(value, decimals);
        if (converted.ok) return converted.minor;
        fields[field] = converted.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG;
        return 0;
      };
      const budgetMinor = minorOf('budget', request.body.budget);
      const capMinor = request.body.perClaimCap === null ? null : minorOf('perClaimCap', request.body.perClaimCap);
      if (capMinor !== null && capMinor <= 0 && !fields.perClaimCap) fields.perClaimCap = FieldIssue.TOO_SMALL;
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
      const outcome = await fourEyes.perform(budgetAction(id, budgetMinor, capMinor, code), request.operator!);
      if (outcome.status === 'pending') return reply.code(202).send(ok(outcome.approval));
      const after = await present(await service.get(id), decimals);
      auditChange(request, {
        subject: subjectOf(id),
        before: { budget: before.budget_minor, perClaimCap: before.per_claim_cap_minor },
        after: { budget: budgetMinor, perClaimCap: capMinor },
      });
      return ok(after);
    },
  );

  r.post(
    `${BASE}/:id/image`,
    {
      ...writers,
      schema: schema(
        "The promotion's image: multipart with one PNG or JPG of at most 5 MB; served at /wps/promotion-images/<name>",
        { params: idParams, response: one },
      ),
    },
    async (request) => {
      const [file] = await readImageFiles(request, {
        maxFiles: 1,
        maxBytes: PROMOTION_IMAGE_MAX_BYTES,
        field: 'image',
      });
      return audited(request, await service.setImage(request.params.id, file!));
    },
  );

  // Public: the images the operator uploaded, under names that change with every upload.
  r.get(
    '/wps/promotion-images/:name',
    {
      schema: {
        tags: ['promotions'],
        summary: 'A promotion image uploaded in the back office',
        params: z.object({ name: z.string().max(60) }).strict(),
      },
    },
    async (request, reply) => {
      const { data, contentType } = await service.publicImage(request.params.name);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
