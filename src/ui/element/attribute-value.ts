/** How an attribute's text becomes a prop value. */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

/** The result of reading one attribute: a value, or the reason it could not be read. */
export type AttributeValue = { ok: true; value: unknown } | { ok: false; error: Error };

/** `page-size` from `pageSize`: the attribute name of a camelCase prop. */
export function attributeName(prop: string): string {
  return prop.replace(
    /([a-z0-9])([A-Z])/g,
    (_match, before: string, upper: string) => `${before}-${upper.toLowerCase()}`,
  );
}

/**
 * Reads an attribute like HTML does, fixing r2wc's defaults: a removed attribute (null) is
 * `undefined` so the component falls back to its default; a bare boolean attribute is true;
 * a number that does not parse is `undefined`; invalid JSON is an error, not an exception.
 */
export function readAttribute(kind: AttributeKind, name: string, text: string | null): AttributeValue {
  if (text === null) return { ok: true, value: undefined };
  switch (kind) {
    case 'string':
      return { ok: true, value: text };
    case 'number': {
      const value = Number.parseFloat(text);
      return { ok: true, value: Number.isNaN(value) ? undefined : value };
    }
    case 'boolean':
      return { ok: true, value: text === '' || text === name || /^(true|yes|on|[1-9])/i.test(text) };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: new Error(`Attribute "${name}" is not valid JSON: ${reason}`) };
      }
  }
}
