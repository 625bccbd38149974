// Content-Disposition (RFC 6266) for export downloads: `filename*` (RFC 5987, percent-decoded
// exactly once) wins over `filename`; a malformed header gives null, so the caller's own filename
// is used. Kept strict where the greenbytes test set (tc2231) calls a header invalid.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const EXT_VALUE =
  /^([!#$%&+\-^_`{}~0-9A-Za-z]+)'([A-Za-z0-9-]*)'((?:[!#$&+\-.^_`|~0-9A-Za-z]|%[0-9A-Fa-f]{2})*)$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

interface Parameter {
  value: string;
  quoted: boolean;
}

/** Splits `type; a=b; c="d"` into lower-cased parameter names and values; null when malformed. */
function parseParameters(header: string): Map<string, Parameter> | null {
  let index = header.indexOf(';');
  const type = (index === -1 ? header : header.slice(0, index)).trim();
  if (!TOKEN.test(type)) return null;
  const parameters = new Map<string, Parameter>();
  const skipSpace = () => {
    while (header[index] === ' ' || header[index] === '\t') index += 1;
  };
  while (index !== -1 && index < header.length) {
    index += 1; // past ';'
    skipSpace();
    if (index >= header.length) break;
    const nameStart = index;
    while (index < header.length && /[^\s=;"]/.test(header[index] ?? '')) index += 1;
    const name = header.slice(nameStart, index).toLowerCase();
    skipSpace();
    if (!TOKEN.test(name) || header[index] !== '=') return null;
    index += 1;
    skipSpace();
    let value = '';
    const quoted = header[index] === '"';
    if (quoted) {
      index += 1;
      while (index < header.length && header[index] !== '"') {
        if (header[index] === '\\') index += 1;
        value += header[index] ?? '';
        index += 1;
      }
      if (header[index] !== '"') return null;
      index += 1;
    } else {
      const valueStart = index;
      while (index < header.length && /[^\s;"]/.test(header[index] ?? '')) index += 1;
      value = header.slice(valueStart, index);
      if (value === '' || header[index] === '"') return null;
    }
    skipSpace();
    if (index < header.length && header[index] !== ';') return null;
    if (parameters.has(name)) return null;
    parameters.set(name, { value, quoted });
  }
  return parameters;
}

function percentDecodeBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '%') {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes an RFC 5987 ext-value (`UTF-8'lang'%c3%a4`); null for a bad charset or encoding. */
function decodeExtValue(extValue: string): string | null {
  const match = EXT_VALUE.exec(extValue);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const bytes = percentDecodeBytes(match[3] ?? '');
  // ISO-8859-1 maps each byte to the same code point; TextDecoder would read it as windows-1252.
  if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Keeps only the base name without control characters; null when nothing usable is left. */
function sanitizeFilename(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(CONTROL, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/** The download filename of a Content-Disposition header, or null when it names none usable. */
export function parseContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const parameters = parseParameters(header);
  if (!parameters) return null;
  const extended = parameters.get('filename*');
  const fromExtended = extended && !extended.quoted ? sanitizeFilename(decodeExtValue(extended.value)) : null;
  return fromExtended ?? sanitizeFilename(parameters.get('filename')?.value);
}
