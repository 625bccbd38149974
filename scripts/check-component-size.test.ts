import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { componentSizeProblems, componentsOf, MAX_COMPONENT_LINES } from './check-component-size.mjs';

const root = new URL('../', import.meta.url).pathname;
const script = join(root, 'scripts/check-component-size.mjs');

const folders: string[] = [];
/** A project folder holding `files`; answers its `src` folder. */
function project(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'check-component-size-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return join(folder, 'src');
}

/** Runs the check as `npm run lint` does, on `folder`. */
function check(folder: string) {
  const result = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A component of `lines` lines: its signature, `lines - 3` lines of body and its closing brace. */
const component = (name: string, lines: number, form: 'function' | 'arrow' | 'memo' = 'function') => {
  const body = Array.from({ length: lines - 3 }, (_, index) => `  const v${index} = ${index};`).join('\n');
  const end = '  return <p>{v0}</p>;\n';
  if (form === 'arrow') return `export const ${name} = () => {\n${body}\n${end}};\n`;
  if (form === 'memo') return `export const ${name} = memo(function Inner() {\n${body}\n${end}});\n`;
  return `/** A JSDoc line, not counted. */\nexport function ${name}() {\n${body}\n${end}}\n`;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('component size check', () => {
  it('given the sources, it finds no component over the limit', () => {
    expect(componentSizeProblems(join(root, 'src'))).toEqual([]);
  });

  it('measures function, arrow and wrapped components from their first line to their closing brace, JSDoc not counted', () => {
    const source = `${component('Plain', 10)}${component('Arrow', 12, 'arrow')}${component('Wrapped', 14, 'memo')}`;
    expect(componentsOf(source).map(({ name, lines }) => ({ name, lines }))).toEqual([
      { name: 'Plain', lines: 10 },
      { name: 'Arrow', lines: 12 },
      { name: 'Wrapped', lines: 14 },
    ]);
  });

  it('given a component of exactly the limit, it passes; one line more fails and names file, line and length', () => {
    const atLimit = project({ 'src/a/Fits.tsx': component('Fits', MAX_COMPONENT_LINES) });
    expect(componentSizeProblems(atLimit)).toEqual([]);

    const over = project({ 'src/a/TooLong.tsx': component('TooLong', MAX_COMPONENT_LINES + 1, 'arrow') });
    expect(componentSizeProblems(over)).toEqual([
      `src/a/TooLong.tsx:1 TooLong is ${MAX_COMPONENT_LINES + 1} lines (limit 120): move its state and calls into a controller hook and its markup into small view parts.`,
    ]);
  });

  it('given a copy of the sources with the contact form grown back to one function, lint fails and names it', () => {
    const folder = project({});
    cpSync(join(root, 'src/ui/data-table'), join(folder, 'ui/data-table'), { recursive: true });
    expect(check(folder)).toEqual({ status: 0, output: '' });

    const contact = join(folder, 'elements/contact/ContactElement.tsx');
    mkdirSync(join(contact, '..'), { recursive: true });
    writeFileSync(contact, component('ContactElement', 224));
    const result = check(folder);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'src/elements/contact/ContactElement.tsx:2 ContactElement is 224 lines (limit 120)',
    );
  });

  it('given hooks, helpers and .ts files over the limit, it leaves them alone: only PascalCase functions in .tsx count', () => {
    const long = component('x', 200).replace('function x', 'function useLongHook');
    const folder = project({
      'src/a/hook.tsx': long,
      'src/a/Component.ts': component('NotTsx', 200),
    });
    expect(componentSizeProblems(folder)).toEqual([]);
  });
});
