// Route handlers run no SQL themselves (issue 25 §6): a module of the reference API that registers
// routes (`route(app, …)`) reads as validate/authorise → call queries → shape the answer, and its
// statements live in the area's `*-queries.ts` modules, where several handlers share one function
// instead of each writing its own copy. The check looks for a statement (`db.query`, `tx.exec`) in any
// non-test module that also calls `route(`. `db.transaction` stays allowed: which calls form one unit
// of work is the handler's decision; the statements inside it are still query functions.
// Usage: node scripts/check-sql-in-handlers.mjs [folder]  (default src/reference-api; exits 1 listing each call)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DB_CALL = /\b(?:db|tx)\s*\.\s*(?:query|exec)\b/g;
const REGISTERS_ROUTES = /\broute\s*\(\s*app\b/;

/** The database calls of a module that registers routes, as `line: text`; empty for any other module. */
export function sqlInHandlers(source) {
  if (!REGISTERS_ROUTES.test(source)) return [];
  return source
    .split('\n')
    .flatMap((line, index) => (line.match(DB_CALL) ? [`${index + 1}: ${line.trim()}`] : []));
}

function* sourceFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.(?:test|test-d|bench)\.tsx?$/.test(name)) yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = resolve(process.argv[2] ?? join(ROOT, 'src/reference-api'));
  const found = [...sourceFiles(folder)].flatMap((file) =>
    sqlInHandlers(readFileSync(file, 'utf8')).map((call) => `  ${relative(ROOT, file)}:${call}`),
  );
  if (found.length) {
    console.error(
      `SQL in a module that registers routes (move it to the area's *-queries.ts):\n${found.join('\n')}`,
    );
    process.exit(1);
  }
}
