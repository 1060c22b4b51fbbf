import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { normaliseRecipient } from '../../platform/delivery/recipient.ts';

type Reason = 'malformed' | 'signature' | 'expired' | 'project' | 'not-yet-valid' | 'no-phone';

const invalid = (reason: Reason) => new AppError('FIREBASE_TOKEN_INVALID', { value: { reason } });

/**
 * Firebase phone sign-in (spec §3: firebaseChannel, firebaseIdToken): the browser proves the phone
 * with Firebase, and the ID token Firebase gives it proves it to us. Checked as Firebase documents:
 * RS256 signed by one of Google's published keys (fetched and cached by jose, refreshed when an
 * unknown key id appears), audience the brand's project, issuer securetoken.google.com/<project>,
 * issued and authenticated in the past, not expired, a subject, and a phone_number claim.
 */
export function createFirebasePhone(deps: {
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_JWKS_URL'>;
  clock: Clock;
}) {
  const projectId = deps.env.FIREBASE_PROJECT_ID;
  const keys = projectId ? createRemoteJWKSet(new URL(deps.env.FIREBASE_JWKS_URL)) : null;

  return {
    configured: projectId !== undefined,

    /** The phone (E.164) and Firebase user id the token proves; FIREBASE_TOKEN_INVALID otherwise. */
    async verify(idToken: string): Promise<{ phone: string; uid: string }> {
      if (!projectId || !keys) throw new AppError('FIREBASE_NOT_CONFIGURED');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `https://securetoken.google.com/${projectId}`,
          currentDate: deps.clock.now(),
          requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw invalid('expired');
        if (error instanceof errors.JWTClaimValidationFailed)
          throw invalid(error.claim === 'aud' || error.claim === 'iss' ? 'project' : 'not-yet-valid');
        if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
          throw invalid('signature');
        if (error instanceof errors.JWKSTimeout || (error as { code?: string }).code === 'ERR_JOSE_GENERIC')
          throw new AppError('FIREBASE_NOT_CONFIGURED');
        throw invalid('malformed');
      }
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      if (typeof payload.auth_time !== 'number' || payload.auth_time > now) throw invalid('not-yet-valid');
      if (!payload.sub) throw invalid('malformed');
      const phone = typeof payload.phone_number === 'string' ? normaliseRecipient(payload.phone_number) : null;
      if (phone?.channel !== 'sms') throw invalid('no-phone');
      return { phone: phone.address, uid: payload.sub };
    },
  };
}

export type FirebasePhone = ReturnType<typeof createFirebasePhone>;

/** A member's mobile as E.164, the form Firebase writes phone numbers in ('+84' and '0901…' → '+84901…'). */
export function e164(countryDialingCode: string, mobile: string): string | null {
  const found = normaliseRecipient(`+${countryDialingCode.replace(/\D/g, '')}${mobile.replace(/^0+/, '')}`);
  return found?.channel === 'sms' ? found.address : null;
}
