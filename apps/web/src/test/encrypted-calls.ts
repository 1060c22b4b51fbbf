import { beforeAll } from 'vitest';
import { http } from 'msw';
import { compactDecrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { answer } from './msw.ts';

/**
 * The site's encrypted calls opened as the server opens them: the test file's own key pair, its
 * public half answered as the brand's encryption key (`keyHandler`), each JWE opened with the
 * private half (`openJwe`).
 */
export function withTestEncryptionKey() {
  let privateKey: CryptoKey;
  let publicJwk: Record<string, unknown>;
  beforeAll(async () => {
    const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1' };
  });
  return {
    keyHandler: () =>
      http.get('*/wps/system/encryption-key', () =>
        answer({ kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: publicJwk }),
      ),
    /** The body a JWE carries, read as the call's payload type. */
    openJwe: async <Body = Record<string, string>>(jwe: string) =>
      JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe, privateKey)).plaintext)) as Body,
  };
}
