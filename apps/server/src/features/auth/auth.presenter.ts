import type { LoginValue } from '@portal/shared/contracts/auth';
import type { MemberRow } from '../members/members.repo.ts';

/** The answer of every call that signs a member in: these fields and no others. */
export function presentLogin(
  member: Pick<MemberRow, 'username' | 'type'>,
  token: string,
  state: { firstTimeLogin: boolean; passwordExpired: boolean; forceChangePassword: boolean; rememberMe: boolean },
): LoginValue {
  return {
    token,
    username: member.username,
    type: member.type,
    firstTimeLogin: state.firstTimeLogin,
    passwordExpired: state.passwordExpired,
    forceChangePassword: state.forceChangePassword,
    rememberMe: state.rememberMe,
  };
}
