import { formatCpfInput, isValidCpf, maskCpf, normalizeCpf } from './identity.ts';

/*
 * PIX keys as a withdrawal destination (decision 049): the four kinds of key Banco Central's
 * directory (DICT) knows, each checked by its shape and written one way, so the same key typed
 * with or without punctuation is the same key. Shared by the add-key form and the server.
 */

/** cpf: the holder's CPF; phone: a Brazilian mobile (+55); email; evp: the random key (a UUID). */
export const PIX_KEY_TYPES = ['cpf', 'phone', 'email', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Why a typed key is refused: not the key type's shape, or a CPF whose check digits fail. */
export type PixKeyIssue = 'REQUIRED' | 'PATTERN_MISMATCH' | 'INVALID_VALUE';

/** DICT's longest e-mail key. */
export const PIX_EMAIL_MAX = 77;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A mobile: area code (two digits, no 0), then nine digits starting with 9. */
const MOBILE = /^[1-9]{2}9[0-9]{8}$/;

/** The national digits of a typed phone: +55 or a leading 0 (trunk prefix) dropped. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (text.trim().startsWith('+')) return digits.startsWith('55') ? digits.slice(2) : `+${digits}`;
  if (digits.length === 13 && digits.startsWith('55')) return digits.slice(2);
  return digits.replace(/^0/, '');
}

/**
 * The key as DICT writes it (cpf: 11 digits; phone: +55DD9NNNNNNNN; email: lower case; evp: lower
 * case UUID), or the issue that refuses it.
 */
export function parsePixKey(
  type: PixKeyType,
  text: string,
): { ok: true; key: string } | { ok: false; issue: PixKeyIssue } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, issue: 'REQUIRED' };
  switch (type) {
    case 'cpf': {
      const cpf = normalizeCpf(trimmed);
      if (!cpf) return { ok: false, issue: 'PATTERN_MISMATCH' };
      return isValidCpf(cpf) ? { ok: true, key: cpf } : { ok: false, issue: 'INVALID_VALUE' };
    }
    case 'phone': {
      const national = phoneDigits(trimmed);
      return MOBILE.test(national) ? { ok: true, key: `+55${national}` } : { ok: false, issue: 'PATTERN_MISMATCH' };
    }
    case 'email': {
      const email = trimmed.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && EMAIL.test(email)
        ? { ok: true, key: email }
        : { ok: false, issue: 'PATTERN_MISMATCH' };
    }
    case 'evp': {
      const uuid = trimmed.toLowerCase();
      return EVP.test(uuid) ? { ok: true, key: uuid } : { ok: false, issue: 'PATTERN_MISMATCH' };
    }
  }
}

/** A mobile key as people write it: +55 (11) 98765-4321. */
export function formatPixPhone(key: string): string {
  const n = key.replace(/^\+55/, '');
  return `+55 (${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`;
}

/**
 * A key as the player's own pages show it, enough to recognise and not enough to copy:
 * ***.456.789-**, +55 (11) *****-4321, a***@example.com, ****…1234.
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return maskCpf(key);
    case 'phone':
      return `+55 (${key.slice(3, 5)}) *****-${key.slice(-4)}`;
    case 'email': {
      const at = key.indexOf('@');
      return `${key.slice(0, 1)}***${key.slice(at)}`;
    }
    case 'evp':
      return `****…${key.slice(-4)}`;
  }
}

/**
 * What the key field shows while typing, for the key types with a mask: the CPF as
 * 000.000.000-00, the mobile as (11) 98765-4321 (the +55 is printed beside the field).
 */
export function maskPixKeyInput(type: PixKeyType, text: string): string {
  if (type === 'cpf') return formatCpfInput(text);
  if (type === 'phone') {
    const d = text.replace(/\D/g, '').slice(0, 11);
    if (d.length <= 2) return d.length ? `(${d}` : '';
    return `(${d.slice(0, 2)}) ${d.slice(2, 7)}${d.length > 7 ? `-${d.slice(7)}` : ''}`;
  }
  return text;
}

/** A person's name as compared with another: accents, case and extra spaces do not count. */
export function normalizePersonName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

export const samePersonName = (a: string, b: string) => normalizePersonName(a) === normalizePersonName(b);
