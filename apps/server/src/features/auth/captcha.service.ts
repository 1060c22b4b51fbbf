import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CaptchaValue } from '@portal/shared/contracts/auth';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { captchaPng, captchaText } from './captcha-image.ts';

const LIFETIME_MS = 2 * 60_000;
/** Exported for tests, which plant a challenge whose answer they know. */
export const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest();

/** Single-use image challenges; only a hash of the answer is stored, for two minutes. */
export function createCaptchaService({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    async issue(): Promise<CaptchaValue> {
      const now = clock.now();
      const text = captchaText();
      const captchaId = randomBytes(16).toString('base64url');
      // Expired challenges go with each new one, so the table stays small without a job.
      await db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).execute();
      await db
        .insertInto('captcha_challenges')
        .values({
          id: captchaId,
          answer_hash: hashAnswer(text),
          expires_at: new Date(now.getTime() + LIFETIME_MS),
          created_at: now,
        })
        .execute();
      return { captchaId, image: `data:image/png;base64,${captchaPng(text).toString('base64')}` };
    },

    /** True when the answer matches (any case); the challenge is spent either way. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer) return false;
      const row = await db
        .deleteFrom('captcha_challenges')
        .where('id', '=', captchaId)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= clock.now().getTime()) return false;
      return timingSafeEqual(Buffer.from(row.answer_hash), hashAnswer(answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
