import { PROFILE_FIELDS, type ProfileField, type ProfilePatch } from '@portal/shared/contracts/security';
import { FieldIssue } from '@portal/shared/errors';
import type { BrandSettings } from '@portal/shared/settings';
import { checkField } from '@portal/shared/validation-rules';
import type { MemberRow } from '../members/members.repo.ts';

/** Profile field -> members column. */
export const PROFILE_COLUMNS = {
  nickname: 'nickname',
  payeeName: 'payee_name',
  qqNum: 'qq_num',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'id_number',
} as const satisfies Record<ProfileField, keyof MemberRow>;

/** Set once: withdrawals pay out only to accounts in the payee's name, so it cannot drift. */
const SET_ONCE: readonly ProfileField[] = ['payeeName', 'idNumber'];
const NICKNAME = /^[^\p{Cc}]{1,60}$/u;

/** The fields the brand shows: the nickname always, the rest when their register rule is on. */
export const shownFields = (rules: BrandSettings['registerRules']): ProfileField[] =>
  PROFILE_FIELDS.filter((field) => field === 'nickname' || rules[field].enabled);

export const lockedFields = (member: MemberRow): ProfileField[] =>
  SET_ONCE.filter((field) => member[PROFILE_COLUMNS[field]] !== null);

/**
 * The columns a profile change writes, or the failing fields: a hidden field is unknown, a
 * set-once field that holds a value is refused, and each value meets the brand's rule.
 */
export function profileChange(
  patch: ProfilePatch,
  member: MemberRow,
  rules: BrandSettings['registerRules'],
):
  | { fields: Record<string, FieldIssue> }
  | { values: Partial<Record<(typeof PROFILE_COLUMNS)[ProfileField], string | null>> } {
  const shown = shownFields(rules);
  const locked = lockedFields(member);
  const fields: Record<string, FieldIssue> = {};
  const values: Partial<Record<(typeof PROFILE_COLUMNS)[ProfileField], string | null>> = {};
  for (const [field, raw] of Object.entries(patch) as [ProfileField, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (!shown.includes(field)) fields[field] = FieldIssue.UNKNOWN_FIELD;
    else if (locked.includes(field)) fields[field] = FieldIssue.INVALID_VALUE;
    else if (field === 'nickname') {
      if (value !== '' && !NICKNAME.test(value)) fields[field] = FieldIssue.PATTERN_MISMATCH;
    } else {
      const issue = checkField(rules[field], value);
      if (issue) fields[field] = issue;
    }
    if (!fields[field]) values[PROFILE_COLUMNS[field]] = value === '' ? null : value;
  }
  return Object.keys(fields).length > 0 ? { fields } : { values };
}
