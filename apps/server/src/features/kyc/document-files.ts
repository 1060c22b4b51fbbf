import type { FastifyReply, FastifyRequest } from 'fastify';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@portal/shared/contracts/kyc';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from '../../platform/app-error.ts';
import { sniffImage } from '../../platform/image-files.ts';

export interface DocumentFile {
  kind: KycDocumentKind;
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  extension: 'png' | 'jpg' | 'pdf';
  fileName: string;
}

const PDF = Buffer.from('%PDF-', 'latin1');

/** PNG, JPG or PDF by the file's first bytes, never by its name or the client's content type. */
export function sniffDocument(data: Buffer): Pick<DocumentFile, 'contentType' | 'extension'> | null {
  const image = sniffImage(data);
  if (image) return image;
  if (data.length > PDF.length && data.subarray(0, PDF.length).equals(PDF)) {
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  return null;
}

/** The name the member's device gave, kept for display only: no path, no control characters, 120 at most. */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, '')
    .trim()
    .slice(0, 120);
  return clean === '' ? fallback : clean;
}

const refuse = (field: string, issue: FieldIssue, maxBytes: number) =>
  new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue }, maxBytes } });

/**
 * One KYC document from a multipart form: a `kind` field and one `file` (PNG, JPG or PDF of at
 * most `maxBytes`; the scope's multipart plugin enforces the size and reads at most two files,
 * so a second is refused by name). Everything is read before the verdict.
 */
export async function readDocumentForm(request: FastifyRequest, maxBytes: number): Promise<DocumentFile> {
  if (!request.isMultipart()) throw refuse('file', FieldIssue.REQUIRED, maxBytes);
  let kind: string | undefined;
  let file: { data: Buffer; name: string | undefined } | undefined;
  let count = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value;
        continue;
      }
      const data = await part.toBuffer();
      count += 1;
      if (count === 1) file = { data, name: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('file', FieldIssue.TOO_BIG, maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse('file', FieldIssue.TOO_LONG, maxBytes);
    throw refuse('file', FieldIssue.INVALID_TYPE, maxBytes);
  }
  if (!KYC_DOCUMENT_KINDS.includes(kind as KycDocumentKind)) {
    throw refuse('kind', kind ? FieldIssue.INVALID_VALUE : FieldIssue.REQUIRED, maxBytes);
  }
  if (count > 1) throw refuse('file', FieldIssue.TOO_LONG, maxBytes);
  if (!file || file.data.length === 0) throw refuse('file', FieldIssue.REQUIRED, maxBytes);
  if (file.data.length > maxBytes) throw refuse('file', FieldIssue.TOO_BIG, maxBytes);
  const type = sniffDocument(file.data);
  if (!type) throw refuse('file', FieldIssue.INVALID_TYPE, maxBytes);
  return {
    kind: kind as KycDocumentKind,
    data: file.data,
    ...type,
    fileName: displayName(file.name, `${kind}.${type.extension}`),
  };
}

/** A stored document as an answer: private, never cached by a shared cache, shown inline. */
export function sendDocument(reply: FastifyReply, file: { data: Buffer; contentType: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
