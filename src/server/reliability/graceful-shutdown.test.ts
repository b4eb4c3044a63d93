import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, ServerProcess } from '../../../test/server/reliability/server-process';

/**
 * A server told to stop (SIGTERM) answers every request already on its way, on connections kept alive
 * from earlier requests, instead of closing those connections under them.
 */
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-shutdown-'));
  server = new ServerProcess({
    port: await freePort(),
    dataDir,
    jwtSecret: 'graceful-shutdown-secret-of-at-least-32-characters',
    extraEnv: { SKIP_SPA_BUILD: '1', SHUTDOWN_GRACE_MS: '1500' },
  });
  await server.start();
  await server.waitUntilHealthy();
}, 120_000);

afterAll(async () => {
  await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One GET over the agent's kept-alive connections: its status, or the error that took its place. */
const get = (agent: http.Agent, url: string) =>
  new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });

it('answers the requests already sent on kept-alive connections when it is told to stop', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const health = `${server.baseUrl}/api/health`;
  // Four connections opened and left idle, as a browser or a balancer keeps them.
  const warm = await Promise.all(Array.from({ length: 4 }, () => get(agent, health)));
  expect(warm).toEqual(Array(4).fill({ status: 200, connection: 'keep-alive' }));

  const inFlight = Promise.all(Array.from({ length: 4 }, () => get(agent, health)));
  const stopped = server.stop();
  const answers = await inFlight;
  // Each is answered, not reset: served as usual, or told the server is going (503), and told to close.
  for (const answer of answers) {
    expect(answer).not.toHaveProperty('error');
    expect([200, 503]).toContain((answer as { status: number }).status);
  }
  // Asked again during the grace period, the health check says the server is going.
  const during = await get(new http.Agent({ keepAlive: false }), health);
  expect(during).toMatchObject({ status: 503, connection: 'close' });
  await stopped;
  agent.destroy();
}, 60_000);
