import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { AppError } from './app-error.ts';

/** Per-IP request limits: in memory on one instance, shared through Redis when REDIS_URL is set. */
export async function registerRateLimit(app: FastifyInstance, env: Env) {
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    redis,
    nameSpace: env.RATE_LIMIT_NAMESPACE,
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    // The budget travels on the refusal only (with Retry-After): no client of ours reads it on a
    // 200, and three headers on every answer were a tenth of a small answer's bytes (decision 068).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
