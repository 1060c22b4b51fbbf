import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  EXCLUSION_HASH,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_LEVEL_DOCUMENTS,
  type ExclusionImportValue,
  type KycDecisionPayload,
  type KycLevel,
  type KycQueuePage,
  type KycStatus,
  type KycSubmissionDetail,
  type KycSubmissionStatus,
} from '@portal/shared/contracts/kyc';
import { FieldIssue } from '@portal/shared/errors';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { DocumentFile } from './document-files.ts';
import type { KycDocumentRow, KycRepo } from './kyc.repo.ts';
import {
  maskedCpf,
  presentDecision,
  presentDocument,
  presentQueueItem,
  presentSubmission,
  stateOf,
} from './kyc.presenter.ts';
import { checkDateOfBirth } from './registration-identity.ts';

const DECIDED: Record<KycDecisionPayload['decision'], Exclude<KycSubmissionStatus, 'pending'>> = {
  approve: 'verified',
  reject: 'rejected',
  more_info: 'more_info_requested',
};

/**
 * KYC (decision 042): the member's documents, kept in private storage and read back only through
 * the member's or a compliance operator's authorized calls; submissions of a level; the review
 * (approve, reject with a reason, ask for more) that raises the member's verified level and tells
 * the member in the inbox (a trigger, in the decision's transaction); the exclusion list import.
 */
