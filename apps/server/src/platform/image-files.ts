import type { FastifyRequest } from 'fastify';
import { FieldIssue } from '@portal/shared/errors';
import { AppError } from './app-error.ts';
import { unstorableTextAt } from './storable-text.ts';

export interface ImageFile {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the file is by its first bytes (never by its name or the client's content type). */
export function sniffImage(data: Buffer): Pick<ImageFile, 'contentType' | 'extension'> | null {
  if (data.length > PNG.length && data.subarray(0, PNG.length).equals(PNG)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (data.length > JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  return null;
}

/** @fastify/multipart's own limit errors, as the field issue they mean. */
function limitIssue(error: unknown): FieldIssue | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return FieldIssue.TOO_BIG;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return FieldIssue.TOO_LONG;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return FieldIssue.REQUIRED;
  return null;
}

/**
 * The image files of a multipart request: one to `maxFiles` PNG or JPG images, each at most
 * `maxBytes` (the multipart plugin of the route's scope enforces the size and must allow one file
 * more than `maxFiles`, so an extra file is refused by name rather than cut off). Every file is
 * read (so the request is drained) before the verdict; any failure refuses the whole upload with
 * VALIDATION_FAILED on `field`.
 */
export async function readImageFiles(
  request: FastifyRequest,
  limits: { maxFiles: number; maxBytes: number; field?: string },
): Promise<ImageFile[]> {
  return (await readImageForm(request, { ...limits, minFiles: 1 })).files;
}

/** A multipart form of text fields and `minFiles` to `maxFiles` images, under the same rules. */
export async function readImageForm(
  request: FastifyRequest,
  limits: { maxFiles: number; maxBytes: number; minFiles: number; field?: string },
): Promise<{ files: ImageFile[]; fields: Record<string, string> }> {
  const { maxFiles, maxBytes, minFiles, field = 'proof' } = limits;
  const refuse = (issue: FieldIssue) =>
    new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue }, maxFiles, maxBytes } });
  if (!request.isMultipart()) throw refuse(FieldIssue.REQUIRED);
  const files: ImageFile[] = [];
  const fields: Record<string, string> = {};
  let count = 0;
  let bad: FieldIssue | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      count += 1;
      if (count > maxFiles) continue;
      const kind = sniffImage(data);
      if (!kind) bad ??= FieldIssue.INVALID_TYPE;
      else if (data.length > maxBytes) bad ??= FieldIssue.TOO_BIG;
      else files.push({ data, ...kind });
    }
  } catch (error) {
    // Anything else the parts reader throws is the body's fault: a form cut short, a part
    // header that does not parse (busboy's plain errors).
    throw refuse(limitIssue(error) ?? FieldIssue.INVALID_TYPE);
  }
  const odd = unstorableTextAt(fields);
  if (odd !== undefined) {
    throw new AppError('VALIDATION_FAILED', { value: { fields: { [odd]: FieldIssue.INVALID_VALUE } } });
  }
  if (count > maxFiles) throw refuse(FieldIssue.TOO_LONG);
  if (bad) throw refuse(bad);
  if (files.length < minFiles) throw refuse(FieldIssue.REQUIRED);
  return { files, fields };
}
