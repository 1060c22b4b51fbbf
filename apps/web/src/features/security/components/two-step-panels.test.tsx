// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TwoStepSetup } from '@portal/shared/contracts/security';
import { renderInEnglish, typeInto } from '../../../test/dom.tsx';
import { TwoStepCodeForm, TwoStepSetupPanel } from './two-step-panels.tsx';

afterEach(cleanup);

const SETUP: TwoStepSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH',
  otpauthUrl: 'otpauth://totp/Lotus%20Play:player1?secret=JBSWY3DPEHPK3PXPJBSWY3DPEH',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const noop = () => {};

describe('the two-step code forms', () => {
  it('setup asks for the code and the password before it confirms, then sends the code without spaces', async () => {
    const confirmed: unknown[] = [];
    await renderInEnglish(
      <TwoStepSetupPanel
        setup={SETUP}
        busy={false}
        error={null}
        onConfirm={(payload) => confirmed.push(payload)}
        onCancel={noop}
      />,
    );
    fireEvent.click(screen.getByTestId('two-step-enable-submit'));
    expect((await screen.findByTestId('field-twoStepCode-error')).textContent).toBe('Please enter the code.');
    expect(screen.getByTestId('field-currentPassword-error').textContent).toBe('Please enter your current password.');
    typeInto('field-twoStepCode', '12a456');
    typeInto('field-currentPassword', ' secret ');
    fireEvent.click(screen.getByTestId('two-step-enable-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-twoStepCode-error').textContent).toBe('Enter the 6 digits shown in your app.'),
    );
    expect(confirmed).toEqual([]);
    typeInto('field-twoStepCode', '123 456');
    fireEvent.click(screen.getByTestId('two-step-enable-submit'));
    await waitFor(() => expect(confirmed).toEqual([{ code: '123456', currentPassword: ' secret ' }]));
  });

  it('shows the server refusing the password under it', async () => {
    await renderInEnglish(
      <TwoStepSetupPanel
        setup={SETUP}
        busy={false}
        error={null}
        passwordError="The password or two-step code is incorrect."
        onConfirm={noop}
        onCancel={noop}
      />,
    );
    expect(screen.getByTestId('field-currentPassword-error').textContent).toBe(
      'The password or two-step code is incorrect.',
    );
  });

  it('turning off takes a recovery code as well as the app’s', async () => {
    const codes: string[] = [];
    await renderInEnglish(
      <TwoStepCodeForm
        accept="any"
        submitLabel="Turn off"
        busy={false}
        error={null}
        testId="off"
        onSubmit={(code) => codes.push(code)}
        onCancel={noop}
      />,
    );
    typeInto('field-twoStepCode', 'k7pm-2xq9');
    fireEvent.click(screen.getByTestId('off-submit'));
    await waitFor(() => expect(codes).toEqual(['k7pm-2xq9']));
  });
});
