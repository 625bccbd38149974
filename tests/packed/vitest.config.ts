import { defineConfig } from 'vitest/config';

// `npm test` stage "embedder projects", after the build: tests that install the packed package into
// throwaway projects (tests/packed/packed-package.ts) and build, type-check or import there. One file
// at a time: they share the tarball and each runs npm, Vite or tsc on both cores.
export default defineConfig({
  test: {
    include: ['tests/packed/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
