import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PRIVATE_POLICY_NAMES, privatePolicyNames } from './private-trusted-types-policies.ts';

// The packages' folders, from the entries Node resolves (their exports name no other file).
const require = createRequire(import.meta.url);
const litHtmlDir = require
  .resolve('lit-html')
  .replace(/[\\/]node[\\/](?:development[\\/])?lit-html\.js$/, '');
const litHtml = `${litHtmlDir}/lit-html.js`;
const litHtmlDevelopment = `${litHtmlDir}/development/lit-html.js`;
const litHtmlDirective = `${litHtmlDir}/directive.js`;
// DOMPurify's ES bundle (what Vite takes), its CommonJS and its UMD ones.
const dompurifyDir = require.resolve('dompurify').replace(/[\\/]purify\.cjs\.js$/, '');
const dompurifyIds = ['purify.es.mjs', 'purify.cjs.js', 'purify.js'].map((file) => `${dompurifyDir}/${file}`);

const read = (id: string) => readFileSync(id, 'utf8');
const lines = (code: string) => code.split('\n').length;

describe("our Lit's Trusted Types policy", () => {
  it.each([litHtml, litHtmlDevelopment])('is created as cp-lit-html in %s, and no line moves', (id) => {
    const code = read(id);
    const renamed = privatePolicyNames(code, id) as string;
    expect(renamed).toMatch(/\.createPolicy\((["'])cp-lit-html\1,/);
    expect(renamed).not.toMatch(/(["'`])lit-html\1/);
    expect(lines(renamed)).toBe(lines(code));
    expect(PRIVATE_POLICY_NAMES.lit).toBe('cp-lit-html');
  });

  it("leaves Lit's other modules, our code and the page's own Shoelace (its CDN build bundles Lit) alone", () => {
    expect(privatePolicyNames(read(litHtmlDirective), litHtmlDirective)).toBe(null);
    expect(privatePolicyNames('s.createPolicy("lit-html",{})', '/repo/src/ui/x.ts')).toBe(null);
    expect(
      privatePolicyNames(
        's.createPolicy("lit-html",{})',
        '/repo/node_modules/shoelace-2-20/cdn/chunks/chunk.A.js',
      ),
    ).toBe(null);
  });

  it('fails the build when Lit no longer creates lit-html where it did', () => {
    expect(() =>
      privatePolicyNames(
        'e=s?s.createPolicy("lit",{createHTML:t=>t}):void 0',
        '/r/node_modules/lit-html/lit-html.js',
      ),
    ).toThrow(/0 statements .* where lit-html had one/);
  });

  it('fails the build when another module of Lit creates a policy', () => {
    expect(() =>
      privatePolicyNames('trustedTypes.createPolicy("lit-x",{})', '/r/node_modules/lit-html/directives/x.js'),
    ).toThrow(/lit-html creates a Trusted Types policy in a module/);
  });
});

describe("our DOMPurify's Trusted Types policy", () => {
  it.each(dompurifyIds)('is created as cp-dompurify, once for all instances, in %s', (id) => {
    const code = read(id);
    const renamed = privatePolicyNames(code, id) as string;
    expect(renamed).toMatch(/policyName = (["'])cp-dompurify\1 \+/);
    expect(renamed).toContain('return __cpDompurifyPolicy ??= trustedTypes.createPolicy(policyName, {');
    const appended = '\nvar __cpDompurifyPolicy;\n';
    expect(renamed.endsWith(appended)).toBe(true);
    expect(lines(renamed.slice(0, -appended.length))).toBe(lines(code));
  });

  it('fails the build when DOMPurify names its policy another way', () => {
    const id = dompurifyIds[0] as string;
    const changed = read(id).replace('const policyName = "dompurify"', 'const policyName = POLICY_PREFIX');
    expect(() => privatePolicyNames(changed, id)).toThrow(
      /0 statements .*policyName.* where dompurify had one/,
    );
  });

  it('fails the build when DOMPurify creates a second policy', () => {
    const id = dompurifyIds[0] as string;
    const changed = `${read(id)}\ntrustedTypes.createPolicy("dompurify-extra", {});\n`;
    expect(() => privatePolicyNames(changed, id)).toThrow(
      /creates 2 Trusted Types policies where it created one/,
    );
  });
});

describe('the policies in a browser', () => {
  it('given two DOMPurify instances, they create the one policy between them', async () => {
    const id = dompurifyIds[1] as string;
    // A stand-in for the browser's factory: TrustedHTML is an object whose string is the markup.
    class TrustedHtml {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const created: string[] = [];
    const trustedTypes = {
      createPolicy(name: string, rules: { createHTML(html: string): string }) {
        created.push(name);
        return { createHTML: (html: string) => new TrustedHtml(rules.createHTML(html)) };
      },
    };
    const { JSDOM } = await import('jsdom');
    const window = new JSDOM('<!doctype html>').window as unknown as Record<string, unknown>;
    window.trustedTypes = trustedTypes;
    const module = {
      exports: {} as (window: unknown) => { sanitize(html: string, config: object): unknown },
    };
    new Function('module', 'exports', privatePolicyNames(read(id), id) as string)(module, module.exports);
    const first = module.exports(window).sanitize('<b>one</b>', { RETURN_TRUSTED_TYPE: true });
    const second = module.exports(window).sanitize('<i>two</i>', { RETURN_TRUSTED_TYPE: true });
    expect(first).toBeInstanceOf(TrustedHtml);
    expect([String(first), String(second)]).toEqual(['<b>one</b>', '<i>two</i>']);
    expect(created).toEqual(['cp-dompurify']);
  });
});
