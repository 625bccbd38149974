// Every key the code reads through usePortalTranslation must be in the English file of its namespace,
// and every English key of those namespaces must be read somewhere, so neither a raw key on screen nor
// a dead text survives `npm run lint`. tsc already rejects a misspelt key (Translate<'ns'>); this check
// adds the other direction and names the file.
//
// Which namespace a name speaks is read per file: `const { t: name } = usePortalTranslation('ns')` or a
// `name: Translate<'ns'>` parameter binds it. In a file that speaks `ns`, a quoted text equal to an
// `ns` key is a use (keys kept in tables and ternaries), and a template `a.${…}.b` uses the keys it
// matches, one segment per `${…}`: the compiler checks that the values put there are keys of `ns`.
// A call `name('…')` or `name(`…`)` whose key matches no English key is reported as unknown.
// Some keys travel as typed values between files, so a quoted key anywhere in src is a use of them:
// all of `portal` (src/core builds validation and form messages as keys) and admin's `failures.`
// (the cp-admin-* screens hand them to the shared admin action as `AdminFailureKey`).
// Usage: node scripts/check-translation-keys.mjs [sourceFolder] [localesFolder]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sourceFolder = resolve(process.argv[2] ?? join(root, 'src'));
const englishFolder = join(resolve(process.argv[3] ?? join(root, 'locales')), 'en');
// Files are named from the folder that holds the source folder, so a message reads `src/…`, `locales/en/…`.
const base = resolve(sourceFolder, '..');
const problems = [];

/** The keys of one English file as `a.b.c`, plural forms (`x_one`, `x_other`) as their base `x`. */
function englishKeys(namespace) {
  const keys = new Set();
  const walk = (value, prefix) => {
    for (const [key, child] of Object.entries(value)) {
      const path = `${prefix}${key}`;
      if (typeof child === 'string') keys.add(path.replace(/_(one|other)$/, ''));
      else walk(child, `${path}.`);
    }
  };
  walk(JSON.parse(readFileSync(join(englishFolder, `${namespace}.json`), 'utf8')), '');
  return keys;
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name)) yield path;
  }
}

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's text as a pattern: every `${…}` stands for one key segment. */
const templatePattern = (template) =>
  new RegExp(
    `^${template
      .split(/\$\{[^}]*\}/)
      .map(escapeRegExp)
      .join('[^.]+')}$`,
  );

const bindingPatterns = [
  /const\s*\{([^}]*)\}\s*=\s*usePortalTranslation\(\s*'([\w-]+)'\s*\)/g,
  /\b(\w+)\??:\s*Translate<\s*'([\w-]+)'\s*>/g,
];

/** The translate functions of one file: name → namespace, and every namespace the file speaks. */
function bindings(text, file) {
  const names = new Map();
  const bind = (name, namespace) => {
    if (names.has(name) && names.get(name) !== namespace)
      problems.push(
        `${file}: ${name} translates both ${names.get(name)} and ${namespace}; give each its own name`,
      );
    names.set(name, namespace);
  };
  for (const [, destructured, namespace] of text.matchAll(bindingPatterns[0])) {
    const t = destructured.match(/\bt\s*(?::\s*(\w+))?/);
    if (t) bind(t[1] ?? 't', namespace);
  }
  for (const [, name, namespace] of text.matchAll(bindingPatterns[1])) bind(name, namespace);
  // Types naming namespaces without binding a name (a union of two screens' Translate) still speak them.
  const spoken = new Set([...text.matchAll(/Translate(?:Key)?<\s*'([\w-]+)'\s*>/g)].map((m) => m[1]));
  for (const namespace of names.values()) spoken.add(namespace);
  return { names, spoken };
}

const READ_ANYWHERE = { portal: '', admin: 'failures.' };
const keysOf = new Map();
const used = new Map();
const keys = (namespace) => {
  if (!keysOf.has(namespace)) {
    if (!existsSync(join(englishFolder, `${namespace}.json`))) return undefined;
    keysOf.set(namespace, englishKeys(namespace));
    used.set(namespace, new Set());
  }
  return keysOf.get(namespace);
};

for (const path of sourceFiles(sourceFolder)) {
  const file = relative(base, path);
  const text = withoutComments(readFileSync(path, 'utf8'));
  const { names, spoken } = bindings(text, file);
  for (const namespace of new Set([...spoken, ...Object.keys(READ_ANYWHERE)])) {
    const all = keys(namespace);
    if (!all) continue;
    const prefix = spoken.has(namespace) ? '' : READ_ANYWHERE[namespace];
    const known = new Set([...all].filter((key) => key.startsWith(prefix)));
    for (const [, single, double] of text.matchAll(/'([\w.:-]+)'|"([\w.:-]+)"/g)) {
      const key = (single ?? double).replace(`${namespace}:`, '');
      if (known.has(key)) used.get(namespace).add(key);
    }
    for (const [, template] of text.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
      // A namespaced key (`portal:routes.${name}.title`) belongs to its namespace.
      const pattern = templatePattern(template.replace(`${namespace}:`, ''));
      for (const key of known) if (pattern.test(key)) used.get(namespace).add(key);
    }
  }
  for (const [name, namespace] of names) {
    const known = keys(namespace);
    if (!known) continue;
    const calls = new RegExp(`(?<![\\w.])${name}\\(\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`)`, 'g');
    for (const [, single, double, template] of text.matchAll(calls)) {
      const key = single ?? double ?? template;
      const found =
        template === undefined
          ? known.has(key)
          : [...known].some((each) => templatePattern(template).test(each));
      if (!found) problems.push(`${file}: unknown key ${namespace}:${key}`);
    }
  }
}

for (const [namespace, known] of keysOf) {
  for (const key of known) {
    if (!used.get(namespace).has(key))
      problems.push(`${relative(base, join(englishFolder, `${namespace}.json`))}: unused key ${key}`);
  }
}

if (problems.length > 0) {
  console.error(`Translation key check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Translation keys OK: ${[...keysOf.keys()].join(', ')} — every key used exists, every English key is used.`,
);