export function createKycService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  repo: KycRepo;
  storage: FileStorage;
}) {
  const { db, clock, repo, storage } = deps;

  async function read(row: KycDocumentRow) {
    const data = await storage.get(row.storage_key);
    if (!data) throw new AppError('NOT_FOUND');
    return { data, contentType: row.content_type, fileName: row.file_name };
  }

  return {
    async status(memberId: number): Promise<KycStatus> {
      const [identity, last, documents] = await Promise.all([
        repo.identity(memberId),
        repo.lastSubmission(memberId),
        repo.latestDocuments(memberId),
      ]);
      return {
        state: stateOf(last),
        verifiedLevel: identity?.kyc_level ?? 0,
        last: last ? presentDecision(last) : null,
        documents: documents.map(presentDocument),
        hasDateOfBirth: Boolean(identity?.birthday),
        cpfMasked: maskedCpf(identity?.cpf ?? null),
        maxBytes: KYC_DOCUMENT_MAX_BYTES,
      };
    },

    /** Stores the file privately, then its row; a newer file of a kind is what the next submission sends. */
    async upload(memberId: number, file: DocumentFile) {
      const storageKey = `kyc/${memberId}/${randomBytes(16).toString('hex')}.${file.extension}`;
      await storage.put(storageKey, file.data);
      try {
        const id = await repo.insertDocument({
          member_id: memberId,
          kind: file.kind,
          storage_key: storageKey,
          content_type: file.contentType,
          size_bytes: file.data.length,
          file_name: file.fileName,
          created_at: clock.now(),
        });
        return presentDocument((await repo.document(id))!);
      } catch (error) {
        await storage.remove(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** One of the member's own documents; another member's is NOT_FOUND, as an unknown one is. */
    async ownDocument(memberId: number, documentId: number) {
      const row = await repo.document(documentId);
      if (!row || row.member_id !== memberId) throw new AppError('NOT_FOUND');
      return read(row);
    },

    /** A date of birth for an account made without one (social sign-in), once, at the brand's minimum age. */
    async setDateOfBirth(memberId: number, dateOfBirth: string) {
      const { kyc } = await deps.settings.get();
      const day = checkDateOfBirth(dateOfBirth, kyc.minimumAge, clock.now());
      if (!(await repo.setBirthdayIfMissing(memberId, day))) throw new AppError('BIRTHDAY_ALREADY_SET');
      return { dateOfBirth: day };
    },

    /**
     * Sends the newest document of each kind the level needs for review. Refused while one waits
     * (KYC_SUBMISSION_NOT_ALLOWED; the unique index decides a race), when the level is already
     * verified, without a date of birth, or with documents missing (KYC_DOCUMENTS_MISSING).
     */
    async submit(memberId: number, level: KycLevel) {
      const [identity, last, documents] = await Promise.all([
        repo.identity(memberId),
        repo.lastSubmission(memberId),
        repo.latestDocuments(memberId),
      ]);
      if (!identity) throw new AppError('NOT_FOUND');
      if (last?.status === 'pending' || identity.kyc_level >= level) {
        throw new AppError('KYC_SUBMISSION_NOT_ALLOWED', {
          value: { state: stateOf(last), verifiedLevel: identity.kyc_level },
        });
      }
      if (!identity.birthday) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { dateOfBirth: FieldIssue.REQUIRED } } });
      }
      const needed = KYC_LEVEL_DOCUMENTS[level];
      const missing = needed.filter((kind) => !documents.some((d) => d.kind === kind));
      if (missing.length > 0) throw new AppError('KYC_DOCUMENTS_MISSING', { value: { missing } });
      const documentIds = documents.filter((d) => needed.includes(d.kind)).map((d) => d.id);
      try {
        await inTransaction(db, (trx) =>
          repo.insertSubmission(trx, { memberId, level, documentIds, now: clock.now() }),
        );
      } catch (error) {
        if (uniqueViolation(error) === 'kyc_submissions_one_pending') {
          throw new AppError('KYC_SUBMISSION_NOT_ALLOWED', {
            value: { state: 'pending', verifiedLevel: identity.kyc_level },
          });
        }
        throw error;
      }
      return this.status(memberId);
    },

    async queue(query: { status: KycSubmissionStatus; page: number; pageSize: number }): Promise<KycQueuePage> {
      const { rows, total } = await repo.queue(query.status, query.page, query.pageSize);
      return { items: rows.map(presentQueueItem), page: query.page, pageSize: query.pageSize, total };
    },

    async submission(id: number): Promise<KycSubmissionDetail> {
      const row = await repo.submission(id);
      if (!row) throw new AppError('NOT_FOUND');
      const [identity, documents] = await Promise.all([repo.identity(row.member_id), repo.submissionDocuments(id)]);
      return presentSubmission(row, identity, documents);
    },

    /** A document an operator may open: one sent in a submission (a draft the member never sent is not). */
    async submittedDocument(documentId: number) {
      const row = await repo.document(documentId);
      if (!row || !(await repo.documentSubmitted(documentId))) throw new AppError('NOT_FOUND');
      return read(row);
    },

    /**
     * The operator's decision on a pending submission, in one transaction: the status (a decided
     * one answers KYC_NOT_PENDING), on approval the member's verified level, and the inbox message
     * (the trigger of migration 0061).
     */
    async decide(id: number, payload: KycDecisionPayload, operatorId: number) {
      const before = await repo.submission(id);
      if (!before) throw new AppError('NOT_FOUND');
      const status = DECIDED[payload.decision];
      const note = payload.decision === 'approve' ? null : payload.note;
      const decided = await inTransaction(db, async (trx) => {
        const row = await repo.decide(trx, id, { status, note, operatorId, now: clock.now() });
        if (row && status === 'verified') await repo.raiseLevel(trx, row.member_id, row.level);
        return row;
      });
      if (!decided) throw new AppError('KYC_NOT_PENDING', { value: { status: (await repo.submission(id))!.status } });
      return { before, after: await this.submission(id) };
    },

    /**
     * The national exclusion list: SHA-256 hex hashes (decision 042 says how the CPF and the
     * mobile are normalized), replacing the list or added to it, in one transaction.
     */
    async importExclusions(mode: 'replace' | 'append', raw: string[]): Promise<ExclusionImportValue> {
      const hashes = new Set<string>();
      for (const [n, text] of raw.entries()) {
        const hash = text.trim().toLowerCase();
        if (!EXCLUSION_HASH.test(hash)) {
          throw new AppError('VALIDATION_FAILED', {
            value: { fields: { hashes: FieldIssue.PATTERN_MISMATCH }, line: n + 1 },
          });
        }
        hashes.add(hash);
      }
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        if (mode === 'replace') await repo.clearExclusions(trx);
        const added = await repo.addExclusions(trx, [...hashes], now);
        const { total } = await repo.exclusionStats(trx);
        return { mode, received: hashes.size, added, total };
      });
    },

    async exclusionStats() {
      const { total, lastImportedAt } = await repo.exclusionStats();
      return { total, lastImportedAt: lastImportedAt?.toISOString() ?? null };
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;

/**
 * The lines of an uploaded list (text or CSV): empty lines skipped, the first column of each,
 * a first line with letters no hash has (`sha256`, `hash`) taken for a header.
 */
export function exclusionLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => (line.split(/[,;\t]/)[0] ?? '').trim().replace(/^"|"$/g, ''))
    .filter((line) => line !== '');
  const first = lines[0]?.toLowerCase();
  if (first !== undefined && /[g-z]/.test(first) && !EXCLUSION_HASH.test(first)) lines.shift();
  return lines;
}
