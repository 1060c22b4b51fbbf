import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@portal/shared/envelope';
import { settingsPatchSchema, settingsSchema, type BrandSettings, type SettingsKey } from '@portal/shared/settings';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { auditChange } from '../operators/audit-log.ts';
import { requireOperator } from '../operators/operator-guard.ts';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every operator reads the brand's settings; they mix content with money rules (limits,
  // withdrawal timings), so changing them, like rotating keys, is an admin's.
  const read = requireOperator(ctx, 'any');
  const guard = requireOperator(ctx, []);

  r.get(
    '/admin/api/settings',
    {
      preHandler: read,
      schema: {
        tags: ['admin'],
        summary: 'All brand settings',
        security: bearerSecurity,
        response: { 200: envelopeOf(settingsSchema) },
      },
    },
    async () => ok(await ctx.settings.get()),
  );

  r.patch(
    '/admin/api/settings',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Change brand settings: any subset, merged deeply; lists replace',
        security: bearerSecurity,
        body: settingsPatchSchema,
        response: { 200: envelopeOf(settingsSchema) },
      },
    },
    async (request) => {
      const keys = Object.keys(request.body) as SettingsKey[];
      const pick = (s: BrandSettings) => Object.fromEntries(keys.map((key) => [key, s[key]]));
      const before = pick(await ctx.settings.get());
      const after = await ctx.settings.update(request.body, `operator:${request.operator!.subjectId}`);
      // The audit row shows the sections the change touched, whole, on both sides.
      auditChange(request, { subject: 'settings', before, after: pick(after) });
      return ok(after);
    },
  );

  r.post(
    '/admin/api/encryption-keys/rotate',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Rotate the encryption key pair; the previous key keeps decrypting',
        security: bearerSecurity,
      },
    },
    async () => ok({ kid: await ctx.keys.rotate() }),
  );
}
