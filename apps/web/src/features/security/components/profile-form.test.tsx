// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { SecurityOverview } from '@portal/shared/contracts/security';
import { renderWithServer, typeInto } from '../../../test/dom.tsx';
import { registerSettings } from '../../../test/register-settings.ts';
import { answer, listenForCalls, refuse, server } from '../../../test/msw.ts';
import { ProfileForm } from './profile-form.tsx';

listenForCalls();
afterEach(cleanup);

const SETTINGS = registerSettings({
  // Pattern 11: a full name, first and last separated by a space.
  payeeName: { enabled: true, required: true, acceptedPattern: '*', patternId: 11, minLength: 2, maxLength: 60 },
});

const OVERVIEW: SecurityOverview = {
  account: 'player1',
  mobile: null,
  email: null,
  twoStepEnabled: false,
  recoveryCodesLeft: 0,
  passwordChangedAt: '2026-01-01T00:00:00Z',
  profile: { nickname: 'Ana', payeeName: null, line: 'ana.line' },
  lockedFields: ['payeeName'],
};

/** The brand's rules, and the profile call: each sent patch is kept, `reply` answers it. */
function profileServer(reply: (patch: Record<string, string>) => Response) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.get('*/wps/system/setting/register', () => answer(SETTINGS)),
    http.patch('*/wps/member/profile', async ({ request }) => {
      const patch = (await request.json()) as Record<string, string>;
      sent.push(patch);
      return reply(patch);
    }),
  );
  return sent;
}

const submit = () => fireEvent.click(screen.getByTestId('profile-submit'));

/** Mounted once the brand's rules are in. */
async function renderForm(overview: SecurityOverview) {
  const { queryClient } = await renderWithServer(<ProfileForm overview={overview} token="tok" />);
  await waitFor(() => expect(queryClient.getQueryState(['auth', 'register-settings'])?.status).toBe('success'));
}

describe('the profile form', () => {
  it('sends nothing while a changed field breaks the brand’s rule, and words it by the rule’s pattern', async () => {
    const sent = profileServer(() => answer(OVERVIEW));
    await renderForm(OVERVIEW);
    expect((screen.getByTestId('profile-submit') as HTMLButtonElement).disabled).toBe(true);
    // Not yet locked: the payee name has no value.
    typeInto('field-payeeName', 'Ana');
    await waitFor(() => expect((screen.getByTestId('profile-submit') as HTMLButtonElement).disabled).toBe(false));
    submit();
    expect((await screen.findByTestId('field-payeeName-error')).textContent).toBe(
      'Full name of 2–60 characters, first and last name separated by a space.',
    );
    expect(sent).toEqual([]);
    // Right again: the message goes while typing.
    typeInto('field-payeeName', 'Ana Souza');
    await waitFor(() => expect(screen.queryByTestId('field-payeeName-error')).toBeNull());
  });

  it('sends only the changed fields, trimmed, and says it saved', async () => {
    const sent = profileServer((patch) => answer({ ...OVERVIEW, profile: { ...OVERVIEW.profile, ...patch } }));
    await renderForm(OVERVIEW);
    typeInto('field-nickname', '  Ana S.  ');
    typeInto('field-payeeName', 'Ana Souza');
    submit();
    await screen.findByTestId('profile-saved');
    expect(sent).toEqual([{ nickname: 'Ana S.', payeeName: 'Ana Souza' }]);
    // Saved: the boxes hold the answer.
    expect((screen.getByTestId('field-nickname') as HTMLInputElement).value).toBe('Ana S.');
  });

  it('puts the server’s refusal under its field', async () => {
    const sent = profileServer(() =>
      refuse(422, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { line: 'TOO_LONG' } }),
    );
    await renderForm(OVERVIEW);
    typeInto('field-line', 'ana.other');
    submit();
    await waitFor(() => expect(screen.queryByTestId('field-line-error')).not.toBeNull());
    expect(sent).toEqual([{ line: 'ana.other' }]);
    expect(screen.getByTestId('profile-error').textContent).toBe('Some fields are not valid.');
  });

  it('shows a locked field with a value as text, not a box', async () => {
    profileServer(() => answer(OVERVIEW));
    const locked = { ...OVERVIEW, profile: { ...OVERVIEW.profile, payeeName: 'Ana Souza' } };
    await renderForm(locked);
    expect(screen.getByTestId('profile-locked-payeeName').textContent).toContain('Ana Souza');
    expect(screen.queryByTestId('field-payeeName')).toBeNull();
  });
});
