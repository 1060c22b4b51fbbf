// The auth feature's public entry: what other features and the console may use.
export { useRegisterSettings, registerSettingsQuery } from './api/get-register-settings';
export { ChangePasswordForm } from './components/change-password-form';
export { CodeField } from './components/code-field';
export { LoginVerification } from './components/login-verification';
export { RegisterForm, type RegisterMode } from './components/register-form';
export { challengeOf, isCodeError } from './lib/login-errors';
