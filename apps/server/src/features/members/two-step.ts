import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSealedServerSecret, createSecretBox } from '../../platform/secret-box.ts';
import type { Env } from '../../config/env.ts';
import { createRecoveryCodes } from './recovery-codes.ts';

/** One step either side of now: a phone clock 30 s off still works (RFC 6238 section 5.2). */
const TOLERANCE_SECONDS = 30;

/**
 * Two-step verification with an authenticator app (TOTP, "Google verification"): set up with a
 * QR code, confirmed by a first code, then asked at sign-in from a new address. Each time step
 * is accepted once. Recovery codes stand in for a lost phone.
 */
export function createTwoStep(deps: { db: Kysely<DB>; clock: Clock; env: Pick<Env, 'SECRETS_MASTER_KEY'> }) {
  const { db, clock } = deps;
  const recoveryKey = createSealedServerSecret(deps, 'recovery-code-pepper');
  const box = createSecretBox(deps, 'two-step-secret-key');
  const recovery = createRecoveryCodes({ db, clock, key: recoveryKey });
  /**
   * Loads both keys before a transaction: on a one-connection pool (PGlite) a first load inside
   * the transaction would wait for the connection the transaction holds.
   */
  const inTransaction = async <T>(work: (trx: Kysely<DB>) => Promise<T>) => {
    await Promise.all([box.ready(), recoveryKey()]);
    return db.transaction().execute(work);
  };

  const row = (memberId: number, trx: Kysely<DB> = db) =>
    trx.selectFrom('member_two_step').selectAll().where('member_id', '=', memberId).executeTakeFirst();

  /** Checks a TOTP code and records its time step, so the same code cannot be used twice. */
  async function acceptTotp(memberId: number, code: string, trx: Kysely<DB> = db): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!/^[0-9]{6}$/.test(token)) return false;
    const current = await row(memberId, trx);
    if (!current) return false;
    const result = await verify({
      secret: await box.open(current.secret_encrypted),
      token,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: current.last_step ?? undefined,
    });
    if (!result.valid || !('timeStep' in result)) return false;
    const step = result.timeStep;
    const claimed = await trx
      .updateTable('member_two_step')
      .set({ last_step: step })
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returning('member_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async function requireEnabled(memberId: number) {
    const current = await row(memberId);
    if (!current?.enabled_at) throw new AppError('CONFLICT', { message: 'two-step verification is not on' });
  }

  return {
    recovery,

    async enabled(memberId: number): Promise<boolean> {
      return Boolean((await row(memberId))?.enabled_at);
    },

    /** A new secret while two-step is off (a second setup replaces an unconfirmed one). */
    async setup(memberId: number, label: { issuer: string; account: string }) {
      const current = await row(memberId);
      if (current?.enabled_at) throw new AppError('CONFLICT', { message: 'two-step verification is already on' });
      const secret = generateSecret();
      const sealed = await box.seal(secret);
      await db
        .insertInto('member_two_step')
        .values({ member_id: memberId, secret_encrypted: sealed, created_at: clock.now() })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet({ secret_encrypted: sealed, last_step: null, created_at: clock.now() }),
        )
        .execute();
      const otpauthUrl = generateURI({ issuer: label.issuer, label: label.account, secret });
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code confirms the setup; answers the recovery codes (shown once). */
    async enable(memberId: number, code: string): Promise<string[]> {
      const current = await row(memberId);
      if (!current) throw new AppError('CONFLICT', { message: 'set up two-step verification first' });
      if (current.enabled_at) throw new AppError('CONFLICT', { message: 'two-step verification is already on' });
      return inTransaction(async (trx) => {
        if (!(await acceptTotp(memberId, code, trx))) throw new AppError('VERIFICATION_CODE_INVALID');
        await trx
          .updateTable('member_two_step')
          .set({ enabled_at: clock.now() })
          .where('member_id', '=', memberId)
          .execute();
        return recovery.renew(memberId, trx);
      });
    },

    /** A TOTP code or an unused recovery code: the second factor of a sign-in or a change. */
    async verifyFactor(memberId: number, code: string, trx: Kysely<DB> = db): Promise<'totp' | 'recovery' | null> {
      if (await acceptTotp(memberId, code, trx)) return 'totp';
      if (await recovery.use(memberId, code, trx)) return 'recovery';
      return null;
    },

    async disable(memberId: number, code: string): Promise<'totp' | 'recovery'> {
      await requireEnabled(memberId);
      return inTransaction(async (trx) => {
        const factor = await this.verifyFactor(memberId, code, trx);
        if (!factor) throw new AppError('VERIFICATION_CODE_INVALID');
        await trx.deleteFrom('member_two_step').where('member_id', '=', memberId).execute();
        await recovery.clear(memberId, trx);
        return factor;
      });
    },

    /** New recovery codes for a TOTP code (the old ones stop working). */
    async renewRecoveryCodes(memberId: number, code: string): Promise<string[]> {
      await requireEnabled(memberId);
      return inTransaction(async (trx) => {
        if (!(await acceptTotp(memberId, code, trx))) throw new AppError('VERIFICATION_CODE_INVALID');
        return recovery.renew(memberId, trx);
      });
    },
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;
