import argon2 from 'argon2';
import fs from 'node:fs';
import path from 'node:path';
import { FieldIssue } from '@portal/shared/errors';
import type { Env } from '../../config/env.ts';

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB, two passes, one lane. */
const PROFILES = {
  owasp: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  // Test suites only (PASSWORD_HASH_PROFILE=test): the cheapest argon2id the library accepts.
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/** Marks an account that no password opens (trial accounts). */
export const UNUSABLE_HASH = '!';

let commonPasswords: Set<string> | null = null;

/** The shipped list, read once: lowercase, one a line, '#' comments. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

export function createPasswords(
  env: Pick<Env, 'PASSWORD_HASH_PROFILE' | 'PASSWORD_MIN_LENGTH' | 'PASSWORD_MAX_LENGTH'>,
) {
  const options = PROFILES[env.PASSWORD_HASH_PROFILE];
  let decoy: Promise<string> | null = null;

  return {
    hash: (password: string) => argon2.hash(password, options),

    /**
     * True when the password opens the hash. An unusable or unknown hash is checked against a
     * decoy first, so "no such account" costs the same time as "wrong password".
     */
    async verify(hash: string | undefined, password: string): Promise<boolean> {
      if (!hash || !hash.startsWith('$argon2')) {
        decoy ??= argon2.hash('decoy-password-for-timing', options);
        await argon2.verify(await decoy, password).catch(() => false);
        return false;
      }
      return argon2.verify(hash, password).catch(() => false);
    },

    /** A hash made with weaker parameters than today's is replaced at the next sign-in. */
    needsRehash: (hash: string) => hash.startsWith('$argon2') && argon2.needsRehash(hash, options),

    /** The policy beyond the brand's format rule: length, common passwords, not the username. */
    policyIssue(password: string, username?: string | null): FieldIssue | null {
      const length = [...password].length;
      if (length < env.PASSWORD_MIN_LENGTH) return FieldIssue.TOO_SHORT;
      if (length > env.PASSWORD_MAX_LENGTH) return FieldIssue.TOO_LONG;
      if (isCommonPassword(password)) return FieldIssue.PASSWORD_TOO_COMMON;
      if (username && password.toLowerCase() === username.toLowerCase()) return FieldIssue.PASSWORD_SAME_AS_USERNAME;
      return null;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
