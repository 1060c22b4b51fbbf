import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  operatorCreateSchema,
  operatorIdParamsSchema,
  operatorMeSchema,
  operatorPasswordChangeSchema,
  operatorPasswordResetSchema,
  operatorRolesSchema,
  operatorSchema,
  operatorSessionSchema,
  operatorSignInSchema,
  operatorTwoStepEnableSchema,
  operatorTwoStepSetupSchema,
} from '@portal/shared/contracts/operators';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireOperator } from './operator-guard.ts';
import { bearerToken } from '../../platform/sessions.ts';
import { approvalRoutes } from './approvals.routes.ts';
import type { OperatorState } from './operators.repo.ts';
import { createOperatorService } from './operators.service.ts';

/** The fields an operator row answers with: never the password hash or the TOTP secret. */
const presentOperator = (row: OperatorState) => ({
  id: row.id,
  username: row.username,
  roles: row.roles,
  mustChangePassword: row.must_change_password,
  twoStepEnabled: row.totp_enabled_at !== null,
  lockedUntil: row.locked_until?.toISOString() ?? null,
  failedAttempts: row.failed_attempts,
  createdAt: row.created_at.toISOString(),
});

/**
 * Operator sign-in and sign-out, the operator's own account (password change, two-step
 * enrolment) and the admin's management of operators.
 */
export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const operators = createOperatorService({ db: ctx.db, sessions: ctx.sessions, clock: ctx.clock, env: ctx.env });
  await operators.ensureSeeded(ctx.env.ADMIN_USERNAME, ctx.env.ADMIN_PASSWORD);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: bearerSecurity };
  const admin = { onRequest: requireOperator(ctx, []) };
  const one = { 200: envelopeOf(operatorSchema) };
  const me = { 200: envelopeOf(operatorMeSchema) };

  r.post(
    '/admin/api/session',
    {
      config: { operatorPublic: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Operator sign-in: password, then `code` from the authenticator app once it is set up',
        body: operatorSignInSchema,
        response: { 200: envelopeOf(operatorSessionSchema) },
      },
    },
    async (request) =>
      ok(await operators.signIn(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] })),
  );

  r.delete(
    '/admin/api/session',
    {
      preHandler: requireOperator(ctx, 'any', { during: 'always' }),
      schema: {
        tags: ['admin'],
        summary: 'Operator sign-out',
        security: bearerSecurity,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await ctx.sessions.revoke(bearerToken(request.headers.authorization)!);
      return ok(null);
    },
  );

  r.get(
    '/admin/api/me',
    {
      onRequest: requireOperator(ctx, 'any', { during: 'always' }),
      schema: { ...base, summary: 'The signed-in operator: roles and the step left, if any', response: me },
    },
    async (request) => ok(await operators.me(request.operator!.subjectId)),
  );

  r.put(
    '/admin/api/me/password',
    {
      onRequest: requireOperator(ctx, 'any', { during: 'password-change' }),
      schema: {
        ...base,
        summary: 'Change the password (the forced change of a first sign-in too); other sessions end',
        body: operatorPasswordChangeSchema,
        response: me,
      },
    },
    async (request) => {
      const { subjectId, id } = request.operator!;
      return ok(await operators.changePassword(subjectId, id, request.body.oldPassword, request.body.newPassword));
    },
  );

  r.post(
    '/admin/api/me/two-step/setup',
    {
      onRequest: requireOperator(ctx, 'any', { during: 'two-step-enrolment' }),
      schema: {
        ...base,
        summary: 'Start two-step setup: a new authenticator secret and its QR code',
        response: { 200: envelopeOf(operatorTwoStepSetupSchema) },
      },
    },
    async (request) => {
      const { brand } = await ctx.settings.get();
      const { subjectId, username } = request.operator!;
      return ok(await operators.twoStep.setup(subjectId, { issuer: `${brand.name} back office`, account: username }));
    },
  );

  r.post(
    '/admin/api/me/two-step/enable',
    {
      onRequest: requireOperator(ctx, 'any', { during: 'two-step-enrolment' }),
      schema: {
        ...base,
        summary: "Confirm two-step setup with the app's first code; other sessions end",
        body: operatorTwoStepEnableSchema,
        response: me,
      },
    },
    async (request) => {
      const { subjectId, id } = request.operator!;
      return ok(await operators.enableTwoStep(subjectId, id, request.body.code));
    },
  );

  r.get(
    '/admin/api/operators',
    {
      ...admin,
      schema: { ...base, summary: 'Operators (admin)', response: { 200: envelopeOf(z.array(operatorSchema)) } },
    },
    async () => ok((await operators.list()).map(presentOperator)),
  );

  r.post(
    '/admin/api/operators',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Create an operator with roles and a one-time password (changed at the first sign-in)',
        body: operatorCreateSchema,
        response: one,
      },
    },
    async (request) => ok(presentOperator(await operators.create(request.body))),
  );

  r.put(
    '/admin/api/operators/:id/roles',
    {
      ...admin,
      schema: {
        ...base,
        summary: "Replace an operator's roles (the last admin keeps admin)",
        params: operatorIdParamsSchema,
        body: operatorRolesSchema,
        response: one,
      },
    },
    async (request) => ok(presentOperator(await operators.setRoles(request.params.id, request.body.roles))),
  );

  r.post(
    '/admin/api/operators/:id/unlock',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Lift a lock and clear the failed attempts',
        params: operatorIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(presentOperator(await operators.unlock(request.params.id))),
  );

  r.put(
    '/admin/api/operators/:id/password',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Set a one-time password: changed at the next sign-in; every session of the operator ends',
        params: operatorIdParamsSchema,
        body: operatorPasswordResetSchema,
        response: one,
      },
    },
    async (request) => ok(presentOperator(await operators.resetPassword(request.params.id, request.body.password))),
  );

  r.delete(
    '/admin/api/operators/:id/two-step',
    {
      ...admin,
      schema: {
        ...base,
        summary: "Turn an operator's two-step off (a lost phone): set up again at the next sign-in",
        params: operatorIdParamsSchema,
        response: one,
      },
    },
    async (request) => ok(presentOperator(await operators.resetTwoStep(request.params.id))),
  );

  await approvalRoutes(app, ctx);
}
