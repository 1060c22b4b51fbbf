import { describe, expect, it } from 'vitest';
import type { TwoStepSetup } from '@portal/shared/contracts/security';
import { attributeValues, renderHtml } from '../../test/render';
import { RecoveryCodesPanel, TwoStepCodeForm, TwoStepSetupPanel } from './components/two-step-panels';
import {
  cleanCode,
  groupSecret,
  nextTwoStepView,
  recoveryCodesFile,
  TOTP_CODE,
  type TwoStepView,
} from './lib/two-step';

const SETUP: TwoStepSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH',
  otpauthUrl: 'otpauth://totp/Lotus%20Play:player1?secret=JBSWY3DPEHPK3PXPJBSWY3DPEH&issuer=Lotus%20Play',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = ['k7pm-2xq9', 'a3fd-88ze', 'q2w3-e4r5'];
const noop = () => {};

describe('two-step setup flow', () => {
  it('goes off → setup → recovery codes once → done, and from on to a disable or renew question', () => {
    let view: TwoStepView = { kind: 'idle' };
    view = nextTwoStepView(view, { type: 'setupStarted', setup: SETUP });
    expect(view).toEqual({ kind: 'setup', setup: SETUP });
    view = nextTwoStepView(view, { type: 'codesIssued', codes: CODES });
    expect(view).toEqual({ kind: 'codes', codes: CODES });
    view = nextTwoStepView(view, { type: 'done' });
    expect(view).toEqual({ kind: 'idle' });

    expect(nextTwoStepView(view, { type: 'ask', kind: 'disable' })).toEqual({ kind: 'disable' });
    const renew = nextTwoStepView(view, { type: 'ask', kind: 'renew' });
    expect(nextTwoStepView(renew, { type: 'codesIssued', codes: CODES })).toEqual({ kind: 'codes', codes: CODES });
  });

  it('ignores events that do not belong to the step on screen', () => {
    const idle: TwoStepView = { kind: 'idle' };
    // Codes only follow a confirmed setup or a renewal; a disable form never shows codes.
    expect(nextTwoStepView(idle, { type: 'codesIssued', codes: CODES })).toBe(idle);
    const disable: TwoStepView = { kind: 'disable' };
    expect(nextTwoStepView(disable, { type: 'codesIssued', codes: CODES })).toBe(disable);
    const setup: TwoStepView = { kind: 'setup', setup: SETUP };
    expect(nextTwoStepView(setup, { type: 'ask', kind: 'disable' })).toBe(setup);
    expect(nextTwoStepView(setup, { type: 'setupStarted', setup: { ...SETUP, secret: 'OTHER' } })).toBe(setup);
  });

  it('groups the secret by four for typing and accepts six-digit codes', () => {
    expect(groupSecret(SETUP.secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EH');
    expect(groupSecret('')).toBe('');
    expect(TOTP_CODE.test(cleanCode(' 123 456 '))).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) expect(TOTP_CODE.test(cleanCode(bad))).toBe(false);
  });

  it('writes the recovery codes file one code a line under a heading', () => {
    expect(recoveryCodesFile(CODES, 'Recovery codes')).toBe('Recovery codes\n\nk7pm-2xq9\na3fd-88ze\nq2w3-e4r5\n');
  });
});

describe('two-step panels', () => {
  it('setup shows the QR image, the key in groups of four and a six-digit code input to confirm', async () => {
    const html = await renderHtml(
      <TwoStepSetupPanel setup={SETUP} busy={false} error={null} onConfirm={noop} onCancel={noop} />,
    );
    expect(html).toContain(`src="${SETUP.qrCode}"`);
    expect(html).toContain('alt="QR code for your authenticator app"');
    expect(html).toContain('>JBSW Y3DP EHPK 3PXP JBSW Y3DP EH</code>');
    const input = /<input[^>]*data-testid="field-twoStepCode"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(html).toContain('Scan this QR code with your authenticator app.');
    expect(attributeValues(html, 'data-testid')).toContain('two-step-enable-submit');
    expect(html).toMatch(/data-testid="two-step-enable-submit">Turn on</);
  });

  it('setup asks for the login password with the code, and shows the server refusal under it', async () => {
    const html = await renderHtml(
      <TwoStepSetupPanel
        setup={SETUP}
        busy={false}
        error={null}
        passwordError="The password or two-step code is incorrect."
        onConfirm={noop}
        onCancel={noop}
      />,
    );
    const input = /<input[^>]*data-testid="field-currentPassword"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="password"');
    expect(input).toContain('autoComplete="current-password"');
    expect(html).toContain('Current password');
    expect(html).toContain('For your safety, confirm this change with your login password.');
    expect(html).toContain('data-testid="field-currentPassword-error">The password or two-step code is incorrect.</p>');
  });

  it('setup shows the server error and a busy button while it confirms', async () => {
    const html = await renderHtml(
      <TwoStepSetupPanel setup={SETUP} busy error="The code is not valid." onConfirm={noop} onCancel={noop} />,
    );
    expect(html).toContain('role="alert" data-testid="two-step-enable-error">The code is not valid.</p>');
    expect(html).toMatch(/disabled="" aria-busy="true" data-testid="two-step-enable-submit"/);
  });

  it('recovery codes are listed once with copy, download and done', async () => {
    const html = await renderHtml(<RecoveryCodesPanel codes={CODES} onDone={noop} />);
    expect([...html.matchAll(/data-testid="recovery-code"><code>([^<]+)<\/code>/g)].map((m) => m[1])).toEqual(CODES);
    expect(html).toContain('they will not be shown again');
    for (const id of ['recovery-copy', 'recovery-download', 'recovery-done']) {
      expect(attributeValues(html, 'data-testid')).toContain(id);
    }
    expect(html).toContain('Download .txt');
  });

  it('turning off accepts a recovery code as well as the app code', async () => {
    const html = await renderHtml(
      <TwoStepCodeForm
        accept="any"
        submitLabel="Turn off"
        busy={false}
        error={null}
        testId="off"
        tone="danger"
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('Authenticator code or recovery code');
    expect(html).toMatch(/<input[^>]*inputMode="text"[^>]*maxLength="32"/);
    expect(html).toContain('btn--danger');
  });
});
