// Every language must have exactly the English keys, the same {{variables}} per key and no empty
// texts, so that a missing translation fails `npm run lint` instead of showing a raw key.
// Usage: node scripts/check-locales.mjs [localesFolder]   (default: ./locales)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const BASE = 'en';
const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'locales'));
const problems = [];

/** Flattens nested objects to `a.b.c` → text; anything else than text or object is a problem. */
function flatten(value, file, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child && typeof child === 'object' && !Array.isArray(child)) flatten(child, file, path, out);
    else problems.push(`${file}: ${path} is neither text nor a group of texts`);
  }
  return out;
}

function read(file) {
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), file);
  } catch (error) {
    problems.push(`${file}: not valid JSON (${error.message})`);
    return new Map();
  }
}

const variables = (text) =>
  [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
const jsonFiles = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []);

if (!existsSync(join(folder, BASE))) problems.push(`${folder}: no ${BASE} folder to compare with`);
const languages = existsSync(folder)
  ? readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory())
  : [];
const baseFiles = jsonFiles(join(folder, BASE));

for (const language of languages) {
  const files = jsonFiles(join(folder, language));
  for (const name of files) {
    if (!baseFiles.includes(name)) problems.push(`${language}/${name}: no ${BASE}/${name} to compare with`);
  }
  for (const name of baseFiles) {
    const where = `${language}/${name}`;
    if (!files.includes(name)) {
      problems.push(`${where}: file missing`);
      continue;
    }
    const base = read(join(folder, BASE, name));
    const texts = read(join(folder, language, name));
    for (const [key, text] of texts) {
      if (!base.has(key)) problems.push(`${where}: extra key ${key}`);
      if (text.trim() === '') problems.push(`${where}: empty text for ${key}`);
    }
    for (const [key, baseText] of base) {
      const text = texts.get(key);
      if (text === undefined) {
        problems.push(`${where}: missing key ${key}`);
        continue;
      }
      const expected = variables(baseText).join(', ');
      const actual = variables(text).join(', ');
      if (expected !== actual)
        problems.push(`${where}: ${key} uses {{${actual}}} but ${BASE} uses {{${expected}}}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locales OK: ${languages.join(', ')} match ${BASE} (${baseFiles.join(', ')}).`);
