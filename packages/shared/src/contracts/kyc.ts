import { z } from 'zod';

/*
 * KYC (docs/decisions/042-kyc-and-age.md): the member's documents and verification state, the
 * operator's review queue, and the national exclusion list.
 */

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'proof_of_address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** Level 1: identity (ID front and back, a selfie); level 2: identity and a proof of address. */
export const KYC_LEVELS = [1, 2] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
export const KYC_LEVEL_DOCUMENTS: Record<KycLevel, readonly KycDocumentKind[]> = {
  1: ['id_front', 'id_back', 'selfie'],
  2: ['id_front', 'id_back', 'selfie', 'proof_of_address'],
};

/** The member's state: the last submission's status, or none before the first. */
export const KYC_STATES = ['none', 'pending', 'verified', 'rejected', 'more_info_requested'] as const;
export type KycState = (typeof KYC_STATES)[number];
export const KYC_SUBMISSION_STATUSES = ['pending', 'verified', 'rejected', 'more_info_requested'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/** One file per upload: PNG, JPG or PDF by its first bytes, at most this size. */
export const KYC_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const KYC_NOTE_MAX = 1000;

export const kycDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.enum(['image/png', 'image/jpeg', 'application/pdf']),
  fileName: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycDecisionSchema = z.object({
  submissionId: z.number(),
  level: z.number(),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  /** The rejection's reason or the information asked (null when verified or pending). */
  note: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type KycDecision = z.infer<typeof kycDecisionSchema>;

/** GET /wps/member/kyc: what the Verification page shows. */
export const kycStatusSchema = z.object({
  state: z.enum(KYC_STATES),
  /** The highest level verified (0: none). */
  verifiedLevel: z.number(),
  /** The last submission (its level, status and note), or null before the first. */
  last: kycDecisionSchema.nullable(),
  /** The newest file of each kind the member uploaded (what the next submission sends). */
  documents: z.array(kycDocumentSchema),
  /** Whether a date of birth is on file (a submission needs one). */
  hasDateOfBirth: z.boolean(),
  /** Masked (***.456.789-**), or null. */
  cpfMasked: z.string().nullable(),
  maxBytes: z.number(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** POST /wps/member/kyc/submissions */
export const kycSubmitPayloadSchema = z.object({ level: z.union([z.literal(1), z.literal(2)]) }).strict();
export type KycSubmitPayload = z.infer<typeof kycSubmitPayloadSchema>;

/** PUT /wps/member/kyc/date-of-birth: for an account made without one (social sign-in), once. */
export const kycDateOfBirthPayloadSchema = z.object({ dateOfBirth: z.string().max(10) }).strict();

export const kycDocumentParamsSchema = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53),
  })
  .strict();

/** The console's review queue: pending submissions, oldest first. */
export const kycQueueQuerySchema = z
  .object({
    status: z.enum(KYC_SUBMISSION_STATUSES).default('pending'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const kycQueueItemSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  level: z.number(),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  submittedAt: z.string(),
});
export const kycQueuePageSchema = z.object({
  items: z.array(kycQueueItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type KycQueuePage = z.infer<typeof kycQueuePageSchema>;

export const kycSubmissionDetailSchema = kycQueueItemSchema.extend({
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  cpfMasked: z.string().nullable(),
  verifiedLevel: z.number(),
  documents: z.array(kycDocumentSchema),
});
export type KycSubmissionDetail = z.infer<typeof kycSubmissionDetailSchema>;

export const kycSubmissionParamsSchema = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53),
  })
  .strict();

/** An operator's decision: approve, reject (with the reason) or ask for more (with what). */
export const kycDecisionPayloadSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z.object({ decision: z.literal('reject'), note: z.string().trim().min(1).max(KYC_NOTE_MAX) }).strict(),
  z.object({ decision: z.literal('more_info'), note: z.string().trim().min(1).max(KYC_NOTE_MAX) }).strict(),
]);
export type KycDecisionPayload = z.infer<typeof kycDecisionPayloadSchema>;

/** SHA-256 in hex of a normalized CPF or mobile (decision 042). */
export const EXCLUSION_HASH = /^[0-9a-f]{64}$/;
export const EXCLUSION_IMPORT_MAX = 2_000_000;

/** POST /admin/api/kyc/exclusions as JSON; the same call takes text/plain or text/csv (one hash a line). */
export const exclusionImportPayloadSchema = z
  .object({
    mode: z.enum(['replace', 'append']),
    hashes: z.array(z.string().max(128)).max(EXCLUSION_IMPORT_MAX),
  })
  .strict();
export const exclusionImportQuerySchema = z.object({ mode: z.enum(['replace', 'append']).optional() }).strict();
export const exclusionImportValueSchema = z.object({
  mode: z.enum(['replace', 'append']),
  /** Distinct hashes read from this import. */
  received: z.number(),
  /** Hashes new to the list. */
  added: z.number(),
  /** The list's size after the import. */
  total: z.number(),
});
export type ExclusionImportValue = z.infer<typeof exclusionImportValueSchema>;
export const exclusionStatsSchema = z.object({ total: z.number(), lastImportedAt: z.string().nullable() });
export type ExclusionStats = z.infer<typeof exclusionStatsSchema>;
