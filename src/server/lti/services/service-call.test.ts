import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextLinkOf, readRoster } from './memberships';
import { scoresUrlOf } from './scores';
import { callService, SERVICE_ANSWER_MAX_BYTES, ServiceCallError } from './service-call';

let server: Server;
let base: string;
const tokensSentElsewhere: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/huge') {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent <= SERVICE_ANSWER_MAX_BYTES; sent += chunk.length) response.write(chunk);
      response.end();
      return;
    }
    if (request.url === '/slow') return; // never answers
    if (request.url === '/roster') {
      // The next page is on another site (localhost is not 127.0.0.1), which must never get the token.
      const elsewhere = base.replace('127.0.0.1', 'localhost');
      response.writeHead(200, {
        'content-type': 'application/json',
        link: `<${elsewhere}/elsewhere>; rel="next"`,
      });
      response.end('{"members":[]}');
      return;
    }
    if (request.url === '/elsewhere') {
      tokensSentElsewhere.push(String(request.headers.authorization));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"members":[]}');
      return;
    }
    if (request.url === '/refused') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(`bad ${'x'.repeat(2000)}`);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, timeoutMs?: number) =>
  callService(`${base}${path}`, { method: 'GET', headers: {}, timeoutMs });

describe('a call to a platform service', () => {
  it('answers the body of a 2xx answer', async () => {
    expect((await get('/fine')).text).toBe('{"ok":true}');
  });

  it('reads no more than its bound', async () => {
    await expect(get('/huge')).rejects.toThrow(/larger than/);
  });

  it('gives up when the platform does not answer in time', async () => {
    await expect(get('/slow', 200)).rejects.toThrow(/no answer within 0.2 s/);
  });

  it('keeps a short part of a refusal, with its status', async () => {
    const refusal = await get('/refused').catch((error: ServiceCallError) => error);
    expect(refusal).toBeInstanceOf(ServiceCallError);
    expect((refusal as ServiceCallError).status).toBe(400);
    expect((refusal as ServiceCallError).message).toMatch(/^HTTP 400: bad x+$/);
    expect((refusal as ServiceCallError).message.length).toBe(500);
  });
});

describe('addresses of the services', () => {
  it('follows the next link among others in a Link header', () => {
    const header = '<https://lms.example/m?page=1>; rel="first", <https://lms.example/m?page=3>; rel="next"';
    expect(nextLinkOf(header, 'https://lms.example/m')).toBe('https://lms.example/m?page=3');
    expect(nextLinkOf('</m?page=2>; rel=next', 'https://lms.example/m')).toBe('https://lms.example/m?page=2');
    expect(nextLinkOf('<https://lms.example/m>; rel="prev"', 'https://lms.example/m')).toBeNull();
    expect(nextLinkOf(null, 'https://lms.example/m')).toBeNull();
  });

  it('stops a roster read whose next page is on another site, before the token goes there', async () => {
    const elsewhere = base.replace('127.0.0.1', 'localhost');
    await expect(readRoster(`${base}/roster`, 'secret-token')).rejects.toThrow(
      `the roster's next page is on another site (${elsewhere})`,
    );
    expect(tokensSentElsewhere).toEqual([]);
  });

  it('puts /scores after the line item path and keeps its query', () => {
    expect(scoresUrlOf('https://lms.example/li/7?type=x')).toBe('https://lms.example/li/7/scores?type=x');
    expect(scoresUrlOf('https://lms.example/li/7/')).toBe('https://lms.example/li/7/scores');
  });
});
