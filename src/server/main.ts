import path from 'node:path';
import { buildApp } from './app';
import { loadOrCreateJwtSecret } from './auth/secrets';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoAccounts } from './db/demo-content';
import { hasAnyUser, seedDemoData } from './db/seed';
import { ensureSpaBuild } from './spa-build';

/** The demo accounts are listed only where demo data is wanted: never for a real PostgreSQL database. */
function printWelcome(address: string, demo: { wanted: boolean; seeded: boolean }): void {
  const lines = ['', `  Margin is running at ${address}`, ''];
  if (demo.wanted) {
    lines.push(
      '  Demo accounts:',
      ...demoAccounts.map(
        (account) => `    ${account.username.padEnd(11)} ${account.password.padEnd(22)} ${account.state}`,
      ),
      '',
      demo.seeded ? '  (demo data was created on this start)' : '',
    );
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const handle = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onError: (error) => console.error('database connection lost:', error.message),
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await handle.migrate();

  // The embedded database gets demo data on its first start; PostgreSQL only when asked (SEED_DEMO=1).
  const wantsDemo = config.seedDemo ?? embedded;
  const seeded = wantsDemo && !(await hasAnyUser(handle.db));
  if (seeded) await seedDemoData(handle.db);

  if (!process.env.SKIP_SPA_BUILD) ensureSpaBuild(config.spaDir, (message) => console.log(message));

  const app = await buildApp({
    config,
    db: handle.db,
    changes: handle.changes,
    ping: handle.ping,
    jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
    serveSpa: true,
    sharedRateLimits: !embedded,
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Requests already on their way are answered (each closing its connection) before the listener and
    // the idle connections close; closing at once would reset a connection under a request in flight.
    app.drain.active = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  printWelcome(`http://${config.host}:${config.port}`, { wanted: wantsDemo, seeded });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
