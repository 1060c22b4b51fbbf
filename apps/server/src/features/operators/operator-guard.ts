import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/app-error.ts';
import { bearerToken } from '../../platform/sessions.ts';
import type { OperatorRole } from '../../db/column-types.ts';
import { createOperatorsRepo } from './operators.repo.ts';

/**
 * Who may call an /admin/api route: the roles it allows (admin always may; 'any' for the
 * operator's own account), and whether a session that still has a step to do (change the
 * password, set up the authenticator app) may call it.
 */
export interface OperatorAccess {
  roles: readonly OperatorRole[] | 'any';
  /** 'password-change': also while the password must be changed; 'two-step-enrolment': also before TOTP is set up. */
  during?: 'always' | 'password-change' | 'two-step-enrolment';
}

const declaredAccess = new WeakMap<object, OperatorAccess>();

/**
 * onRequest (or preHandler) of operator calls under /admin/api: a valid operator bearer token or
 * 401; then 403 PASSWORD_CHANGE_REQUIRED or OPERATOR_TWO_STEP_REQUIRED while the account has that
 * step left (unless the route is that step), then 403 OPERATOR_ROLE_FORBIDDEN unless the
 * operator holds one of `roles` (or admin). The session and its operator are read in one query.
 */
export function requireOperator(
  ctx: AppContext,
  roles: OperatorAccess['roles'],
  options: Pick<OperatorAccess, 'during'> = {},
) {
  const operators = createOperatorsRepo(ctx.db);
  const access: OperatorAccess = { roles, during: options.during };
  const hook = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    const found = await operators.findBySession(ctx.sessions.tokenHash(token));
    const session = await ctx.sessions.admit(found?.session, 'operator', ctx.env.OPERATOR_SESSION_IDLE_MINUTES);
    const operator = found!.operator;
    request.operator = { ...session, username: operator.username, roles: operator.roles };
    const restriction = operatorRestriction(operator, ctx.env.OPERATOR_TWO_STEP_REQUIRED);
    if (
      restriction === 'PASSWORD_CHANGE_REQUIRED' &&
      access.during !== 'always' &&
      access.during !== 'password-change'
    ) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (restriction === 'OPERATOR_TWO_STEP_REQUIRED' && !access.during)
      throw new AppError('OPERATOR_TWO_STEP_REQUIRED');
    if (!holdsRole(operator.roles, access.roles)) {
      throw new AppError('OPERATOR_ROLE_FORBIDDEN', {
        value: { allowedRoles: access.roles === 'any' ? [] : ['admin', ...access.roles] },
      });
    }
  };
  declaredAccess.set(hook, access);
  return hook;
}

/** The one step an operator's sessions must take before the rest of the back office, if any. */
export function operatorRestriction(
  operator: { must_change_password: boolean; totp_enabled_at: Date | null },
  twoStepRequired: boolean,
): 'PASSWORD_CHANGE_REQUIRED' | 'OPERATOR_TWO_STEP_REQUIRED' | null {
  if (operator.must_change_password) return 'PASSWORD_CHANGE_REQUIRED';
  if (twoStepRequired && !operator.totp_enabled_at) return 'OPERATOR_TWO_STEP_REQUIRED';
  return null;
}

/** Admin holds every role; 'any' is any operator. */
export const holdsRole = (held: readonly OperatorRole[], allowed: OperatorAccess['roles']) =>
  allowed === 'any' || held.includes('admin') || allowed.some((role) => held.includes(role));

export interface DeclaredOperatorRoute {
  method: string;
  url: string;
  /** null: the route is public (the sign-in); otherwise the access its guard declares. */
  access: OperatorAccess | null;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredOperatorRoute[]>();
/** The /admin/api routes and what each allows, for the test that walks them. */
export const declaredOperatorRoutes = (app: FastifyInstance) => declaredRoutes.get(app) ?? [];

/**
 * Every /admin/api route declares who may call it: its onRequest or preHandler is a
 * requireOperator(ctx, roles), or its config says `operatorPublic: true` (the sign-in). A route
 * without either stops the app at boot. Register before the feature modules.
 */
export function enforceOperatorAccess(app: FastifyInstance) {
  const routes: DeclaredOperatorRoute[] = [];
  declaredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/api')) return;
    const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as object[];
    const access = hooks.map((hook) => declaredAccess.get(hook)).find(Boolean) ?? null;
    const isPublic = (route.config as { operatorPublic?: boolean } | undefined)?.operatorPublic === true;
    if (!access && !isPublic) {
      throw new Error(`${String(route.method)} ${route.url}: declare its roles with requireOperator(ctx, roles)`);
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
}
