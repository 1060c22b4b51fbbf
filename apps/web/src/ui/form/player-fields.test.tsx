// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-client.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { renderInEnglish } from '../../test/dom.tsx';
import { PlayerMobileField, PlayerTextField, setServerIssues } from './player-fields.tsx';

afterEach(cleanup);

const schema = z.strictObject({
  username: z.string().trim().min(1),
  mobileNum: z.string().regex(/^[0-9]{4,20}$/),
  countryDialingCode: z.string().regex(/^\+[0-9]{1,4}$/),
});
type Body = z.output<typeof schema>;
const usernameRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 4, maxLength: 8 };

function Form({ onSubmit, refusal }: { onSubmit: (body: Body) => void; refusal?: unknown }) {
  const form = useForm<Body>({
    defaultValues: { username: '', mobileNum: '', countryDialingCode: '+55' },
    resolver: formResolver(schema, (values): Record<string, string> =>
      /^[A-Za-z0-9]*$/.test(values.username.trim()) ? {} : { username: 'PATTERN_MISMATCH' },
    ),
  });
  const submit = form.handleSubmit((body) => {
    onSubmit(body);
    if (refusal) setServerIssues(refusal, form.setError, ['username']);
  });
  return (
    <form onSubmit={submit} noValidate>
      <PlayerTextField
        control={form.control}
        name="username"
        label="Username"
        placeholder="* Username"
        rule={usernameRule}
        normalize={(text) => text.toLowerCase()}
      />
      <PlayerMobileField control={form.control} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the player form kit', () => {
  it('words the schema and the rule in the auth texts and sends nothing while a field is refused', async () => {
    const onSubmit = vi.fn();
    await renderInEnglish(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('field-username-error').textContent).toBe('This field is required.');
    expect(screen.getByTestId('field-mobileNum-error').textContent).toBe('The format is not valid.');
    expect(document.activeElement).toBe(screen.getByTestId('field-username'));
    await userEvent.type(screen.getByTestId('field-username'), 'Ana-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The brand's rule words a format issue with its pattern and bounds.
    expect(screen.getByTestId('field-username-error').textContent).toBe('4–8 characters, letters and digits only.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what the schema makes of the values, typed text kept through normalize', async () => {
    const onSubmit = vi.fn();
    await renderInEnglish(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByTestId('field-username'), ' AnaSouza ');
    await userEvent.type(screen.getByTestId('field-mobileNum'), '21998765432');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'anasouza',
        mobileNum: '21998765432',
        countryDialingCode: '+55',
      }),
    );
  });

  it('puts a refusal’s field issue on its field, and only the fields the form names', async () => {
    const refusal = new ApiError('VALIDATION_FAILED', 'Check the fields.', 422, {
      fields: { username: 'ALREADY_TAKEN', secret: 'REQUIRED' },
    });
    await renderInEnglish(<Form onSubmit={() => {}} refusal={refusal} />);
    await userEvent.type(screen.getByTestId('field-username'), 'anasouza');
    await userEvent.type(screen.getByTestId('field-mobileNum'), '21998765432');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('field-username-error')).textContent).toBe('Already in use by another account.');
    expect(screen.getByTestId('field-username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('field-secret-error')).toBeNull();
  });
});
