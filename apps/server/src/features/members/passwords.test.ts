import { describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { createPasswords, isCommonPassword, UNUSABLE_HASH } from './passwords.ts';

const passwords = createPasswords({ PASSWORD_HASH_PROFILE: 'test', PASSWORD_MIN_LENGTH: 8, PASSWORD_MAX_LENGTH: 128 });

describe('passwords', () => {
  it('knows the common passwords of the shipped list, in any case, and not good ones', () => {
    for (const p of [
      '123456',
      'password',
      'QWERTY123',
      'iloveyou',
      'senha123',
      'anhyeuem',
      'sayang123',
      'woaini1314',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Tr0ub4dor&3x', 'correct horse battery staple', '# common breached passwords']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('applies length in characters (not UTF-16 units), the list and the username', () => {
    expect(passwords.policyIssue('Ab1!xyz')).toBe('TOO_SHORT');
    expect(passwords.policyIssue('😀😀😀😀😀😀😀')).toBe('TOO_SHORT');
    expect(passwords.policyIssue('x'.repeat(129))).toBe('TOO_LONG');
    expect(passwords.policyIssue('x'.repeat(128))).toBeNull();
    expect(passwords.policyIssue('Password1')).toBe('PASSWORD_TOO_COMMON');
    expect(passwords.policyIssue('Player2030', 'player2030')).toBe('PASSWORD_SAME_AS_USERNAME');
    expect(passwords.policyIssue('Tr0ub4dor&3x', 'player2030')).toBeNull();
  });

  it('hashes with argon2id and verifies; an unusable or absent hash never verifies', async () => {
    const hash = await passwords.hash('Tr0ub4dor&3x');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await passwords.verify(hash, 'Tr0ub4dor&3x')).toBe(true);
    expect(await passwords.verify(hash, 'Tr0ub4dor&3X')).toBe(false);
    expect(await passwords.verify(UNUSABLE_HASH, '!')).toBe(false);
    expect(await passwords.verify(undefined, '')).toBe(false);
    expect(await passwords.verify('$argon2id$broken', 'x')).toBe(false);
  });

  it('uses the OWASP parameters by default and asks to rehash a hash made with others', async () => {
    const owasp = createPasswords({ PASSWORD_HASH_PROFILE: 'owasp', PASSWORD_MIN_LENGTH: 8, PASSWORD_MAX_LENGTH: 128 });
    const hash = await owasp.hash('Tr0ub4dor&3x');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(owasp.needsRehash(hash)).toBe(false);
    expect(owasp.needsRehash(await argon2.hash('x', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 }))).toBe(
      true,
    );
    expect(passwords.needsRehash(hash)).toBe(true);
  });
});
