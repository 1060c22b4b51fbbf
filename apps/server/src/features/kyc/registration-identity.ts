import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FieldIssue } from '@portal/shared/errors';
import {
  ageOn,
  dateOfBirthIssue,
  isValidCpf,
  normalizeCpf,
  normalizePhoneE164,
  todayAnywhereOnEarth,
} from '@portal/shared/identity';
import type { BrandSettings } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { createKycRepo } from './kyc.repo.ts';

/** SHA-256 in lower-case hex: how the exclusion list names a normalized CPF or phone (decision 042). */
export const exclusionHash = (normalized: string) => createHash('sha256').update(normalized, 'utf8').digest('hex');

/**
 * The date of birth's field issue, else UNDERAGE when the person has not reached `minimumAge`
 * by calendar date Anywhere on Earth (decision 042). Answers the day to keep.
 */
export function checkDateOfBirth(
  dateOfBirth: string | undefined,
  minimumAge: number,
  now: Date,
  field = 'dateOfBirth',
) {
  const today = todayAnywhereOnEarth(now);
  const birth = dateOfBirth?.trim() ?? '';
  if (birth === '') throw new AppError('VALIDATION_FAILED', { value: { fields: { [field]: FieldIssue.REQUIRED } } });
  const issue = dateOfBirthIssue(birth, today);
  if (issue) throw new AppError('VALIDATION_FAILED', { value: { fields: { [field]: issue } } });
  if (ageOn(birth, today)! < minimumAge) throw new AppError('UNDERAGE', { value: { minimumAge } });
  return birth;
}

type IdentityInput = { dateOfBirth?: string; cpf?: string };

/** The identity fields' issues (date of birth, CPF), to list with the form's other fields. */
export function identityFieldIssues(
  input: IdentityInput,
  kyc: BrandSettings['kyc'],
  now: Date,
): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  const birth = input.dateOfBirth?.trim() ?? '';
  if (birth === '') fields.dateOfBirth = FieldIssue.REQUIRED;
  else if (dateOfBirthIssue(birth, todayAnywhereOnEarth(now))) fields.dateOfBirth = FieldIssue.INVALID_VALUE;
  const cpf = input.cpf?.trim() ?? '';
  if (cpf === '' && kyc.cpfRequired) fields.cpf = FieldIssue.REQUIRED;
  else if (cpf !== '' && !isValidCpf(cpf)) fields.cpf = FieldIssue.INVALID_VALUE;
  return fields;
}

/**
 * What a registration must prove about the person once its fields passed (identityFieldIssues
 * among them): the brand's minimum age by calendar date (UNDERAGE), and neither the CPF nor the
 * mobile on the national exclusion list (REGISTRATION_EXCLUDED). Answers the columns to keep:
 * the date of birth and the normalized CPF (a CPF is kept when given, required or not).
 */
export async function checkRegistrationIdentity(
  deps: { db: Kysely<DB>; now: Date },
  settings: BrandSettings,
  input: IdentityInput & { mobile: { dialingCode: string; number: string } | null },
): Promise<{ birthday: string; cpf: string | null }> {
  const birthday = checkDateOfBirth(input.dateOfBirth, settings.kyc.minimumAge, deps.now);
  const cpfText = input.cpf?.trim() ?? '';
  const cpf = cpfText === '' ? null : normalizeCpf(cpfText);
  const hashes: string[] = [];
  if (cpf) hashes.push(exclusionHash(cpf));
  if (input.mobile) hashes.push(exclusionHash(normalizePhoneE164(input.mobile.dialingCode, input.mobile.number)));
  if (await createKycRepo(deps.db).excluded(hashes)) throw new AppError('REGISTRATION_EXCLUDED');
  return { birthday, cpf };
}
