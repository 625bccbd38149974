import { describe, expect, it } from 'vitest';
import { hostPreloads, staticClosure } from './vite-host-preloads.mjs';

const chunk = (
  fileName: string,
  imports: string[],
  css: string[] = [],
  facadeModuleId: string | null = null,
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/handoff.js'], [], '/repo/index.html'),
  'assets/handoff.js': chunk('assets/handoff.js', []),
  'assets/start.js': chunk(
    'assets/start.js',
    ['assets/react.js', 'assets/host.js'],
    ['assets/start.css'],
    '/repo/src/host-app/shell/start-host.tsx',
  ),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/host.js': chunk('assets/host.js', ['assets/react.js', 'assets/runtime.js'], ['assets/host.css']),
  'assets/runtime.js': chunk('assets/runtime.js', ['assets/react.js']),
  'assets/dashboard.js': chunk('assets/dashboard.js', ['assets/kit.js'], [], '/repo/src/elements/x.ts'),
  'assets/kit.js': chunk('assets/kit.js', []),
  'assets/start.css': { type: 'asset', fileName: 'assets/start.css' },
};

describe('the start module preloaded by index.html', () => {
  it('given the bundle, it names the start chunk, its static imports followed through theirs, and their CSS, each once', () => {
    expect(staticClosure(bundle, '/src/host-app/shell/start-host.tsx')).toEqual({
      scripts: ['assets/start.js', 'assets/react.js', 'assets/host.js', 'assets/runtime.js'],
      styles: ['assets/start.css', 'assets/host.css'],
    });
  });

  it('leaves out chunks only a route loads later, and the entry itself', () => {
    const { scripts } = staticClosure(bundle, '/src/host-app/shell/start-host.tsx');
    expect(scripts).not.toContain('assets/dashboard.js');
    expect(scripts).not.toContain('assets/kit.js');
    expect(scripts).not.toContain('assets/index.js');
  });

  it('fails the build when the start module is not in the bundle', () => {
    expect(() => staticClosure(bundle, '/src/host-app/missing.tsx')).toThrow(/no chunk for/);
  });

  it('given several modules (a route), it follows each and names a shared chunk once', () => {
    expect(
      staticClosure(bundle, ['/src/elements/x.ts', '/src/host-app/shell/start-host.tsx']).scripts,
    ).toEqual([
      'assets/dashboard.js',
      'assets/kit.js',
      'assets/start.js',
      'assets/react.js',
      'assets/host.js',
      'assets/runtime.js',
    ]);
  });
});

describe("index.html's links", () => {
  type Tag = { tag: string; attrs: Record<string, unknown>; children?: Tag[]; injectTo?: string };
  const tagsFor = (html: string) => {
    const plugin = hostPreloads({
      startModule: '/src/host-app/shell/start-host.tsx',
      templateId: 'route-preloads',
      routes: { '/': ['src/elements/x.ts', 'src/host-app/shell/start-host.tsx'] },
    });
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const { handler } = plugin.transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle: typeof bundle }) => Tag[];
    };
    return handler(html, { bundle });
  };

  it("preloads the start module's chunks in the head, leaving out what index.html names already", () => {
    const tags = tagsFor(
      '<script type="module" src="/assets/index.js"></script><link href="/assets/react.js">',
    );
    const head = tags.filter((tag) => tag.injectTo === 'head');
    expect(head.map((tag) => [tag.attrs.rel, tag.attrs.href])).toEqual([
      ['stylesheet', '/assets/start.css'],
      ['stylesheet', '/assets/host.css'],
      ['modulepreload', '/assets/start.js'],
      ['modulepreload', '/assets/host.js'],
      ['modulepreload', '/assets/runtime.js'],
    ]);
  });

  it("holds a route's own chunks in the template, by path, without the start module's", () => {
    const template = tagsFor('').find((tag) => tag.tag === 'template');
    expect(template?.attrs.id).toBe('route-preloads');
    expect(template?.children?.map((tag) => [tag.attrs.rel, tag.attrs.href, tag.attrs['data-path']])).toEqual(
      [
        ['modulepreload', '/assets/dashboard.js', '/'],
        ['modulepreload', '/assets/kit.js', '/'],
      ],
    );
  });
});
