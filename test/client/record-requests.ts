import { server } from './msw-server';

/** Records 'METHOD /path' of every request the client sends from now until the test ends. */
export function recordRequests(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  });
  return calls;
}
