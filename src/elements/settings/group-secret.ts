/**
 * A base32 TOTP secret in groups of four characters ("JBSW Y3DP EHPK 3PXP"), as authenticator apps
 * show it for typing by hand; spaces and padding the server may have added are dropped first.
 */
export function groupSecret(secret: string): string {
  const plain = secret.replace(/[\s=]/g, '').toUpperCase();
  return plain.match(/.{1,4}/g)?.join(' ') ?? '';
}
