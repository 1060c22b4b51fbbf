import { z } from 'zod';
import path from 'node:path';

/**
 * The one place that reads process.env: every setting, its default, checked at boot.
 * Production is the default mode; the demo (seeded brand, sandbox gateway, outbox, the published
 * operator password) is something a run opts into with DEMO=true or NODE_ENV=development.
 */
/** The operator password of the demo, published in the README: production refuses it. */
export const DEMO_ADMIN_PASSWORD = 'lotus-admin-2026';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Opt into the demo: NODE_ENV defaults to development and the demo's parts default on. */
  DEMO: bool.default(false),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** Where the local-disk storage keeps uploaded files (withdrawal proofs). */
  UPLOAD_DIR: z.string().default('./data/uploads'),
  DATABASE_URL: z.string().url().optional(),
  /** A PostgreSQL streaming replica of DATABASE_URL: reports, the lobby and (while fresh) records read there. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** How far behind the primary the replica may be for money-adjacent reads (a member's records). */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(1_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  REDIS_URL: z.string().url().optional(),
  /**
   * Prefix of the Redis channels instances talk on (settings, chat, lottery events): the instances
   * of one deployment share it; two deployments on one Redis take two.
   */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,60}$/)
    .default('portal'),
  TRUST_PROXY: z.string().default('loopback'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Prefix of the Redis keys that count requests: instances sharing it share one limit. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('portal-rl:'),
  /** Open lottery event streams (GET /lgw/lottery/events) per client IP, and in all; over either: 429. */
  SSE_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  SSE_MAX_TOTAL: z.coerce.number().int().min(1).default(5_000),
  /** Postings waiting for the ledger's group commit at most; past it a money call answers 503 BUSY (Retry-After). */
  LEDGER_QUEUE_MAX: z.coerce.number().int().min(1).default(2_048),
  /** Open chat sockets per member, per client IP and in all (per instance); over a cap: refused. */
  CHAT_MAX_PER_MEMBER: z.coerce.number().int().min(1).default(5),
  CHAT_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  CHAT_MAX_TOTAL: z.coerce.number().int().min(1).default(5_000),
  /** What one member may upload per UTC day (chat images, feedback, proofs): files and bytes. */
  UPLOADS_DAILY_FILES: z.coerce.number().int().min(1).default(40),
  UPLOADS_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 1024 * 1024),
  /** Accounts one agent may create from the agent center per UTC day; more: 429 RATE_LIMITED. */
  AGENT_DOWNLINES_DAILY_MAX: z.coerce.number().int().min(1).default(50),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Operator accounts (docs/decisions/018-operator-roles-and-four-eyes.md): a session ends this long after sign-in however busy. */
  OPERATOR_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(8784).default(12),
  /** An operator without an authenticator app (TOTP) may only enrol one (and change the password). */
  OPERATOR_TWO_STEP_REQUIRED: bool.default(true),
  /** Wrong passwords or codes in a row before an operator account locks; each later one locks twice as long. */
  OPERATOR_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  OPERATOR_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Money actions above this (minor units) wait for a second operator's approval (four-eyes). */
  FOUR_EYES_THRESHOLD_MINOR: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1_000_000),
  // What one operator may move alone for all members together over 24 hours (review N4).
  FOUR_EYES_DAILY_MINOR: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(10_000_000),
  // A platform contract offer with a tier rate above this (percent) waits for a second finance operator.
  AGENT_CONTRACT_FOUR_EYES_PERCENT: z.coerce.number().min(0).max(100).default(50),
  ENCRYPTION_REQUIRED: bool.default(true),
  SEED_DEMO: bool.default(false),
  /** Serve the sandbox payment gateway on /sandbox-gateway (free deposits: the demo's only). */
  SANDBOX_GATEWAY: bool.default(false),
  /** The portal's public origin (https://play.example): return, notify and redirect URLs are built on it. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * How the in-house studio makes its seamless calls: 'in-process' (the portal's seamless service
   * directly) or 'http' (signed calls to /provider-api/INHOUSE, as an outside provider makes them).
   */
  STUDIO_PORTAL: z.enum(['in-process', 'http']).default('in-process'),
  /** Serve the OpenAPI document and Swagger UI at /docs in production too. */
  DOCS_PUBLIC: bool.default(false),
  /** Serve Prometheus metrics at GET /metrics to `Authorization: Bearer <token>`; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** OTLP/HTTP collector base URL (http://collector:4318): traces are sent there; unset, no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('lotus-portal'),
  /** Master key of the secrets kept in the database (base64 of 32 bytes); `current:key,older:key` rotates. */
  SECRETS_MASTER_KEY: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SETTINGS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Run the periodic jobs in this instance (docs/decisions/056-jobs-on-pg-boss.md); test apps turn it off. */
  JOBS_ENABLED: bool.default(true),
  /** Jobs this instance does not run, comma-separated names (the console's Jobs page lists them). */
  JOBS_DISABLED: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  /** The PostgreSQL schema pg-boss keeps its queues in. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('pgboss'),
  /** How often delivered platform messages go out as push notifications; 0 turns the relay off. */
  MESSAGE_PUSH_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
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
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Lotus Play <no-reply@lotus.example>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Firebase phone sign-in: the brand's Firebase project; unset, Firebase ID tokens are refused. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .optional(),
  /**
   * The brand's Firebase web app (public values the browser's Firebase SDK starts with): with the
   * project id, the login popup offers phone sign-in; any unset, it does not.
   */
  FIREBASE_WEB_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,60}$/)
    .optional(),
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]{4,120}$/)
    .optional(),
  FIREBASE_APP_ID: z
    .string()
    .regex(/^[0-9]+:[0-9]+:web:[0-9a-f]+$/)
    .optional(),
  /** Where Google publishes the keys that sign Firebase ID tokens (a test serves its own). */
  FIREBASE_JWKS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SMS_PROVIDER' | 'EMAIL_PROVIDER'> & {
  SMS_PROVIDER: 'outbox' | 'http';
  EMAIL_PROVIDER: 'outbox' | 'smtp';
};

