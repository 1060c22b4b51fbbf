import { z } from 'zod';
import path from 'node:path';

/** The one place that reads process.env: every setting, its default, checked at boot. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** Where the local-disk storage keeps uploaded files (withdrawal proofs). */
  UPLOAD_DIR: z.string().default('./data/uploads'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Prefix of the Redis keys that count requests: instances sharing it share one limit. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('portal-rl:'),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).default('lotus-admin-2026'),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Operator accounts (docs/decisions/018-operator-roles-and-four-eyes.md): a session ends this long after sign-in however busy. */
  OPERATOR_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** An operator without an authenticator app (TOTP) may only enrol one (and change the password). */
  OPERATOR_TWO_STEP_REQUIRED: bool.default(true),
  /** Wrong passwords or codes in a row before an operator account locks; each later one locks twice as long. */
  OPERATOR_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  OPERATOR_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Money actions above this (minor units) wait for a second operator's approval (four-eyes). */
  FOUR_EYES_THRESHOLD_MINOR: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1_000_000),
  ENCRYPTION_REQUIRED: bool.default(true),
  SEED_DEMO: bool.default(true),
  /** Serve the sandbox payment gateway on /sandbox-gateway; unset: on except with NODE_ENV=production. */
  SANDBOX_GATEWAY: bool.optional(),
  /** The portal's public origin, for gateways' return and webhook URLs; otherwise each request's own. */
  PORTAL_BASE_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SETTINGS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Member accounts: password policy, sessions (docs/decisions/006-passwords.md). */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(8).max(500).default(128),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  /** argon2id cost: 'owasp' (m=19456 KiB, t=2, p=1); 'test' is cheap and only for the test suites. */
  PASSWORD_HASH_PROFILE: z.enum(['owasp', 'test']).default('owasp'),
  /** The brand's default member password: signing in with it asks for a change. */
  DEFAULT_MEMBER_PASSWORD: z.string().min(1).optional(),
  MEMBER_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Play money a free-play (trial) account starts with, in major units of the brand's currency. */
  TRIAL_DEMO_BALANCE: z.coerce.number().int().min(0).max(1_000_000_000).default(2000),
  MEMBER_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
  /** Login protection: a captcha after N failures of an account name (or more of an IP), then locks with back-off. */
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).default(3),
  LOGIN_IP_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_LOCK_MAX_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Captcha images per IP per minute (the client asks at most once a second). */
  CAPTCHA_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** SMS and e-mail codes (features/auth/verification.ts): lifetime, resend gap, hourly caps, wrong tries. */
  VERIFICATION_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  PASSWORD_RESET_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  VERIFICATION_RESEND_SECONDS: z.coerce.number().int().min(1).default(60),
  VERIFICATION_MAX_PER_HOUR_RECIPIENT: z.coerce.number().int().min(1).default(5),
  VERIFICATION_MAX_PER_HOUR_IP: z.coerce.number().int().min(1).default(20),
  VERIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** HMAC key of stored codes; unset, one is made once and kept in the database (server_secrets). */
  VERIFICATION_CODE_PEPPER: z.string().min(16).optional(),
  /** Delivery of codes and e-mails: the outbox (dev and tests, refused in production) or a real provider. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Lotus Play <no-reply@lotus.example>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.superRefine(checkDelivery).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

type DeliveryConfig = Pick<Env, 'NODE_ENV' | 'SMS_PROVIDER' | 'EMAIL_PROVIDER' | 'SMTP_URL' | 'SMS_HTTP_URL'>;

/** Cross-field delivery rules, checked by loadEnv and again by createDelivery (tests build Env by hand). */
export function deliveryConfigProblems(env: DeliveryConfig): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (env.NODE_ENV === 'production') {
    if (env.SMS_PROVIDER === 'outbox') {
      problems.push({ path: ['SMS_PROVIDER'], message: 'the outbox is refused in production: set SMS_PROVIDER=http' });
    }
    if (env.EMAIL_PROVIDER === 'outbox') {
      problems.push({
        path: ['EMAIL_PROVIDER'],
        message: 'the outbox is refused in production: set EMAIL_PROVIDER=smtp',
      });
    }
  }
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
    problems.push({ path: ['SMTP_URL'], message: 'required when EMAIL_PROVIDER=smtp (smtp://user:pass@host:587)' });
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    problems.push({ path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
  }
  return problems;
}

function checkDelivery(env: DeliveryConfig, ctx: z.RefinementCtx) {
  for (const problem of deliveryConfigProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
}

/** Test and bench builders start from the defaults and override what they need. */
export const defaultEnv = (overrides: Partial<Env> = {}): Env => ({ ...loadEnv({}), ...overrides });

/** TRUST_PROXY: true, false, a hop count, or addresses / subnets (comma-separated) we trust. */
export function trustProxyOption(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
