import { z } from 'zod';
import {
  promotionApplySchema,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGE_TYPES,
  PROMOTION_IMAGES_MAX,
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

/** The application form: the remark as typed, and one picked image (or none) per slot. */
export interface ApplyValues {
  remark: string;
  images: (File | null)[];
}

/**
 * The form's values as POST /wps/promotions/:id/apply reads them: the remark through the route's
 * own schema (trimmed, 140 as remarkLength counts), the picked images in slot order.
 */
export const applyFormSchema = z.object({
  remark: promotionApplySchema.shape.remark.unwrap(),
  images: z
    .array(z.custom<File | null>())
    .max(PROMOTION_IMAGES_MAX)
    .transform((slots) => slots.filter((file): file is File => file !== null)),
});
export type ApplyBody = z.output<typeof applyFormSchema>;

/** The images the server would refuse, by slot ('images.1': 'type'): a rule of the files, not of the schema. */
export function imageIssues({ images }: ApplyValues): Record<string, ImageIssue> {
  const issues: Record<string, ImageIssue> = {};
  images.forEach((file, index) => {
    const issue = file ? imageIssue(file) : null;
    if (issue) issues[`images.${index}`] = issue;
  });
  return issues;
}
