import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGE_TYPES,
  PROMOTION_IMAGES_MAX,
  PROMOTION_REMARK_MAX,
  remarkLength,
} from '@portal/shared/contracts/promotions';

/** Characters as a person counts them (an emoji is one), for the 140 counter: the server's own count. */
export { remarkLength };

/** Why a picked file cannot go with an application (spec §5: PNG or JPG, at most 5 MB each). */
export type ImageIssue = 'type' | 'size';

export function imageIssue(file: { type: string; size: number }): ImageIssue | null {
  if (!(PROMOTION_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return 'size';
  return null;
}

export interface ApplyIssues {
  remark?: 'tooLong';
  images?: 'tooMany';
  /** Per slot, the issue of the file in it. */
  slots: (ImageIssue | null)[];
}

/** The application checked as the server will check it: the remark's length, the number and kind of images. */
export function checkApplication(remark: string, files: readonly { type: string; size: number }[]): ApplyIssues {
  const issues: ApplyIssues = { slots: files.map(imageIssue) };
  // The server trims before it counts (promotionApplySchema), and so does this.
  if (remarkLength(remark.trim()) > PROMOTION_REMARK_MAX) issues.remark = 'tooLong';
  if (files.length > PROMOTION_IMAGES_MAX) issues.images = 'tooMany';
  return issues;
}

export const hasIssues = (issues: ApplyIssues) =>
  issues.remark !== undefined || issues.images !== undefined || issues.slots.some((s) => s !== null);
