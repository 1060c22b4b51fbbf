import type { KycDecision, KycDocument, KycState, KycSubmissionDetail } from '@portal/shared/contracts/kyc';
import { maskCpf } from '@portal/shared/identity';
import type { KycDocumentRow, KycSubmissionRow, MemberIdentity } from './kyc.repo.ts';

/** A document as the member and the operator see it: never its storage key. */
export const presentDocument = (row: KycDocumentRow): KycDocument => ({
  id: row.id,
  kind: row.kind,
  contentType: row.content_type,
  fileName: row.file_name,
  sizeBytes: row.size_bytes,
  createdAt: row.created_at.toISOString(),
});

export const presentDecision = (row: KycSubmissionRow): KycDecision => ({
  submissionId: row.id,
  level: row.level,
  status: row.status,
  note: row.note,
  submittedAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export const stateOf = (last: KycSubmissionRow | undefined): KycState => last?.status ?? 'none';

export const maskedCpf = (cpf: string | null) => (cpf ? maskCpf(cpf) : null);

export const presentQueueItem = (row: KycSubmissionRow) => ({
  id: row.id,
  memberId: row.member_id,
  username: row.username,
  level: row.level,
  status: row.status,
  submittedAt: row.created_at.toISOString(),
});

export const presentSubmission = (
  row: KycSubmissionRow,
  identity: MemberIdentity | undefined,
  documents: KycDocumentRow[],
): KycSubmissionDetail => ({
  ...presentQueueItem(row),
  note: row.note,
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy: row.decided_by_name,
  dateOfBirth: identity?.birthday ?? null,
  cpfMasked: maskedCpf(identity?.cpf ?? null),
  verifiedLevel: identity?.kyc_level ?? 0,
  documents: documents.map(presentDocument),
});
