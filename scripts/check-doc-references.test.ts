import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, danglingReferences, slugOf } from './check-doc-references.mjs';

const root = new URL('../', import.meta.url).pathname;
const script = join(root, 'scripts/check-doc-references.mjs');

const scratch = mkdtempSync(join(tmpdir(), 'check-doc-references-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let projects = 0;

/** A repository in a fresh folder: a README and a docs page to point at, plus `files`. */
function project(files: Record<string, string>): string {
  const folder = join(scratch, String(++projects));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  };
  write('README.md', '# Portal\n\n## Embedding\n\n```sh\n# not a heading\n```\n');
  write('docs/contract.md', '# Contract\n\n## Paging\n\n### Table request\n\n## Errors\n');
  for (const [path, content] of Object.entries(files)) write(path, content);
  return folder;
}

/** The check's findings for a repository of `files`, one per line. */
const findings = (files: Record<string, string>) => danglingReferences(project(files)).join('\n');

describe('document reference check', () => {
  it('given the repository, it finds no reference to a missing document or section', () => {
    expect(danglingReferences(root)).toEqual([]);
  });

  it('given references to pages, headings and README sections that exist, it passes', () => {
    const folder = project({
      'src/core/table/table-wire.ts':
        '/** The list call (docs/contract.md#table-request, README.md#embedding, README "Embedding"). */\n',
      'docs/README.md':
        '# Docs\n\nSee [paging](contract.md#paging) and the [README](../README.md#embedding).\n',
    });
    const result = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({
      status: 0,
      output: '',
    });
  });

  it('given a dangling reference, the lint step fails and names file and line', () => {
    const folder = project({ 'src/a.ts': '\n// Sorted on the server (docs/contract.md#sorting).\n' });
    const result = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/a.ts:2: docs/contract.md has no heading with the anchor #sorting');
  });

  it('given a reference to a page that does not exist, it reports it', () => {
    expect(findings({ 'tests/e2e/x.spec.ts': '// see docs/screens/orders.md#columns\n' })).toBe(
      'tests/e2e/x.spec.ts:1: docs/screens/orders.md does not exist',
    );
  });

  it('given a README section that does not exist, in either form, it reports both', () => {
    expect(findings({ 'bench/a.mjs': '// README "Benchmarks" and README.md#benchmarks\n' })).toBe(
      [
        'bench/a.mjs:1: README.md has no heading with the anchor #benchmarks',
        'bench/a.mjs:1: README.md has no section "Benchmarks"',
      ].join('\n'),
    );
  });

  it('given markdown links in docs to a missing file or heading, it reports them; web links are not followed', () => {
    const links = '[a](contract.md#refresh) [b](missing.md) [c](#security) [d](https://example.com/x#y)';
    expect(findings({ 'docs/security.md': `# Security\n\n${links}\n` })).toBe(
      [
        'docs/security.md:3: the link contract.md#refresh names no heading of docs/contract.md',
        'docs/security.md:3: the link missing.md leads to no file',
      ].join('\n'),
    );
  });

  it('given a reference to the functional spec, DESIGN.md or STYLE.md, it reports it: a clone has neither', () => {
    const output = findings({
      'src/a.ts': '// The guard (spec §2 "Guard").\n// See Spec §9.\n',
      'scripts/b.mjs': '// DESIGN.md "Layers"; STYLE.md habits; portal-spec.md; spec 4.3\n',
    });
    expect(output).toContain('src/a.ts:1: cites the functional spec ("spec §")');
    expect(output).toContain('src/a.ts:2: cites the functional spec ("spec §")');
    expect(output).toContain('scripts/b.mjs:1: cites DESIGN.md');
    expect(output).toContain('scripts/b.mjs:1: cites STYLE.md');
    expect(output).toContain('scripts/b.mjs:1: cites portal-spec.md');
    expect(output).toContain('scripts/b.mjs:1: cites the functional spec ("spec N.N")');
  });

  it('leaves issue, RFC and standard sections alone', () => {
    expect(findings({ 'src/a.ts': '// issue 23 §9, RFC 6238 §5.2, NIST SP 800-63B §3.1.1.2\n' })).toBe('');
  });

  it('makes anchors as GitHub does: lower case, punctuation dropped, repeats numbered, code blocks skipped', () => {
    expect(slugOf('Paging, sorting and `search`')).toBe('paging-sorting-and-search');
    expect(slugOf('CSRF and CORS')).toBe('csrf-and-cors');
    expect(slugOf('1. The contract')).toBe('1-the-contract');
    expect(slugOf('On another origin')).toBe('on-another-origin');
    expect([...anchorsOf('# A\n## Tokens\n```\n# B\n```\n## Tokens\n')]).toEqual(['a', 'tokens', 'tokens-1']);
  });
});
