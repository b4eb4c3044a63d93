import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * What competes with a test server's engine threads is the other test files, not its requests: at the
 * default nice value a busy machine's jest workers left them a few per cent of a core.
 */
export const TEST_ENGINE_NICE = '0';

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real database, called through `inject`; mail goes to a temporary outbox. A test that
 * must fill the database before the server starts passes its own `database`, which stays open on close.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { runJobs?: boolean; serveSpa?: boolean; database?: DatabaseHandle } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://margin.test',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000',
    // Whole test files sign in from one address; the tests of this limit set their own.
    LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ESSAY_SUBMISSIONS_PER_10_MINUTES: '1000',
    // Whole test files reply from one account; the tests of these limits set their own.
    REPLIES_PER_MINUTE: '100000',
    REPLIES_PER_THREAD_PER_10_MINUTES: '100000',
    FEEDBACK_ENGINE_NICE: TEST_ENGINE_NICE,
    ...env,
  });
  const handle = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    db: handle.db,
    changes: handle.changes,
    ping: handle.ping,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    runJobs: options.runJobs ?? false,
    serveSpa: options.serveSpa ?? false,
  });
  await app.ready();
  return {
    app,
    handle,
    config,
    async close() {
      await app.close();
      if (!options.database) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
