// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- declarations must reach every program that compiles this file (the e2e and bench tsconfigs too)
/// <reference path="./platform/fastify.d.ts" />
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Env } from './config/env.ts';
import { ConfigError, configProblems, trustProxyOption } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createLocalBus, createRedisBus, type Bus } from './platform/bus.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { AppContext } from './platform/context.ts';
import { createDelivery } from './platform/delivery/delivery.ts';
import { outboxRoutes } from './features/operators/outbox.routes.ts';
import { createEncryptionKeys } from './platform/encryption.ts';
import { createJobs } from './platform/jobs/jobs.ts';
import { defineHistoryPartitionsJob } from './db/history-partitions.ts';
import { frameworkErrorHandler, registerErrorHandling, sendError } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.ts';
import { registerMetrics } from './platform/metrics-endpoint.ts';
import { registerTracing } from './platform/tracing.ts';
import { requestLanguage } from './platform/language.ts';
import { enforceOperatorAccess } from './features/operators/operator-guard.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerStorableText } from './platform/storable-text.ts';
import { registerClosingAnswer } from './platform/closing.ts';
import { createSessionStore } from './platform/sessions.ts';
import { registerWebClient, wantsWebClient } from './platform/web-client.ts';
import { requestLogSerializer } from './platform/log-serializers.ts';
import { createLcpPreload } from './features/content/lcp-preload.ts';
import { contentModule } from './features/content/content.module.ts';
import { createSettingsService } from './platform/settings/settings.service.ts';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/languages';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { operatorRoutes } from './features/operators/operators.routes.ts';
import { registerSystemGate, systemRoutes } from './features/system/system.routes.ts';
import { rgRoutes } from './features/responsible-gaming/rg.routes.ts';
import { registerOperatorAudit } from './features/operators/audit-log.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { memberRoutes } from './features/members/members.routes.ts';
import { securityRoutes } from './features/security/security.routes.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { paymentPasswordRoutes } from './features/payment-password/payment-password.routes.ts';
import { withdrawalRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { kycRoutes } from './features/kyc/kyc.routes.ts';
import { transferRoutes } from './features/providers/transfer/wallet-transfers.routes.ts';
import { uplineTransferRoutes } from './features/wallet/upline-transfers.routes.ts';
import { recordsRoutes } from './features/records/records.routes.ts';
import { socialRoutes } from './features/social/social.routes.ts';
import { seedDemoBrand } from './seed/demo-brand.ts';
import { depositRoutes } from './features/deposits/deposits.routes.ts';
import { sandboxGatewayRoutes } from './features/sandbox-gateway/sandbox.routes.ts';
import { seedDemoPayments } from './seed/demo-payments.ts';
import { studioRoutes } from './features/studio/studio.routes.ts';
import { providerRoutes } from './features/providers/providers.routes.ts';
import { gamesRoutes } from './features/games/games.routes.ts';
import { seedDemoGames } from './seed/demo-games.ts';
import { seedDemoShowcase } from './seed/demo-showcase.ts';
import { lotteryRoutes } from './features/lottery/lottery.routes.ts';
import { winnersRoutes } from './features/winners/winners.routes.ts';
import { memberAdminRoutes } from './features/member-admin/member-admin.routes.ts';
import { promotionsAdminRoutes } from './features/promotions/promotions-admin.routes.ts';
import { bonusesRoutes } from './features/bonuses/bonuses.routes.ts';
import { referralRoutes } from './features/referral/referral.routes.ts';
import { promotionsRoutes } from './features/promotions/promotions.routes.ts';
import { rewardsRoutes } from './features/rewards/rewards.routes.ts';
import { loyaltyRoutes } from './features/loyalty/loyalty.routes.ts';
import { loyaltyAdminRoutes } from './features/loyalty/loyalty-admin.routes.ts';
import { seedDemoLottery } from './seed/demo-lottery.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { feedbackRoutes } from './features/feedback/feedback.routes.ts';
import { agentsRoutes } from './features/agents/agents.routes.ts';
import { agentsAdminRoutes } from './features/agents/agents-admin.routes.ts';
import { agentApplicationRoutes } from './features/agents/applications/applications.routes.ts';
import { variantsOf } from './features/studio/studio-admin.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { chatAdminRoutes } from './features/chat/chat-admin.routes.ts';
import { appInstallRoutes } from './features/app-install/app-install.routes.ts';
import { amlRoutes } from './features/aml/aml.routes.ts';
import { jobsAdminRoutes } from './features/jobs/jobs-admin.routes.ts';

export interface BuildOptions {
  env: Env;
  /** Tests pass a database opened on their own schema; otherwise one is opened from env. */
  database?: Database;
  clock?: Clock;
  bus?: Bus;
  /** Namespaces Redis channels, so parallel test apps don't hear each other. */
  busNamespace?: string;
}

/** What production must not run on, read from the database: one line each. */
async function demoDataProblems(db: Database['db']): Promise<string[]> {
  const demoFeed = await db
    .selectFrom('lottery_games')
    .select('code')
    .where('enabled', '=', true)
    .where('result_source', '=', 'demo_feed')
    .execute();
  if (demoFeed.length === 0) return [];
  const codes = demoFeed.map((g) => g.code).join(', ');
  return [
    `lottery_games: ${codes} take real bets on the demo results feed; disable them or set result_source 'operator'`,
  ];
}

/** Builds the whole app without listening: server.ts listens, tests call inject() or listen on 0. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  // loadEnv applies these too; an Env assembled by hand (tests, benches) must not slip past them.
  const problems = configProblems(env);
  if (problems.length > 0) {
    const title = env.NODE_ENV === 'production' ? 'Refusing to start in production' : 'Invalid configuration';
    throw new ConfigError(
      title,
      problems.map((p) => `${p.path.join('.')}: ${p.message}`),
    );
  }
  // Until the settings load, a URL that does not decode is answered in the built-in default.
  let brandLanguage = async (): Promise<Language> => DEFAULT_LANGUAGE;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization'],
            // Launch tokens, codes and signatures travel in query strings: never in a log line.
            serializers: { req: requestLogSerializer },
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Answered in the envelope instead (platform/closing.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(() => brandLanguage()),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DB_POOL_MAX,
      idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      replica: env.DATABASE_REPLICA_URL
        ? {
            url: env.DATABASE_REPLICA_URL,
            maxLagMs: env.REPLICA_MAX_LAG_MS,
            onDown: (err: unknown) => app.log.warn({ err }, 'read replica unavailable: reads go to the primary'),
          }
        : undefined,
    }));
  await migrate(database.db);
  const demoData = env.NODE_ENV === 'production' ? await demoDataProblems(database.db) : [];
  if (demoData.length > 0) {
    if (!options.database) await database.close();
    throw new ConfigError('Refusing to start in production', demoData);
  }
  const delivery = createDelivery(env, database.db, app.log);
  app.addHook('onClose', () => delivery.close());

  const clock = options.clock ?? systemClock;
  const bus =
    options.bus ??
    (env.REDIS_URL ? createRedisBus(env.REDIS_URL, options.busNamespace ?? env.BUS_NAMESPACE) : createLocalBus());
  const settings = createSettingsService({
    db: database.db,
    bus,
    clock,
    ttlMs: env.SETTINGS_CACHE_TTL_MS,
    log: app.log,
  });
  await settings.start();
  brandLanguage = async () => (await settings.get()).locale.defaultLanguage;
  const keys = createEncryptionKeys({ db: database.db, bus, env });
  await keys.ensure();
  if (env.SEED_DEMO) await seedDemoBrand(database.db);
  if (env.SEED_DEMO) await seedDemoPayments(database.db, env);
  if (env.SEED_DEMO) await seedDemoGames(database.db);
  if (env.SEED_DEMO) await seedDemoLottery(database.db);
  // After the games: the card rooms belong to a seeded vendor.
  if (env.SEED_DEMO) await database.db.transaction().execute(seedDemoShowcase);

  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    bus,
    clock,
    settings,
    sessions: createSessionStore({ db: database.db, clock, bus }),
    keys,
    delivery,
    jobs: createJobs({
      database,
      schema: env.JOBS_SCHEMA,
      disabled: env.JOBS_DISABLED,
      log: app.log,
      stopTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    }),
  };

  app.decorateRequest('language', 'pt-BR');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The cached settings answer synchronously; only a cold cache waits for the database.
    const cached = settings.peek();
    if (cached) {
      request.language = requestLanguage(request, cached.locale.defaultLanguage);
      return done();
    }
    settings.get().then(
      (s) => {
        request.language = requestLanguage(request, s.locale.defaultLanguage);
        done();
      },
      (err: Error) => done(err),
    );
  });
  registerErrorHandling(app);
  registerClosingAnswer(app);
  registerSecurityHeaders(app);
  registerStorableText(app);
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app, env);
  await registerOpenApi(app, { serveUi: env.NODE_ENV !== 'production' || env.DOCS_PUBLIC });

  // Every /admin/api route declares the operator roles it allows, or the app does not start.
  enforceOperatorAccess(app);
  registerSystemGate(app, ctx);
  registerOperatorAudit(app, ctx);
  registerMetrics(app, ctx);
  await registerTracing(app);
  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => systemRoutes(scope, ctx));
  await app.register(async (scope) => contentRoutes(scope, ctx));
  await app.register(async (scope) => operatorRoutes(scope, ctx));
  await app.register(async (scope) => settingsRoutes(scope, ctx));
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
  await app.register(async (scope) => securityRoutes(scope, ctx));
  await app.register(async (scope) => walletRoutes(scope, ctx));
  await app.register(async (scope) => paymentPasswordRoutes(scope, ctx));
  await app.register(async (scope) => withdrawalRoutes(scope, ctx));
  await app.register(async (scope) => kycRoutes(scope, ctx));
  await app.register(async (scope) => transferRoutes(scope, ctx));
  await app.register(async (scope) => uplineTransferRoutes(scope, ctx));
  await app.register(async (scope) => recordsRoutes(scope, ctx));
  await app.register(async (scope) => socialRoutes(scope, ctx));
  await app.register(async (scope) => depositRoutes(scope, ctx));
  await app.register(async (scope) => studioRoutes(scope, ctx));
  await app.register(async (scope) => providerRoutes(scope, ctx));
  await app.register(async (scope) => gamesRoutes(scope, ctx));
  await app.register(async (scope) => lotteryRoutes(scope, ctx));
  await app.register(async (scope) => winnersRoutes(scope, ctx));
  await app.register(async (scope) => reportsRoutes(scope, ctx, { theoreticalRtp: variantsOf }));
  await app.register(async (scope) => memberAdminRoutes(scope, ctx));
  await app.register(async (scope) => promotionsAdminRoutes(scope, ctx));
  await app.register(async (scope) => bonusesRoutes(scope, ctx));
  await app.register(async (scope) => referralRoutes(scope, ctx));
  await app.register(async (scope) => promotionsRoutes(scope, ctx));
  await app.register(async (scope) => loyaltyRoutes(scope, ctx));
  await app.register(async (scope) => loyaltyAdminRoutes(scope, ctx));
  await app.register(async (scope) => rewardsRoutes(scope, ctx));
  await app.register(async (scope) => chatRoutes(scope, ctx));
  await app.register(async (scope) => chatAdminRoutes(scope, ctx));
  await app.register(async (scope) => appInstallRoutes(scope, ctx));
  await app.register(async (scope) => messagesRoutes(scope, ctx));
  await app.register(async (scope) => feedbackRoutes(scope, ctx));
  await app.register(async (scope) => rgRoutes(scope, ctx));
  await app.register(async (scope) => agentsRoutes(scope, ctx));
  await app.register(async (scope) => agentsAdminRoutes(scope, ctx));
  await app.register(async (scope) => agentApplicationRoutes(scope, ctx));
  await app.register(async (scope) => amlRoutes(scope, ctx));
  await app.register(async (scope) => jobsAdminRoutes(scope, ctx));
  defineHistoryPartitionsJob(ctx.jobs, ctx.db);
  // A gateway that pays without money has no place in production unless the operator asks for it.
  if (env.SANDBOX_GATEWAY) {
    await app.register(async (scope) => sandboxGatewayRoutes(scope, ctx));
  }
  if (delivery.outboxEnabled) await app.register(async (scope) => outboxRoutes(scope, ctx));

  const serveIndex = await registerWebClient(app, env.WEB_DIST_DIR, createLcpPreload(contentModule(ctx).reads));
  // Unknown paths count against the limit too, or scanning them would be free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (serveIndex && wantsWebClient(request)) return serveIndex(request, reply);
    return sendError(request, reply, 'NOT_FOUND');
  });

  // Every feature has defined its jobs by now. Stopping waits for the runs under way, before the
  // database closes.
  if (env.JOBS_ENABLED) app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('preClose', () => ctx.jobs.stop());

  app.addHook('onClose', async () => {
    await bus.close();
    if (!options.database) await database.close();
  });
  return app;
}
