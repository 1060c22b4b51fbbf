import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEAMLESS_CALLS, seamlessAnswerSchema } from '@portal/shared/contracts/seamless';
import { envelopeOf } from '@portal/shared/envelope';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../../platform/app-error.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import type { ProviderConfigs } from '../provider-configs.service.ts';
import { signBody, verifySignedBody } from '../../../platform/signed-body.ts';
import { seamlessScope } from '@portal/shared/contracts/seamless';
import type { SeamlessService } from './seamless.service.ts';
import { dispatchSeamless } from './seamless-dispatch.ts';

const BODY_LIMIT = 16 * 1024;

/** The signed bytes as JSON, after the signature held. */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', { value: { fields: { _: FieldIssue.INVALID_TYPE } } });
  }
}

/**
 * POST /provider-api/{vendor}/{balance|bet|win|rollback|end-round}: the calls a seamless game
 * provider makes while its player plays. Machine to machine: no member token, no rate limit (the
 * signature and the optional IP allow-list stand in); the signature covers the exact bytes, so
 * this scope keeps JSON bodies as a Buffer.
 */
export async function seamlessRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { configs: ProviderConfigs; seamless: SeamlessService; isSeamless: (vendor: string) => boolean },
) {
  const { configs, seamless } = deps;
  // Answers are signed like the calls (X-Signature over the exact answer bytes) once the vendor
  // is known: a provider can tell our answer from a forged one.
  const answerSecrets = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const secret = answerSecrets.get(request);
    if (secret && typeof payload === 'string') {
      reply.header('x-signature', signBody(secret, payload, ctx.clock.now()));
    }
    return payload;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/provider-api/:vendor/:call',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['providers'],
        summary:
          'Seamless wallet call of a game provider: X-Signature t=<unix>,v2=<hex HMAC-SHA256 of "t.POST /provider-api/<vendor>/<call>.rawBody">; amounts in minor units',
        params: z.object({ vendor: z.string().regex(/^[A-Z0-9_]{2,30}$/), call: z.enum(SEAMLESS_CALLS) }),
        response: { 200: envelopeOf(seamlessAnswerSchema) },
      },
    },
    async (request) => {
      const { vendor, call } = request.params;
      const config = deps.isSeamless(vendor) ? await configs.get(vendor) : null;
      if (!config?.enabled || !config.secret) throw new AppError('NOT_FOUND');
      answerSecrets.set(request, config.secret);
      if (config.ipAllowList.length > 0 && !config.ipAllowList.includes(request.ip)) {
        throw new AppError('SEAMLESS_SIGNATURE_INVALID', { value: { reason: 'address' } });
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      verifySignedBody(
        request.headers['x-signature'],
        raw,
        config.secret,
        ctx.clock.now(),
        'SEAMLESS_SIGNATURE_INVALID',
        seamlessScope(vendor, call),
      );
      return ok(await dispatchSeamless(seamless, call, vendor, config, parseJson(raw)));
    },
  );
}
