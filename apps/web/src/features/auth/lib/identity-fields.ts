import { FieldIssue } from '@portal/shared/errors';
import { ageOn, dateOfBirthIssue, isValidCpf, todayAnywhereOnEarth } from '@portal/shared/identity';

/**
 * The registration's identity fields judged as the server judges them (decision 042): the date
 * of birth always, a real past day showing the brand's minimum age by calendar date; the CPF when
 * the brand asks for it, by its check digits.
 */
export function dateOfBirthProblem(
  value: string,
  minimumAge: number,
  now: Date,
): typeof FieldIssue.REQUIRED | typeof FieldIssue.INVALID_VALUE | 'UNDERAGE' | null {
  const birth = value.trim();
  if (birth === '') return FieldIssue.REQUIRED;
  const today = todayAnywhereOnEarth(now);
  if (dateOfBirthIssue(birth, today)) return FieldIssue.INVALID_VALUE;
  return ageOn(birth, today)! < minimumAge ? 'UNDERAGE' : null;
}

export function cpfProblem(
  value: string,
  required: boolean,
): typeof FieldIssue.REQUIRED | typeof FieldIssue.INVALID_VALUE | null {
  const cpf = value.trim();
  if (cpf === '') return required ? FieldIssue.REQUIRED : null;
  return isValidCpf(cpf) ? null : FieldIssue.INVALID_VALUE;
}
