import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: a code read aloud or copied by hand survives. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Every member gets one; a downline registers with it (letters and digits, pattern 1). */
export const newReferralCode = () => pick(REFERRAL_ALPHABET, 8);

/** The account number of a mobile registration: a letter first (pattern 2), then ten digits. */
export const newAccountNumber = () => `m${pick('0123456789', 10)}`;

/** A trial (free play) account. */
export const newTrialUsername = () => `demo${pick('abcdefghjkmnpqrstuvwxyz23456789', 8)}`;
