import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-locales.mjs');
const folders: string[] = [];

function localesFolder(files: Record<string, unknown>): string {
  const folder = mkdtempSync(join(tmpdir(), 'locales-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), JSON.stringify(content));
  }
  return folder;
}

function check(folder: string) {
  const run = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('check-locales', () => {
  it('passes the project locales', () => {
    expect(check(join(import.meta.dirname, '..', 'locales')).code).toBe(0);
  });

  it('passes when every language has the English keys and variables', () => {
    const folder = localesFolder({
      'en/portal.json': { table: { pageText: '{{first}} of {{total}}' } },
      'nl/portal.json': { table: { pageText: '{{first}} van {{total}}' } },
    });
    expect(check(folder)).toMatchObject({ code: 0 });
  });

  it('given a language missing a nested key, it fails and names the key', () => {
    const folder = localesFolder({
      'en/portal.json': { common: { submit: 'Submit', cancel: 'Cancel' } },
      'de/portal.json': { common: { submit: 'Absenden' } },
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('de/portal.json: missing key common.cancel');
  });

  it('given an extra key, an empty text and a different variable, it lists all three', () => {
    const folder = localesFolder({
      'en/portal.json': { a: 'A {{count}}', b: 'B' },
      'nl/portal.json': { a: 'A {{aantal}}', b: ' ', c: 'C' },
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('nl/portal.json: extra key c');
    expect(result.output).toContain('nl/portal.json: empty text for b');
    expect(result.output).toContain('nl/portal.json: a uses {{aantal}} but en uses {{count}}');
  });

  it('given a language without one of the English files, it fails', () => {
    const folder = localesFolder({
      'en/portal.json': { a: 'A' },
      'en/server.json': { b: 'B' },
      'zhHans/portal.json': { a: '甲' },
    });
    const result = check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('zhHans/server.json: file missing');
  });
});
