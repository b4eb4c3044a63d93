import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_JWT_SECRET, E2E_PORT, E2E_SPA_DIR } from './e2e/support/server-settings';

/** Real server (`npm start` on a fresh embedded database), real Chromium from Debian. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Files of one project run two at a time; each waits on the browser and the server more than on a core.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  // All specs share one server. The admin workspace approves and enrols the pending demo account, and
  // the feedback loop releases the demo student's essay; other specs rely on neither, so these run later.
  // The accessibility and layout checks want that released essay, and the keyboard run enrols the newcomer.
  projects: [
    {
      name: 'flows',
      testIgnore: /admin-workspace|feedback-loop|accessibility|keyboard-and-crash|layout|hostile-content/,
    },
    { name: 'changes-demo-accounts', testMatch: /admin-workspace|feedback-loop/, dependencies: ['flows'] },
    {
      name: 'after-release',
      testMatch: /accessibility|keyboard-and-crash|layout/,
      dependencies: ['changes-demo-accounts'],
    },
    // Hundreds of hostile courses, weeks and accounts would crowd every list the others read: last.
    {
      name: 'hostile-content',
      testMatch: /hostile-content/,
      dependencies: ['changes-demo-accounts', 'after-release'],
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed test keeps its trace: each action with the page's DOM before and after, which replays the
    // screen. Screenshots in every trace cost a third of the browser's CPU, for passing tests too.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's build of Chromium's headless shell, the browser Playwright itself runs headless: the same
      // Blink as the desktop Chromium, without the desktop browser's windows, which took half the CPU.
      executablePath: '/usr/bin/chromium-headless-shell',
      // Without these Chromium keeps calling home, which this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm start`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SPA_DIR: E2E_SPA_DIR,
      JWT_SECRET: E2E_JWT_SECRET,
      LOGIN_RATE_LIMIT_PER_MINUTE: '500',
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5000',
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      // One reader submits an essay for every batch of hostile content.
      ESSAY_SUBMISSIONS_PER_10_MINUTES: '10000',
      LOG_LEVEL: 'warn',
      // The browsers, the test runner and the benchmark beside it compete with the engine here, not
      // other people's requests: at the default nice value the feedback loop waited on them.
      FEEDBACK_ENGINE_NICE: '0',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
