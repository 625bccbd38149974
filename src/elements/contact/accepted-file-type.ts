/** Types guessed from the extension when the browser reports none (drag from some file managers). */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The MIME type of a file: the browser's, else one guessed from its extension, else ''. */
export function fileTypeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

/** Whether `type` is one of `accepted`, where `image/*` accepts every image subtype (docs/screens/contact.md#upload-limits). */
export function isAcceptedType(type: string, accepted: readonly string[]): boolean {
  const wanted = type.toLowerCase();
  if (!wanted) return false;
  return accepted.some((entry) => {
    const pattern = entry.toLowerCase();
    if (pattern.endsWith('/*')) return wanted.startsWith(pattern.slice(0, -1));
    return pattern === wanted;
  });
}

/** Whether the name is one the widget ignores (.ds_store, thumbs.db, desktop.ini). */
export function isIgnoredName(name: string, ignoredNames: readonly string[]): boolean {
  return ignoredNames.includes(name.toLowerCase());
}

/** A short readable name per type: `image/jpeg` → JPEG, `image/*` → image/*. */
function typeLabel(type: string): string {
  const [group, subtype] = type.split('/');
  if (!subtype || subtype === '*') return type;
  return group === 'application' || group === 'image' ? subtype.toUpperCase() : type;
}

/**
 * The `{allButLastType}` and `{lastType}` of the hint 'Expects {allButLastType} or {lastType}':
 * for JPEG, PNG and PDF that is `JPEG, PNG` and `PDF`.
 */
export function expectedTypesParams(accepted: readonly string[]): {
  allButLastType: string;
  lastType: string;
} {
  const labels = [...new Set(accepted.map(typeLabel))];
  const lastType = labels.pop() ?? '';
  return { allButLastType: labels.join(', '), lastType };
}
