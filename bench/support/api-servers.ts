/**
 * The server side of bench/api.ts, in its own process so that the load generator does not share its
 * event loop: the real app (buildApp) on one port and a bare Fastify route on another, both answering
 * from this one process. Prints one JSON line with the two ports once both listen.
 */
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

async function main() {
  const config = loadConfig();
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
  // No feedback jobs: nothing is submitted, and the engine thread would only take CPU from the API.
  const app = await buildApp({
    config,
    db: handle.db,
    changes: handle.changes,
    ping: handle.ping,
    jwtSecret: config.jwtSecret ?? '',
    runJobs: false,
    sharedRateLimits: Boolean(config.databaseUrl),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: typeof bare) => {
    const address = server.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  console.log(JSON.stringify({ appPort: portOf(app as unknown as typeof bare), barePort: portOf(bare) }));
  const stop = async () => {
    await Promise.all([app.close(), bare.close()]);
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
