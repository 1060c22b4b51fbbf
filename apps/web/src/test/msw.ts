import { afterAll, afterEach, beforeAll } from 'vitest';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorCode } from '@portal/shared/errors';

/**
 * The server as a component test sees it: MSW answers the page's real `fetch` calls, so what is
 * tested is the component with its real API client, query cache and envelope handling.
 */
export const server = setupServer();

/** Starts the server for the file's tests; a call no handler answers fails the test. */
export function listenForCalls(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A successful answer in the API's envelope. */
export const answer = <T>(value: T) => HttpResponse.json({ success: true, value, message: null, code: null });

/** A refusal in the API's envelope, as the server words it. */
export const refuse = (status: number, code: ErrorCode, message: string, value: unknown = null) =>
  HttpResponse.json({ success: false, value, message, code, requestId: 'req-test' }, { status });
