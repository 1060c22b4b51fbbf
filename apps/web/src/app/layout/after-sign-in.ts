import type { LoginValue } from '@portal/shared/contracts/auth';
import type { ModalInfo, ShellModal } from '../stores/ui-store';

export type SignInWay = 'password' | 'sms' | 'register' | 'mobileRegister' | 'freePlay' | 'social';

/**
 * The modal a sign-in ends on, or null for none. A password login with an expired
 * or default password goes to the forced change. "If firstTimeLogin, a first-login action
 * triggers": the welcome that invites the player to secure the account. Not for free play (a trial
 * account has nothing to secure), not before a forced change (that change is the securing, and
 * comes first), not without the member center overlay that holds the security center; after a
 * registration the success modal carries the invitation rather than a second modal in a row.
 */
export function modalAfterSignIn(
  value: Pick<LoginValue, 'username' | 'firstTimeLogin' | 'passwordExpired' | 'forceChangePassword'>,
  way: SignInWay,
  memberCenterOverlay: boolean,
): { modal: ShellModal; info?: ModalInfo } | null {
  if (way === 'password' && (value.passwordExpired || value.forceChangePassword)) {
    return { modal: 'changePassword', info: { passwordReason: value.passwordExpired ? 'expired' : 'default' } };
  }
  const firstLogin = value.firstTimeLogin && way !== 'freePlay' && memberCenterOverlay;
  if (way === 'mobileRegister') return { modal: 'accountNumber', info: { username: value.username, firstLogin } };
  if (way === 'register') return { modal: 'registerSuccess', info: { username: value.username, firstLogin } };
  return firstLogin ? { modal: 'firstLogin' } : null;
}
