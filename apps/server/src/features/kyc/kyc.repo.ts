import { sql, type Kysely } from 'kysely';
import type { KycDocumentKind, KycSubmissionStatus } from '@portal/shared/contracts/kyc';
import type { DB } from '../../db/schema.ts';

export interface KycDocumentRow {
  id: number;
  member_id: number;
  kind: KycDocumentKind;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  size_bytes: number;
  file_name: string;
  created_at: Date;
}

export interface KycSubmissionRow {
  id: number;
  member_id: number;
  username: string;
  level: number;
  status: KycSubmissionStatus;
  note: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
}

/** The member's identity facts as KYC reads them; the date of birth as 'YYYY-MM-DD'. */
export interface MemberIdentity {
  username: string;
  birthday: string | null;
  cpf: string | null;
  kyc_level: number;
}

/** Rows for a multi-row insert, in statements small enough for any driver. */
const CHUNK = 5_000;

/** The one place that writes SQL for kyc_documents, kyc_submissions and exclusion_hashes. */
export function createKycRepo(db: Kysely<DB>) {
  const submissions = (trx: Kysely<DB>) =>
    trx
      .selectFrom('kyc_submissions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .leftJoin('operators as o', 'o.id', 's.decided_by')
      .select([
        's.id',
        's.member_id',
        'm.username',
        's.level',
        sql<KycSubmissionStatus>`s.status`.as('status'),
        's.note',
        'o.username as decided_by_name',
        's.decided_at',
        's.created_at',
      ]);

  const documentColumns = [
    'id',
    'member_id',
    sql<KycDocumentKind>`kind`.as('kind'),
    'storage_key',
    sql<KycDocumentRow['content_type']>`content_type`.as('content_type'),
    'size_bytes',
    'file_name',
    'created_at',
  ] as const;

  return {
    async identity(memberId: number, trx: Kysely<DB> = db): Promise<MemberIdentity | undefined> {
      return trx
        .selectFrom('members')
        .select(['username', sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'), 'cpf', 'kyc_level'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** Sets the date of birth of a member who has none; false when one is already there. */
    async setBirthdayIfMissing(memberId: number, day: string): Promise<boolean> {
      const row = await db
        .updateTable('members')
        .set({ birthday: day })
        .where('id', '=', memberId)
        .where('birthday', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether any of these SHA-256 hashes (hex) is on the exclusion list. */
    async excluded(hashesHex: string[]): Promise<boolean> {
      if (hashesHex.length === 0) return false;
      const row = await sql<{ hit: boolean }>`select exists (
          select 1 from exclusion_hashes
          where hash in (select decode(h, 'hex') from unnest(${hashesHex}::text[]) as h)) as hit`.execute(db);
      return row.rows[0]?.hit === true;
    },

    /** Adds hashes (hex, distinct) to the list; answers how many were new. */
    async addExclusions(trx: Kysely<DB>, hashesHex: string[], now: Date): Promise<number> {
      let added = 0;
      for (let i = 0; i < hashesHex.length; i += CHUNK) {
        const chunk = hashesHex.slice(i, i + CHUNK);
        const result = await sql`insert into exclusion_hashes (hash, imported_at)
          select decode(h, 'hex'), ${now}::timestamptz from unnest(${chunk}::text[]) as h
          on conflict (hash) do nothing`.execute(trx);
        added += Number(result.numAffectedRows ?? 0);
      }
      return added;
    },

    clearExclusions: (trx: Kysely<DB>) => trx.deleteFrom('exclusion_hashes').execute(),

    async exclusionStats(trx: Kysely<DB> = db): Promise<{ total: number; lastImportedAt: Date | null }> {
      const row = await trx
        .selectFrom('exclusion_hashes')
        .select([sql<string>`count(*)`.as('n'), sql<Date | null>`max(imported_at)`.as('last')])
        .executeTakeFirstOrThrow();
      return { total: Number(row.n), lastImportedAt: row.last };
    },

    async insertDocument(row: Omit<KycDocumentRow, 'id'>): Promise<number> {
      const { id } = await db.insertInto('kyc_documents').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The newest document of each kind the member uploaded. */
    async latestDocuments(memberId: number, trx: Kysely<DB> = db): Promise<KycDocumentRow[]> {
      const rows = await trx
        .selectFrom('kyc_documents')
        .select(documentColumns)
        .distinctOn('kind')
        .where('member_id', '=', memberId)
        .orderBy('kind')
        .orderBy('id', 'desc')
        .execute();
      return rows;
    },

    document: (id: number): Promise<KycDocumentRow | undefined> =>
      db.selectFrom('kyc_documents').select(documentColumns).where('id', '=', id).executeTakeFirst(),

    async submissionDocuments(submissionId: number): Promise<KycDocumentRow[]> {
      return db
        .selectFrom('kyc_documents as d')
        .innerJoin('kyc_submission_documents as sd', 'sd.document_id', 'd.id')
        .select([
          'd.id',
          'd.member_id',
          sql<KycDocumentKind>`d.kind`.as('kind'),
          'd.storage_key',
          sql<KycDocumentRow['content_type']>`d.content_type`.as('content_type'),
          'd.size_bytes',
          'd.file_name',
          'd.created_at',
        ])
        .where('sd.submission_id', '=', submissionId)
        .orderBy('d.kind')
        .execute();
    },

    /** Whether the document belongs to one of the member's submissions (what an operator may open). */
    async documentSubmitted(documentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('kyc_submission_documents')
        .select('submission_id')
        .where('document_id', '=', documentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A pending submission with its documents; a second pending one loses on the unique index. */
    async insertSubmission(
      trx: Kysely<DB>,
      row: { memberId: number; level: number; documentIds: number[]; now: Date },
    ): Promise<number> {
      const { id } = await trx
        .insertInto('kyc_submissions')
        .values({ member_id: row.memberId, level: row.level, created_at: row.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('kyc_submission_documents')
        .values(row.documentIds.map((document_id) => ({ submission_id: id, document_id })))
        .execute();
      return id;
    },

    lastSubmission: (memberId: number): Promise<KycSubmissionRow | undefined> =>
      submissions(db).where('s.member_id', '=', memberId).orderBy('s.id', 'desc').limit(1).executeTakeFirst(),

    submission: (id: number): Promise<KycSubmissionRow | undefined> =>
      submissions(db).where('s.id', '=', id).executeTakeFirst(),

    /** Submissions of one status; pending ones oldest first (the queue), decided ones newest first. */
    async queue(status: KycSubmissionStatus, page: number, pageSize: number) {
      const direction = status === 'pending' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        submissions(db)
          .where('s.status', '=', status)
          .orderBy('s.created_at', direction)
          .orderBy('s.id', direction)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('kyc_submissions')
          .select(sql<string>`count(*)`.as('n'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Decides a pending submission; undefined when it is no longer pending (decided meanwhile). */
    decide: (
      trx: Kysely<DB>,
      id: number,
      decision: { status: Exclude<KycSubmissionStatus, 'pending'>; note: string | null; operatorId: number; now: Date },
    ) =>
      trx
        .updateTable('kyc_submissions')
        .set({
          status: decision.status,
          note: decision.note,
          decided_by: decision.operatorId,
          decided_at: decision.now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(['id', 'member_id', 'level'])
        .executeTakeFirst(),

    /** Raises the member's verified level (never lowers it). */
    raiseLevel: (trx: Kysely<DB>, memberId: number, level: number) =>
      trx
        .updateTable('members')
        .set({ kyc_level: sql`greatest(kyc_level, ${level}::smallint)` })
        .where('id', '=', memberId)
        .execute(),
  };
}

export type KycRepo = ReturnType<typeof createKycRepo>;
