import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../../test/render';

// The API client reads the stored language when it loads: outside a browser there is no storage.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { ApiError } = await import('../../lib/api-client');
const { isStepUpError, missingStepUp, NEW_STEP_UP, StepUpField, stepUpPayload } =
  await import('./components/step-up-field');

const noop = () => {};
const t = (key: string) => key;

describe('step-up proof of an account change', () => {
  it('sends the password, or the authenticator code without spaces', () => {
    expect(stepUpPayload({ mode: 'password', text: ' pass word ' })).toEqual({ currentPassword: ' pass word ' });
    expect(stepUpPayload({ mode: 'code', text: '123 456' })).toEqual({ twoStepCode: '123456' });
  });

  it('asks for whichever proof is chosen when it is empty', () => {
    expect(missingStepUp(t, NEW_STEP_UP)).toBe('security.stepUp.passwordRequired');
    expect(missingStepUp(t, { mode: 'code', text: '  ' })).toBe('security.stepUp.codeRequired');
    expect(missingStepUp(t, { mode: 'password', text: 'x' })).toBeNull();
  });

  it('places a wrong proof, the lock and a missing one under the field; other errors elsewhere', () => {
    expect(isStepUpError(new ApiError('STEP_UP_FAILED', 'wrong', 422, { attemptsLeft: 9 }))).toBe(true);
    expect(isStepUpError(new ApiError('ACCOUNT_LOCKED', 'locked', 429))).toBe(true);
    const missing = new ApiError('VALIDATION_FAILED', 'fields', 400, { fields: { currentPassword: 'REQUIRED' } });
    expect(isStepUpError(missing)).toBe(true);
    const other = new ApiError('VALIDATION_FAILED', 'fields', 400, { fields: { email: 'ALREADY_TAKEN' } });
    expect(isStepUpError(other)).toBe(false);
    expect(isStepUpError(new ApiError('VERIFICATION_CODE_INVALID', 'code', 422))).toBe(false);
  });

  it('offers the authenticator code only to a member with two-step on', async () => {
    const off = await renderHtml(<StepUpField value={NEW_STEP_UP} twoStepEnabled={false} onChange={noop} />);
    expect(off).toContain('data-testid="field-currentPassword"');
    expect(off).not.toContain('data-testid="step-up-switch"');
    const on = await renderHtml(<StepUpField value={NEW_STEP_UP} twoStepEnabled onChange={noop} />);
    expect(on).toMatch(/data-testid="step-up-switch">Use an authenticator code instead</);
    const byCode = await renderHtml(
      <StepUpField value={{ mode: 'code', text: '' }} twoStepEnabled error="Wrong." onChange={noop} />,
    );
    expect(byCode).toContain('data-testid="field-stepUpCode"');
    expect(byCode).toContain('data-testid="field-stepUpCode-error">Wrong.</p>');
    expect(byCode).toMatch(/data-testid="step-up-switch">Use my password instead</);
  });
});
