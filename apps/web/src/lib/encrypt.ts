import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

/** GET /wps/system/encryption-key (contracts/system.ts encryptionKeySchema). */
interface EncryptionKey {
  kid: string;
  alg: string;
  enc: string;
  jwk: Record<string, unknown>;
}

/** The server's public key rotates rarely: fetched once per visit, and again only after a refusal. */
export const encryptionKeyQuery = () =>
  queryOptions({
    queryKey: ['auth', 'encryption-key'],
    queryFn: ({ signal }) => api<EncryptionKey>('/wps/system/encryption-key', { signal }),
    staleTime: 60 * 60_000,
    gcTime: Infinity,
  });

/** A compact JWE (RSA-OAEP-256 + A256GCM, the encrypted calls' format) of the JSON payload. */
export async function encryptPayload(key: EncryptionKey, payload: unknown): Promise<string> {
  // jose is loaded only here, so it lives in the chunk of the forms that submit.
  const { CompactEncrypt, importJWK } = await import('jose');
  const publicKey = await importJWK(key.jwk, key.alg);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid })
    .encrypt(publicKey);
}

/**
 * Sends `{ jwe }` for an encrypted call. A key the server no longer accepts (rotation) answers
 * DECRYPTION_FAILED: the key is fetched again and the call tried once more.
 */
export async function encryptedCall<T>(
  queryClient: QueryClient,
  path: string,
  method: 'POST' | 'PUT',
  payload: unknown,
): Promise<T> {
  const send = async () => {
    const key = await queryClient.fetchQuery(encryptionKeyQuery());
    return api<T>(path, { method, body: { jwe: await encryptPayload(key, payload) } });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'DECRYPTION_FAILED') throw error;
    await queryClient.invalidateQueries({ queryKey: encryptionKeyQuery().queryKey });
    return send();
  }
}
