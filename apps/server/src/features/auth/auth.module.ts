import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { createMembersRepo } from '../members/members.repo.ts';
import { createAuthService } from './auth.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import { createTwoStep } from '../members/two-step.ts';
import { createLoginChallenges } from './login-challenge.ts';
import { createLoginGuard } from '../members/login-guard.ts';
import { createPasswords } from '../members/passwords.ts';
import { createSecurityLog } from '../members/security-events.ts';
import { createFirebasePhone } from './firebase-phone.ts';
import { createVerification } from './verification.ts';
import { createPasswordReset } from './password-reset.service.ts';

function build(ctx: AppContext) {
  const captcha = createCaptchaService(ctx);
  const members = createMembersRepo(ctx.db);
  const verification = createVerification(ctx);
  const log = createSecurityLog(ctx);
  const passwords = createPasswords(ctx.env);
  const settings = () => ctx.settings.get();
  const twoStep = createTwoStep(ctx);
  const guard = createLoginGuard(ctx);
  const challenges = createLoginChallenges({ db: ctx.db, clock: ctx.clock, twoStep, verification });
  const auth = createAuthService({
    db: ctx.db,
    guard,
    captcha,
    log,
    members,
    verification,
    sessions: ctx.sessions,
    passwords,
    clock: ctx.clock,
    env: ctx.env,
    settings,
    challenges,
    firebase: createFirebasePhone(ctx),
  });
  const reset = createPasswordReset({
    db: ctx.db,
    members,
    verification,
    email: ctx.delivery.email,
    sms: ctx.delivery.sms,
    sessions: ctx.sessions,
    passwords,
    clock: ctx.clock,
    log,
    env: ctx.env,
    settings,
    signIn: auth.signInByCode,
  });
  return { auth, captcha, members, verification, log, passwords, settings, twoStep, challenges, guard, reset };
}

/**
 * The sign-in services of one app, built once: the auth routes and the features that end in a
 * signed-in member (social sign-in, password reset, an operator's reset) share them, so every path goes through
 * `auth` and its session rules.
 */
export const authModule = perApp(build);
