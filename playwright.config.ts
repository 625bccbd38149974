import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './web-test-runner.config.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);

// End-to-end tests drive Debian's Chromium against the real server of `npm start`
// (built front end + reference API) on its own port and its own throwaway data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/customerportal/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      DEV_OUTBOX: '1',
    },
  },
});
