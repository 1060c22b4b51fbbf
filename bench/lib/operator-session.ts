/**
 * An operator token for a bench's setup calls. A fresh database's seeded operator must change its
 * password at the first sign-in (docs/decisions/018-operator-roles-and-four-eyes.md): this does
 * that change once, to BENCH_OPERATOR_PASSWORD, and signs in with it afterwards. The bench
 * servers run with OPERATOR_TWO_STEP_REQUIRED=false (they measure load, not the enrolment).
 */
export const BENCH_OPERATOR_PASSWORD = 'bench-operator-passphrase-2030';

async function envelope(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as { success: boolean; value: Record<string, unknown> };
  if (!response.ok || !body.success) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body.value;
}

export async function operatorToken(base: string, username: string, password: string): Promise<string> {
  const signIn = (pass: string) =>
    fetch(`${base}/admin/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: pass }),
    });
  const first = await signIn(password);
  if (first.status === 401) return String((await envelope(await signIn(BENCH_OPERATOR_PASSWORD), 'sign-in')).token);
  const session = await envelope(first, 'operator sign-in');
  if (!session.mustChangePassword) return String(session.token);
  await envelope(
    await fetch(`${base}/admin/api/me/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${String(session.token)}` },
      body: JSON.stringify({ oldPassword: password, newPassword: BENCH_OPERATOR_PASSWORD }),
    }),
    'operator password change',
  );
  return String(session.token);
}
