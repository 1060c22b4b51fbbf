import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { AppError } from './app-error.ts';
import { bearerToken, type Session } from './sessions.ts';
import type { MemberType, OperatorRole } from '../db/schema.ts';
import { createMembersRepo, type MemberRow } from '../features/members/members.repo.ts';
import { createOperatorsRepo } from '../features/operators/operators.repo.ts';

/** The member row the guard read, so a handler need not read it again. */
const guardedRows = new WeakMap<FastifyRequest, MemberRow>();
export const guardedMemberRow = (request: FastifyRequest): MemberRow | undefined => guardedRows.get(request);

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

export interface OperatorPrincipal extends Session {
  username: string;
  roles: OperatorRole[];
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

/** Security requirement for the OpenAPI document of guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

export interface MemberPrincipal {
  sessionId: number;
  id: number;
  username: string;
  type: MemberType;
}

/**
 * onRequest hook of member calls: a valid member bearer token or 401, before the body is read or
 * decrypted. A frozen account is refused (403 ACCOUNT_FROZEN); a trial account (type 4) too
 * unless the call allows it (403 TRUE_ACCOUNT_REQUIRED, the 'in_need_true_account' dialog).
 */
export function requireMember(ctx: AppContext, options: { allowTrial?: boolean } = {}) {
  const members = createMembersRepo(ctx.db);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    // The session and its member in one query: this runs before every member call.
    const found = await members.findBySession(ctx.sessions.tokenHash(token));
    const session = await ctx.sessions.admit(found?.session, 'member', ctx.env.MEMBER_SESSION_IDLE_MINUTES);
    const member = found!.member;
    if (member.status === 'frozen') throw new AppError('ACCOUNT_FROZEN');
    if (member.type === 4 && !options.allowTrial) throw new AppError('TRUE_ACCOUNT_REQUIRED');
    request.member = { sessionId: session.id, id: member.id, username: member.username, type: member.type };
    guardedRows.set(request, member);
  };
}
