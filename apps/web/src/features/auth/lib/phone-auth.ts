import type { FirebaseWebConfig } from '@portal/shared/contracts/auth';

/** Spec §8 phone-auth errors: the Firebase error codes each sentence answers. */
const PROBLEMS = {
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'missingPhone',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/captcha-check-failed': 'captchaFailed',
  'auth/unauthorized-domain': 'captchaFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'notAllowed',
  'auth/code-expired': 'codeExpired',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
} as const;

export type PhoneAuthProblem = (typeof PROBLEMS)[keyof typeof PROBLEMS] | 'unknown';

/** What went wrong in a Firebase phone check, as the `auth` namespace's `phoneAuth.*` key names it. */
export function phoneAuthProblem(error: unknown): PhoneAuthProblem {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in PROBLEMS ? PROBLEMS[code as keyof typeof PROBLEMS] : 'unknown';
}

/** A Firebase error (it carries an `auth/…` code), as opposed to one of our server's answers. */
export const isPhoneAuthError = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  String((error as { code: string }).code).startsWith('auth/');

/** The number as Firebase takes it: +, the dialing code's digits, the number without leading zeros. */
export const e164 = (countryDialingCode: string, mobileNum: string) =>
  `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;

/**
 * A phone check: send a code to a number, then trade the code for an ID token our server checks.
 * The form takes one, so the way it reaches Firebase is the form's only outside part.
 */
export interface PhoneCheck {
  send(phone: string, container: HTMLElement): Promise<{ confirm(code: string): Promise<string> }>;
}

/**
 * The brand's Firebase phone check. The SDK (about 100 KB) is loaded only when a member sends a
 * code, into a named app of its own; the reCAPTCHA is invisible and made anew for each send.
 */
export function firebasePhoneCheck(config: NonNullable<FirebaseWebConfig>): PhoneCheck {
  return {
    async send(phone, container) {
      const [{ getApps, initializeApp }, { getAuth, RecaptchaVerifier, signInWithPhoneNumber }] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      const app = getApps().find((a) => a.name === 'phone-sign-in') ?? initializeApp(config, 'phone-sign-in');
      const auth = getAuth(app);
      auth.languageCode = document.documentElement.lang || null;
      const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        const confirmation = await signInWithPhoneNumber(auth, phone, verifier);
        return { confirm: async (code) => (await confirmation.confirm(code)).user.getIdToken() };
      } finally {
        verifier.clear();
      }
    },
  };
}
