import { describe, expect, it } from 'vitest';
import { modalAfterSignIn, type SignInWay } from './after-sign-in';

const value = (extra: Partial<Parameters<typeof modalAfterSignIn>[0]> = {}) => ({
  username: 'player1',
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
  rememberMe: false,
  ...extra,
});
const WAYS: SignInWay[] = ['password', 'sms', 'register', 'mobileRegister', 'freePlay', 'social'];

describe('the modal a sign-in ends on', () => {
  it('a later sign-in by login just closes the popup; a registration shows its success', () => {
    for (const way of ['password', 'sms', 'social', 'freePlay'] as const) {
      expect(modalAfterSignIn(value(), way, true)).toBeNull();
    }
    expect(modalAfterSignIn(value(), 'register', true)).toEqual({
      modal: 'registerSuccess',
      info: { username: 'player1', firstLogin: false },
    });
    expect(modalAfterSignIn(value(), 'mobileRegister', true)?.modal).toBe('accountNumber');
  });

  it('the first sign-in welcomes, except free play; after a registration the success modal invites', () => {
    const first = value({ firstTimeLogin: true });
    for (const way of ['password', 'sms', 'social'] as const) {
      expect(modalAfterSignIn(first, way, true)).toEqual({ modal: 'firstLogin' });
    }
    expect(modalAfterSignIn(first, 'freePlay', true)).toBeNull();
    expect(modalAfterSignIn(first, 'register', true)?.info).toEqual({ username: 'player1', firstLogin: true });
    expect(modalAfterSignIn(first, 'mobileRegister', true)).toEqual({
      modal: 'accountNumber',
      info: { username: 'player1', firstLogin: true },
    });
  });

  it('no welcome without the member center overlay that holds the security center', () => {
    const first = value({ firstTimeLogin: true });
    expect(modalAfterSignIn(first, 'password', false)).toBeNull();
    expect(modalAfterSignIn(first, 'register', false)?.info?.firstLogin).toBe(false);
  });

  it('a password login with a default or expired password goes to the forced change, welcome or not', () => {
    for (const firstTimeLogin of [true, false]) {
      expect(modalAfterSignIn(value({ firstTimeLogin, forceChangePassword: true }), 'password', true)).toEqual({
        modal: 'changePassword',
        info: { passwordReason: 'default' },
      });
      expect(modalAfterSignIn(value({ firstTimeLogin, passwordExpired: true }), 'password', true)).toEqual({
        modal: 'changePassword',
        info: { passwordReason: 'expired' },
      });
    }
    // Spec section 4: not after a login by SMS or social (nor registration, nor free play).
    for (const way of WAYS.filter((w) => w !== 'password')) {
      expect(modalAfterSignIn(value({ passwordExpired: true }), way, true)?.modal).not.toBe('changePassword');
    }
  });
});
