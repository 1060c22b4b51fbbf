import { FieldIssue } from '@portal/shared/errors';
import { toMinor } from '@portal/shared/money';
import { AppError } from '../../platform/app-error.ts';

/**
 * An operator's major-unit amounts to minor units, each bad one named by its field path; `done`
 * refuses the input with every bad field at once (VALIDATION_FAILED, value.fields).
 */
export function minorUnits(decimals: number) {
  const fields: Record<string, FieldIssue> = {};
  const minor = (path: string, major: number): number => {
    const converted = toMinor(major, decimals);
    if (converted.ok) return converted.minor;
    fields[path] = converted.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG;
    return 0;
  };
  return {
    minor,
    nullable: (path: string, major: number | null) => (major === null ? null : minor(path, major)),
    done() {
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields } });
    },
  };
}
