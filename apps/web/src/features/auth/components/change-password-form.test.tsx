// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { withTestEncryptionKey } from '../../../test/encrypted-calls.ts';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

listenForCalls();
afterEach(cleanup);

const encryption = withTestEncryptionKey();

/** The server's key and the password call, answering `reply` for each opened body. */
function passwordServer(reply: (attempt: number) => Response) {
  const bodies: unknown[] = [];
  server.use(
    encryption.keyHandler(),
    http.post('*/wps/member/password', async ({ request }) => {
      const { jwe } = (await request.json()) as { jwe: string };
      bodies.push(await encryption.openJwe(jwe));
      return reply(bodies.length);
    }),
  );
  return bodies;
}

const errorOf = (name: string) => screen.queryByTestId(`field-${name}-error`)?.textContent;

describe('change password', () => {
  it('requires all three and equal new ones before sending, then sends the schema body', async () => {
    const bodies = passwordServer((attempt) =>
      attempt === 1
        ? refuse(400, 'VALIDATION_FAILED', 'The password is too common.', {
            fields: { newPassword: 'PASSWORD_TOO_COMMON' },
          })
        : answer(null),
    );
    let changed = 0;
    await renderWithServer(<ChangePasswordForm onChanged={() => changed++} />);
    typeInto('field-newPassword', 'password1');
    typeInto('field-confirmNewPassword', 'password2');
    // A typed confirmation is judged when the box is left; an empty box is not.
    fireEvent.blur(screen.getByTestId('field-confirmNewPassword'));
    await waitFor(() => expect(errorOf('confirmNewPassword')).toBe('The two passwords do not match.'));
    fireEvent.blur(screen.getByTestId('field-oldPassword'));
    expect(errorOf('oldPassword')).toBeUndefined();

    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(errorOf('oldPassword')).toBe('This field is required.'));
    expect(bodies).toEqual([]);

    typeInto('field-oldPassword', 'old-one');
    typeInto('field-confirmNewPassword', 'password1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(errorOf('newPassword')).toBe('This password is too common. Please choose a harder one.'),
    );
    expect(screen.getByTestId('change-password-error').textContent).toBe('The password is too common.');
    expect(bodies).toEqual([{ oldPassword: 'old-one', newPassword: 'password1', confirmNewPassword: 'password1' }]);

    typeInto('field-newPassword', 'Better-pass9');
    typeInto('field-confirmNewPassword', 'Better-pass9');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(changed).toBe(1));
  });
});
