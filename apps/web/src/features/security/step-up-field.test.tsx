import { describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { renderHtml } from '../../test/render';
import type { StepUpValues } from './components/step-up-field';

// The API client reads the stored language when it loads: outside a browser there is no storage.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { ApiError } = await import('../../lib/api-client');
const { isStepUpError, missingStepUp, NEW_STEP_UP, StepUpField, stepUpPayload } =
  await import('./components/step-up-field');

/** The field in a form of its own: the given boxes, an error on one of them. */
function Proof({
  values = {},
  twoStepEnabled,
  error,
}: {
  values?: Partial<StepUpValues>;
  twoStepEnabled: boolean;
  error?: Partial<Record<keyof StepUpValues, string>>;
}) {
  const form = useForm<StepUpValues>({
    defaultValues: { ...NEW_STEP_UP, ...values },
    errors: Object.fromEntries(
      Object.entries(error ?? {}).map(([name, message]) => [name, { type: 'server', message }]),
    ),
  });
  return <StepUpField form={form} twoStepEnabled={twoStepEnabled} />;
}

describe('step-up proof of an account change', () => {
  it('sends the password, or the authenticator code without spaces', () => {
    expect(stepUpPayload({ ...NEW_STEP_UP, currentPassword: ' pass word ' })).toEqual({
      currentPassword: ' pass word ',
    });
    expect(stepUpPayload({ ...NEW_STEP_UP, stepUpMode: 'code', stepUpCode: '123 456' })).toEqual({
      twoStepCode: '123456',
    });
  });

  it('asks for whichever proof is chosen when it is empty', () => {
    expect(missingStepUp(NEW_STEP_UP)).toEqual({ currentPassword: 'REQUIRED' });
    expect(missingStepUp({ ...NEW_STEP_UP, stepUpMode: 'code', stepUpCode: '  ' })).toEqual({ stepUpCode: 'REQUIRED' });
    // The other box does not count: the chosen proof is what is sent.
    expect(missingStepUp({ ...NEW_STEP_UP, stepUpMode: 'code', currentPassword: 'x' })).toEqual({
      stepUpCode: 'REQUIRED',
    });
    expect(missingStepUp({ ...NEW_STEP_UP, currentPassword: 'x' })).toEqual({});
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
    const off = await renderHtml(<Proof twoStepEnabled={false} />);
    expect(off).toContain('data-testid="field-currentPassword"');
    expect(off).not.toContain('data-testid="step-up-switch"');
    const on = await renderHtml(<Proof twoStepEnabled />);
    expect(on).toMatch(/data-testid="step-up-switch">Use an authenticator code instead</);
    const byCode = await renderHtml(
      <Proof values={{ stepUpMode: 'code' }} twoStepEnabled error={{ stepUpCode: 'Wrong.' }} />,
    );
    expect(byCode).toContain('data-testid="field-stepUpCode"');
    expect(byCode).toContain('data-testid="field-stepUpCode-error">Wrong.</p>');
    expect(byCode).toMatch(/data-testid="step-up-switch">Use my password instead</);
  });
});

describe('the proof’s messages', () => {
  it('asks for the chosen proof when it is empty, and keeps a server’s sentence as it is', async () => {
    const password = await renderHtml(<Proof twoStepEnabled={false} error={{ currentPassword: 'REQUIRED' }} />);
    expect(password).toContain('data-testid="field-currentPassword-error">Please enter your current password.</p>');
    const code = await renderHtml(
      <Proof values={{ stepUpMode: 'code' }} twoStepEnabled error={{ stepUpCode: 'REQUIRED' }} />,
    );
    expect(code).toContain(
      'data-testid="field-stepUpCode-error">Please enter the code from your authenticator app.</p>',
    );
  });
});
