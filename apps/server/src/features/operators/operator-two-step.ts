import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { Env } from '../../config/env.ts';
import type { OperatorsRepo } from './operators.repo.ts';

/** One step either side of now: a phone clock 30 s off still works (RFC 6238 section 5.2). */
const TOLERANCE_SECONDS = 30;

/**
 * An operator's authenticator app (TOTP), as members have it (features/security/two-step.ts):
 * a sealed secret, confirmed by a first code, then asked at every sign-in. Each time step opens
 * one sign-in. A lost phone is an admin's reset, not recovery codes.
 */
export function createOperatorTwoStep(deps: {
  db: Kysely<DB>;
  env: Pick<Env, 'SECRETS_MASTER_KEY'>;
  clock: Clock;
  repo: OperatorsRepo;
}) {
  const { clock, repo } = deps;
  const box = createSecretBox(deps, 'operator-two-step-secret-key');

  return {
    /** A new secret while two-step is off (a second setup replaces an unconfirmed one). */
    async setup(operatorId: number, label: { issuer: string; account: string }) {
      const secret = generateSecret();
      if (!(await repo.setTotpSecret(operatorId, await box.seal(secret)))) {
        throw new AppError('CONFLICT', { message: 'two-step verification is already on' });
      }
      const otpauthUrl = generateURI({ issuer: label.issuer, label: label.account, secret });
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Checks a code against the operator's secret and takes its time step (false: wrong or used). */
    async accept(operatorId: number, code: string): Promise<boolean> {
      if (!/^[0-9]{6}$/.test(code)) return false;
      const row = await repo.find(operatorId);
      if (!row?.totp_secret_encrypted) return false;
      const result = await verify({
        secret: await box.open(row.totp_secret_encrypted),
        token: code,
        epoch: Math.floor(clock.now().getTime() / 1000),
        epochTolerance: TOLERANCE_SECONDS,
        afterTimeStep: row.totp_last_step ?? undefined,
      });
      if (!result.valid || !('timeStep' in result)) return false;
      return repo.claimTotpStep(operatorId, result.timeStep);
    },

    /** The first code confirms the setup. */
    async enable(operatorId: number, code: string): Promise<void> {
      const row = await repo.find(operatorId);
      if (!row?.totp_secret_encrypted)
        throw new AppError('CONFLICT', { message: 'set up two-step verification first' });
      if (row.totp_enabled_at) throw new AppError('CONFLICT', { message: 'two-step verification is already on' });
      if (!(await this.accept(operatorId, code))) throw new AppError('VERIFICATION_CODE_INVALID');
      if (!(await repo.enableTotp(operatorId, clock.now()))) {
        throw new AppError('CONFLICT', { message: 'two-step verification is already on' });
      }
    },
  };
}

export type OperatorTwoStep = ReturnType<typeof createOperatorTwoStep>;
