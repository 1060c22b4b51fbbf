// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';
import { renderWithServer } from '../../test/dom.tsx';
import { answer, listenForCalls, refuse, server } from '../../test/msw.ts';
import { adminApi } from '../lib/admin-api';
import { useMemberAction } from './use-member-action.ts';

listenForCalls();

const schema = z.object({ reason: z.string().trim().min(1) });
type Body = z.output<typeof schema>;

function Probe({ onDone }: { onDone: (notice: string) => void }) {
  const { form, frame } = useMemberAction<Body, Body, { granted: number }>({
    defaultValues: { reason: '' },
    resolver: formResolver(schema),
    call: (body, key) => adminApi('/admin/api/probe', { method: 'POST', headers: { 'Idempotency-Key': key }, body }),
    notice: (value, body) => `${value.granted} for ${body.reason}`,
    onDone,
    fields: ['reason'],
    idempotencyPrefix: 'probe-',
  });
  const issue = form.formState.errors.reason?.message;
  return (
    <form onSubmit={(event) => (event.preventDefault(), frame.onSubmit())}>
      <input {...form.register('reason')} data-testid="reason" />
      {issue && <span data-testid="issue">{issue}</span>}
      {frame.error && <span data-testid="error">{frame.error.message}</span>}
      <button type="submit" data-testid="send">
        send
      </button>
    </form>
  );
}

describe('an action on a member', () => {
  it('keeps its key when the answer was lost, takes a new one after a refusal, and puts the refusal on the field', async () => {
    const keys: (string | null)[] = [];
    const answers = [
      () => HttpResponse.error(),
      () => refuse(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { fields: { reason: 'TOO_LONG' } }),
      () => answer({ granted: 5 }),
    ];
    server.use(
      http.post('*/admin/api/probe', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answers[keys.length - 1]!();
      }),
    );
    const onDone = vi.fn();
    await renderWithServer(<Probe onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('send'));
    expect(keys).toEqual([]);

    await user.type(screen.getByTestId('reason'), 'Goodwill');
    await user.click(screen.getByTestId('send'));
    await waitFor(() => expect(screen.getByTestId('error')).toBeTruthy());
    await user.click(screen.getByTestId('send'));
    await waitFor(() => expect(screen.getByTestId('issue').textContent).toBe('TOO_LONG'));
    await user.click(screen.getByTestId('send'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('5 for Goodwill'));

    expect(keys[0]).toMatch(/^probe-/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
