import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  textLength,
  type FeedbackBounds,
} from '@portal/shared/contracts/feedback';

/** The kinds of picture the server keeps (it reads the file's own bytes to be sure). */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Characters as the server counts them: after trimming, an emoji as one (the contract's textLength). */
export const contentLength = (content: string) => textLength(content.trim());

export type ContentState = 'empty' | 'short' | 'long' | 'ok';

/** Where the text stands against the brand's bounds, for the live counter and the submit check. */
export function contentState(content: string, bounds: FeedbackBounds): ContentState {
  const length = contentLength(content);
  if (length === 0) return 'empty';
  if (length < bounds.minLength) return 'short';
  if (length > bounds.maxLength) return 'long';
  return 'ok';
}

export type ImageIssue = 'type' | 'size';

/** Why a picked file cannot go with the feedback: PNG or JPG, at most 5 MB. */
export function imageIssue(file: { type: string; size: number }): ImageIssue | null {
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The files picked so far plus new ones, no more than the three the server takes. */
export function addImages<T>(current: readonly T[], picked: readonly T[]): { files: T[]; dropped: number } {
  const room = Math.max(0, FEEDBACK_IMAGES_MAX - current.length);
  return { files: [...current, ...picked.slice(0, room)], dropped: Math.max(0, picked.length - room) };
}
