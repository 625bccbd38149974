const CHECK_ORIGIN = 'https://portal.example';
const MAX_LENGTH = 2048;
// Whitespace and control characters: URL parsers drop tabs and newlines inside a URL, which turns
// `/\t/evil.example` into `//evil.example`, so a path holding any of them is refused outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/u;

/** Percent-decodes until stable (a few rounds at most); null when the encoding is broken. */
function decodeLayers(text: string): string[] | null {
  const layers = [text];
  let current = text;
  for (let round = 0; round < 4 && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    layers.push(current);
  }
  return layers;
}

function isSafePath(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return false;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(candidate)) return false;
  // A router may decode the path before navigating: `/%2F%2Fevil` or `/%5Cevil` must not become
  // protocol-relative there either.
  const path = candidate.split(/[?#]/, 1)[0] ?? '';
  const layers = decodeLayers(path);
  if (!layers) return false;
  for (const layer of layers) {
    if (layer.startsWith('//') || UNSAFE_CHARACTERS.test(layer)) return false;
  }
  try {
    return new URL(candidate, CHECK_ORIGIN).origin === CHECK_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The `?redirect=` target if it is a same-origin path (`/x`, with query and hash), else
 * `fallback` (itself checked; `/` when that is unsafe too). Never `//x`, `/\x`, absolute or
 * `javascript:` URLs (docs/security.md#redirects).
 */
export function safeRedirectPath(input: unknown, fallback = '/dashboard'): string {
  if (isSafePath(input)) return input;
  return isSafePath(fallback) ? fallback : '/';
}
