/** What a call answered: the HTTP status and the envelope, or `null` when no answer came back. */
export interface Answer {
  status: number;
  body: { success?: boolean; code?: string; value?: unknown };
}

/**
 * One call over real HTTP. A connection refused or reset, or a timeout, is `null`: the client does
 * not know whether the server acted on it (the crash test retries those with the same key).
 */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; form?: string; timeoutMs?: number } = {},
): Promise<Answer | null> {
  const headers: Record<string, string> = { language: 'en', ...options.headers };
  let body: string | undefined;
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    const res = await fetch(new URL(path, base), {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: type.includes('json') ? (JSON.parse(text) as Answer['body']) : { value: text } };
  } catch {
    return null;
  }
}
