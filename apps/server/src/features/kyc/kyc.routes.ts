import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  KYC_DOCUMENT_MAX_BYTES,
  kycDateOfBirthPayloadSchema,
  kycDocumentParamsSchema,
  kycDocumentSchema,
  kycStatusSchema,
  kycSubmitPayloadSchema,
} from '@portal/shared/contracts/kyc';
import { envelopeOf } from '@portal/shared/envelope';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { bearerSecurity } from '../../platform/openapi.ts';
import { requireMember } from '../members/member-guard.ts';
import { uploadQuotaOf } from '../members/upload-quota.ts';
import { readDocumentForm, sendDocument } from './document-files.ts';
import { kycAdminRoutes } from './kyc.admin.routes.ts';
import { kycModule } from './kyc.module.ts';

/** The member's Verification page: state, documents, submissions, the date of birth when missing. */
export async function kycRoutes(app: FastifyInstance, ctx: AppContext) {
  const kyc = kycModule(ctx);
  // One file a request; one more is read so that a second is refused by name, not cut off.
  await app.register(multipart, { limits: { fileSize: KYC_DOCUMENT_MAX_BYTES, files: 2, fields: 5 } });
  await kycAdminRoutes(app, ctx);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireMember(ctx);
  const base = { tags: ['kyc'], security: bearerSecurity };
  const status = { 200: envelopeOf(kycStatusSchema) };

  r.get(
    '/wps/member/kyc',
    {
      onRequest,
      schema: { ...base, summary: 'The Verification page: KYC state, verified level, documents', response: status },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await kyc.status(request.member!.id));
    },
  );

  r.post(
    '/wps/member/kyc/documents',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Upload one KYC document: multipart with `kind` (id_front, id_back, selfie, proof_of_address) and one `file`, PNG, JPG or PDF (by content) of at most 8 MB',
        response: { 200: envelopeOf(kycDocumentSchema) },
      },
    },
    async (request) => {
      const file = await readDocumentForm(request, KYC_DOCUMENT_MAX_BYTES);
      await uploadQuotaOf(ctx).take(request.member!.id, [file]);
      return ok(await kyc.upload(request.member!.id, file));
    },
  );

  r.get(
    '/wps/member/kyc/documents/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: "One of the member's own KYC documents (another's is 404)",
        params: kycDocumentParamsSchema,
      },
    },
    async (request, reply) => sendDocument(reply, await kyc.ownDocument(request.member!.id, request.params.id)),
  );

  r.post(
    '/wps/member/kyc/submissions',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Send the newest document of each kind the level needs for review (1: ID front, back, selfie; 2: and proof of address)',
        body: kycSubmitPayloadSchema,
        response: status,
      },
    },
    async (request) => ok(await kyc.submit(request.member!.id, request.body.level)),
  );

  r.put(
    '/wps/member/kyc/date-of-birth',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The date of birth of an account made without one (social sign-in), once, at the brand's minimum age",
        body: kycDateOfBirthPayloadSchema,
        response: { 200: envelopeOf(z.object({ dateOfBirth: z.string() })) },
      },
    },
    async (request) => ok(await kyc.setDateOfBirth(request.member!.id, request.body.dateOfBirth)),
  );
}
