/** The longest name kept, in characters (the extension is kept when a name is shortened). */
export const SAFE_FILE_NAME_MAX_LENGTH = 120;

/**
 * A file name reduced to a safe base name (docs/security.md#uploads): the last path segment only (`../../etc/passwd`
 * → `passwd`, `C:\x\y.pdf` → `y.pdf`), without control or format characters (a right-to-left
 * override makes `gpj.exe` read as `exe.jpg`), without the characters Windows refuses, without
 * leading dots (no hidden files) or trailing dots and spaces, at most 120 characters. Letters of
 * any script stay. An empty result becomes `file`.
 */
export function safeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const chars = [...cleaned];
  if (chars.length > SAFE_FILE_NAME_MAX_LENGTH) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
    const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
    cleaned = [...chars.slice(0, SAFE_FILE_NAME_MAX_LENGTH - keep.length), ...keep].join('').trim();
  }
  return cleaned === '' ? 'file' : cleaned;
}