const truthy = (value: string | undefined) => value === 'true' || value === '1';

/** What the demo turns on unless the run says otherwise; production gets none of it. */
function modeDefaults(source: NodeJS.ProcessEnv): Record<string, string> {
  const nodeEnv = source.NODE_ENV ?? (truthy(source.DEMO) ? 'development' : 'production');
  if (nodeEnv === 'production') return { NODE_ENV: nodeEnv };
  return {
    NODE_ENV: nodeEnv,
    SEED_DEMO: 'true',
    SANDBOX_GATEWAY: 'true',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse({ ...modeDefaults(source), ...source });
  const issues = parsed.success
    ? configProblems(withProviders(parsed.data))
    : parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
  if (issues.length > 0 || !parsed.success) {
    const title =
      parsed.success && parsed.data.NODE_ENV === 'production'
        ? 'Refusing to start in production'
        : 'Invalid configuration';
    throw new ConfigError(
      title,
      issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  }
  return withProviders(parsed.data);
}

/** A provider left unset in production is named by configProblems; typed here as the refused outbox. */
const withProviders = (env: ParsedEnv): Env => ({
  ...env,
  SMS_PROVIDER: env.SMS_PROVIDER ?? 'outbox',
  EMAIL_PROVIDER: env.EMAIL_PROVIDER ?? 'outbox',
});

/** The configuration refused, one line per problem, so an operator fixes them all in one go. */
export class ConfigError extends Error {
  constructor(
    title: string,
    readonly problems: string[],
  ) {
    super(`${title}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface Problem {
  path: string[];
  message: string;
}

/** Every cross-field rule; loadEnv applies them, and buildApp again (tests build Env by hand). */
export function configProblems(env: Env): Problem[] {
  return [
    ...productionProblems(env),
    ...deliveryConfigProblems(env),
    ...masterKeyProblems(env),
    ...replicaProblems(env),
  ];
}

function replicaProblems(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_REPLICA_URL'>): Problem[] {
  if (!env.DATABASE_REPLICA_URL || env.DATABASE_URL) return [];
  return [{ path: ['DATABASE_REPLICA_URL'], message: 'a replica needs its primary: set DATABASE_URL too' }];
}

function masterKeyProblems(env: Pick<Env, 'SECRETS_MASTER_KEY'>): Problem[] {
  try {
    parseMasterKeys(env.SECRETS_MASTER_KEY);
    return [];
  } catch (error) {
    return [{ path: ['SECRETS_MASTER_KEY'], message: (error as Error).message.replace(/^SECRETS_MASTER_KEY: /, '') }];
  }
}

/** What a real-money deployment must not run with. */
export function productionProblems(env: Env): Problem[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: Problem[] = [];
  const refuse = (name: string, message: string) => problems.push({ path: [name], message });
  if (env.DEMO) refuse('DEMO', 'the demo is refused in production (use NODE_ENV=development for a demo)');
  if (!env.DATABASE_URL)
    refuse('DATABASE_URL', 'required in production: the embedded PGlite is for the demo and tests');
  if (env.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    refuse('ADMIN_PASSWORD', 'the published demo password is refused: set one of 16+ characters');
  } else if (isWeakOperatorPassword(env.ADMIN_PASSWORD, env.ADMIN_USERNAME)) {
    refuse(
      'ADMIN_PASSWORD',
      'too weak for an operator: 16+ characters mixing letters with digits or symbols, not the username',
    );
  }
  if (env.SEED_DEMO) refuse('SEED_DEMO', 'demo seeding (fake channels, demo-feed lottery) is refused in production');
  if (env.SANDBOX_GATEWAY) refuse('SANDBOX_GATEWAY', 'the sandbox gateway pays without money: refused in production');
  if (env.PASSWORD_HASH_PROFILE === 'test')
    refuse('PASSWORD_HASH_PROFILE', "the 'test' profile is for the test suites only");
  if (!env.ENCRYPTION_REQUIRED)
    refuse('ENCRYPTION_REQUIRED', 'plaintext bodies on encrypted calls are refused in production');
  if (!env.PUBLIC_URL)
    refuse('PUBLIC_URL', 'required in production: the https origin players use (return and notify URLs)');
  else if (!env.PUBLIC_URL.startsWith('https://')) refuse('PUBLIC_URL', 'must be an https:// origin in production');
  if (!env.SECRETS_MASTER_KEY) {
    refuse('SECRETS_MASTER_KEY', 'required in production: base64 of 32 random bytes (openssl rand -base64 32)');
  }
  if (env.TRUST_PROXY === 'true') {
    refuse('TRUST_PROXY', "'true' believes any client's X-Forwarded-For: name the proxies' addresses or a hop count");
  }
  return problems;
}

function isWeakOperatorPassword(password: string, username: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  return password.length < 16 || classes < 2 || password.toLowerCase().includes(username.toLowerCase());
}

type DeliveryConfig = Pick<Env, 'NODE_ENV' | 'SMS_PROVIDER' | 'EMAIL_PROVIDER' | 'SMTP_URL' | 'SMS_HTTP_URL'>;

/** Cross-field delivery rules, checked by loadEnv and again by createDelivery (tests build Env by hand). */
export function deliveryConfigProblems(env: DeliveryConfig): Problem[] {
  const problems: Problem[] = [];
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

/** Test and bench builders start from the test mode's defaults and override what they need. */
export const defaultEnv = (overrides: Partial<Env> = {}): Env => ({ ...loadEnv({ NODE_ENV: 'test' }), ...overrides });

export type MasterKeys = { current: number; keys: Map<number, Buffer> } | null;

/** SECRETS_MASTER_KEY: one base64 key (version 1), or `version:base64` pairs, current first. */
export function parseMasterKeys(value: string | undefined): MasterKeys {
  if (!value) return null;
  const keys = new Map<number, Buffer>();
  const entries = value.split(',').map((part) => part.trim());
  let current = 0;
  for (const [i, entry] of entries.entries()) {
    const pair = /^(\d+):(.+)$/.exec(entry);
    const version = pair ? Number(pair[1]) : 1;
    const key = Buffer.from(pair ? pair[2]! : entry, 'base64');
    if (key.length !== 32 || version < 1 || keys.has(version)) {
      throw new Error('SECRETS_MASTER_KEY: each key is base64 of 32 bytes, versions are distinct numbers from 1');
    }
    keys.set(version, key);
    if (i === 0) current = version;
  }
  return { current, keys };
}

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
