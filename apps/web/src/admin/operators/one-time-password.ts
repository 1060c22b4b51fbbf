const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters from the browser's CSPRNG (about 117 bits), without look-alike letters. */
export function oneTimePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 256 is not a multiple of 57: the small bias left is far below what matters for a 117-bit secret.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
