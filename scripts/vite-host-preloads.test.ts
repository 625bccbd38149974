import { describe, expect, it } from 'vitest';
import { staticClosure } from './vite-host-preloads.mjs';

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
    '/repo/src/host-app/start-host.tsx',
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
    expect(staticClosure(bundle, '/src/host-app/start-host.tsx')).toEqual({
      scripts: ['assets/start.js', 'assets/react.js', 'assets/host.js', 'assets/runtime.js'],
      styles: ['assets/start.css', 'assets/host.css'],
    });
  });

  it('leaves out chunks only a route loads later, and the entry itself', () => {
    const { scripts } = staticClosure(bundle, '/src/host-app/start-host.tsx');
    expect(scripts).not.toContain('assets/dashboard.js');
    expect(scripts).not.toContain('assets/kit.js');
    expect(scripts).not.toContain('assets/index.js');
  });

  it('fails the build when the start module is not in the bundle', () => {
    expect(() => staticClosure(bundle, '/src/host-app/missing.tsx')).toThrow(/no chunk for/);
  });
});
