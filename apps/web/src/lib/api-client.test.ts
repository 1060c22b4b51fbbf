// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { answer, listenForCalls, refuse, server } from '../test/msw.ts';
import { ApiError, createApi } from './api-client.ts';

listenForCalls();

const client = (token: string | null = 'tok-123') => {
  const auth = { token: () => token, rejected: vi.fn(), passwordChangeRequired: vi.fn() };
  return { call: createApi(auth), auth };
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('the API client', () => {
  it('sends the token, the language and the query without empty values, and answers the envelope value', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/wallet/balance', ({ request }) => {
        seen = request;
        return answer({ balance: 12_345 });
      }),
    );
    const { call } = client();
    await expect(call('/wps/wallet/balance', { query: { wallet: 'MAIN', page: 2, skip: undefined } })).resolves.toEqual(
      {
        balance: 12_345,
      },
    );
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.headers.get('language')).toBeTruthy();
    expect(Object.fromEntries(new URL(seen!.url).searchParams)).toEqual({ wallet: 'MAIN', page: '2' });
  });

  it('sends a JSON body with its content type, and no token when there is none', async () => {
    let body: unknown;
    let auth: string | null = 'unset';
    server.use(
      http.post('*/wps/member/login', async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return answer({ token: 't' });
      }),
    );
    await client(null).call('/wps/member/login', { method: 'POST', body: { username: 'ana' } });
    expect(body).toEqual({ username: 'ana' });
    expect(auth).toBeNull();
  });

  it('turns a refusal into an ApiError with its code, message, value and request id', async () => {
    const fields = { amount: { code: 'too_small' } };
    server.use(http.post('*/wps/withdraw', () => refuse(400, 'VALIDATION_FAILED', 'Check the form.', { fields })));
    const error = await failure(client().call('/wps/withdraw', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Check the form.', status: 400 });
    expect(error?.value).toEqual({ fields });
    expect(error?.requestId).toBe('req-test');
  });

  it('signs the visitor out when the server rejects the token, and only then', async () => {
    server.use(http.get('*/wps/member/info', () => refuse(401, 'TOKEN_EXPIRED', 'Sign in again.')));
    const signedIn = client();
    await failure(signedIn.call('/wps/member/info'));
    expect(signedIn.auth.rejected).toHaveBeenCalledTimes(1);
    // A visitor without a token has no session to end.
    const visitor = client(null);
    await failure(visitor.call('/wps/member/info'));
    expect(visitor.auth.rejected).not.toHaveBeenCalled();
  });

  it('opens the password change when the session is kept for it alone', async () => {
    server.use(http.get('*/wps/member/info', () => refuse(403, 'PASSWORD_CHANGE_REQUIRED', 'Change your password.')));
    const { call, auth } = client();
    expect(await failure(call('/wps/member/info'))).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(auth.passwordChangeRequired).toHaveBeenCalledTimes(1);
    expect(auth.rejected).not.toHaveBeenCalled();
  });

  it('answers NETWORK_ERROR when the network fails or the answer is not the envelope', async () => {
    server.use(http.get('*/down', () => HttpResponse.error()));
    expect(await failure(client().call('/down'))).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    server.use(http.get('*/proxy-page', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    expect(await failure(client().call('/proxy-page'))).toMatchObject({ code: 'NETWORK_ERROR', status: 502 });
  });
});
