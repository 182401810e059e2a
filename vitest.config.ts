import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// One project per part; `npm test` runs them all. The machine has 2 cores, so at most 2 workers.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'detector', root: './packages/detector', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: { name: 'rewriter', root: './packages/rewriter', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'solver', root: './packages/solver', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: at('./apps/web/vite.config.ts'),
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A browser on a busy 2-core machine: polls wait up to 10 s (the default, 1 s, is for unit tests).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
