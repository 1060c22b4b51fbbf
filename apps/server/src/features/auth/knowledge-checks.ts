import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MemberRow } from '../members/members.repo.ts';

/*
 * The typed-in checks of the new-address sign-in step (spec §3: "mobile number", "bank account
 * name"). They are weaker than a code, so a brand turns each on deliberately, a member with an
 * authenticator never gets them, and they share the challenge's five tries.
 */

const digits = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');

/** The bound mobile typed in any usual way: '0901 234 567', '+84 901234567', '0084901234567'. */
export function sameMobile(typed: string, member: Pick<MemberRow, 'mobile' | 'country_dialing_code'>): boolean {
  const stored = digits(member.mobile ?? '');
  if (!stored) return false;
  const given = digits(typed);
  const country = digits(member.country_dialing_code ?? '');
  return given === stored || (country !== '' && given === `${country}${stored}`);
}

/** A holder name as banks compare it: accents, case, punctuation and spacing aside ('Nguyễn Văn  An' is 'NGUYEN VAN AN'). */
export function holderNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The holder names of the member's bank accounts in use. */
export async function holderNames(db: Kysely<DB>, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_bank_accounts')
    .select('account_holder')
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => row.account_holder);
}

export async function sameHolderName(db: Kysely<DB>, memberId: number, typed: string): Promise<boolean> {
  const key = holderNameKey(typed);
  if (!key) return false;
  return (await holderNames(db, memberId)).some((name) => holderNameKey(name) === key);
}
