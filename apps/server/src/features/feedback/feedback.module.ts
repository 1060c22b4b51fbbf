import type { AppContext } from '../../platform/context.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { perApp } from '../../platform/per-app.ts';
import { createFeedback } from './feedback.service.ts';

/** Feedback and complaints of one app. */
export const feedbackModule = perApp((ctx: AppContext) =>
  createFeedback({ db: ctx.db, storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR) }),
);
