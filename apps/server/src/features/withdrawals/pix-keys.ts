import type { Kysely } from 'kysely';
import type { BindPixKeyPayload } from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import { parsePixKey, samePersonName } from '@portal/shared/pix-key';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

const CONTROL = /\p{Cc}/u;

/** The key and holder as typed, checked by shape only: the key as DICT writes it, the name trimmed. */
export function readPixKey(payload: BindPixKeyPayload) {
  const parsed = parsePixKey(payload.pixKeyType, payload.pixKey);
  const holder = payload.accountHolder.trim().replace(/\s+/g, ' ');
  const fields: Record<string, FieldIssue> = {};
  if (!parsed.ok) fields.pixKey = FieldIssue[parsed.issue];
  if (holder === '') fields.accountHolder = FieldIssue.REQUIRED;
  else if (holder.length > 100 || CONTROL.test(holder)) fields.accountHolder = FieldIssue.INVALID_VALUE;
  if (!parsed.ok || Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', { value: { fields } });
  }
  return { type: payload.pixKeyType, key: parsed.key, holder };
}

/**
 * Whether the key's holder is the member, read under the member's lock (decision 049): a CPF
 * registered (a payout names the holder's CPF), a CPF key equal to it, and the holder's name the
 * payee name, accents and case aside. A member without a payee name yet gets this one: every
 * later account must then carry it. Answers the holder name to store.
 */
export async function checkPixHolder(
  trx: Kysely<DB>,
  memberId: number,
  pix: ReturnType<typeof readPixKey>,
): Promise<string> {
  const member = await trx
    .selectFrom('members')
    .select(['cpf', 'payee_name'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (member.cpf === null) throw new AppError('PIX_HOLDER_MISMATCH', { value: { field: 'pixKey', reason: 'no_cpf' } });
  if (pix.type === 'cpf' && pix.key !== member.cpf) {
    throw new AppError('PIX_HOLDER_MISMATCH', { value: { field: 'pixKey', reason: 'cpf' } });
  }
  if (member.payee_name === null) {
    await trx.updateTable('members').set({ payee_name: pix.holder }).where('id', '=', memberId).execute();
    return pix.holder;
  }
  if (!samePersonName(member.payee_name, pix.holder)) {
    throw new AppError('PIX_HOLDER_MISMATCH', {
      value: { field: 'accountHolder', reason: 'name', payeeName: member.payee_name },
    });
  }
  return member.payee_name;
}
