import {
  KYC_LEVEL_DOCUMENTS,
  type KycDocument,
  type KycDocumentKind,
  type KycLevel,
  type KycStatus,
} from '@portal/shared/contracts/kyc';

const ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];
const ACCEPTED_NAME = /\.(png|jpe?g|pdf)$/i;

/** What the file input accepts (the server judges the bytes; this only spares a useless upload). */
export const ACCEPT_ATTRIBUTE = ACCEPTED.join(',');

/** A chosen file refused before upload: too big, or not a PNG, JPG or PDF by its type or name. */
export function precheckFile(file: { name: string; size: number; type: string }, maxBytes: number) {
  if (file.size === 0 || !(ACCEPTED.includes(file.type) || (file.type === '' && ACCEPTED_NAME.test(file.name)))) {
    return 'INVALID_TYPE' as const;
  }
  return file.size > maxBytes ? ('TOO_BIG' as const) : null;
}

/** The newest document of a kind, if any. */
export const documentOf = (documents: readonly KycDocument[], kind: KycDocumentKind) =>
  documents.find((d) => d.kind === kind) ?? null;

/** The kinds a level still lacks. */
export const missingFor = (level: KycLevel, documents: readonly KycDocument[]) =>
  KYC_LEVEL_DOCUMENTS[level].filter((kind) => !documentOf(documents, kind));

/**
 * The level a submission would ask for now: the highest not yet verified whose documents are all
 * there; null while one waits for review, once level 2 is verified, or with documents missing.
 */
export function submittableLevel(status: Pick<KycStatus, 'state' | 'verifiedLevel' | 'documents'>): KycLevel | null {
  if (status.state === 'pending') return null;
  for (const level of [2, 1] as const) {
    if (status.verifiedLevel < level && missingFor(level, status.documents).length === 0) return level;
  }
  return null;
}

/** The level the page works towards: the next one not verified (null once both are). */
export const targetLevel = (verifiedLevel: number): KycLevel | null =>
  verifiedLevel >= 2 ? null : verifiedLevel === 1 ? 2 : 1;

/** Whether new files may be sent: not while a submission waits for review. */
export const canUpload = (state: KycStatus['state']) => state !== 'pending';

/** File sizes as people read them: 1.5 MB, 820 KB. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
