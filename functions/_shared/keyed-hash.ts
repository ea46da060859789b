/**
 * HMAC-SHA-256 of a value under the server's secret, in hex: what the database keeps instead of an
 * e-mail or client address. A bare SHA-256 of an address is reversed by hashing a list of likely
 * addresses; without the secret this cannot be. `purpose` separates the uses of the one secret, so a
 * hash made for one table never matches another's.
 */
export function createKeyedHash(secret: string, purpose: string) {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (value: string): Promise<string> => {
    const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${purpose}\n${value}`));
    return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}

export type KeyedHash = ReturnType<typeof createKeyedHash>;
