import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * The successor of a rotated refresh token is kept beside it for the grace period, sealed with
 * AES-256-GCM under a key derived from the rotated token itself. Only whoever presents that token
 * can open it, and a copy of the database (which holds token hashes only) opens nothing. The key
 * uses its own label so it never equals the stored hash (plain SHA-256 of the token).
 */

const label = 'cp-refresh-successor\u0000';

function keyOf(predecessor: string): Buffer {
  return createHash('sha256').update(label).update(predecessor).digest();
}

/** Seals `successor` so that only `predecessor` opens it; base64url of iv ‖ tag ‖ ciphertext. */
export function sealSuccessor(predecessor: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(predecessor), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens what `sealSuccessor(predecessor, …)` sealed; null when it does not open (wrong token, damaged). */
export function openSuccessor(predecessor: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(predecessor), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
