import type { AppContext } from '../../platform/context.ts';
import { createLocalDiskStorage } from '../../platform/file-storage.ts';
import { perApp } from '../../platform/per-app.ts';
import { createKycRepo } from './kyc.repo.ts';
import { createKycService } from './kyc.service.ts';

/** The KYC service of one app: files in the private upload store (UPLOAD_DIR, never served as is). */
export const kycModule = perApp((ctx: AppContext) =>
  createKycService({
    db: ctx.db,
    clock: ctx.clock,
    settings: ctx.settings,
    repo: createKycRepo(ctx.db),
    storage: createLocalDiskStorage(ctx.env.UPLOAD_DIR),
  }),
);
