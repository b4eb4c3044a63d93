import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the balancer passed it on: which upstream (by index) got it, and what came back. */
export interface Routed {
  method: string;
  path: string;
  upstream: number;
  /** The upstream's status, or 502 when it could not be reached or died before answering. */
  status: number;
}

export interface RoundRobinProxy {
  baseUrl: string;
  /** Every request so far, in the order it arrived. */
  routed: Routed[];
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110, section 7.6.1) describe one connection and never travel further.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

const badGateway = JSON.stringify({
  statusCode: 502,
  code: 'BAD_GATEWAY',
  error: 'Bad gateway',
  detail: 'The server behind the load balancer did not answer.',
});

/**
 * A load balancer in front of several server copies: each request goes to the next upstream in turn,
 * with its method, path, headers and body, and the client's address appended to X-Forwarded-For.
 *
 * A failed upstream is answered 502 (or, once its answer has begun, with a cut connection), never
 * retried on another copy: a request that has left for a server may have been stored before the server
 * died, and only the client, which holds the Idempotency-Key, can safely send it again. That is what
 * common balancers do for POST too, and it keeps every failure visible to the test's clients.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const routed: Routed[] = [];
  let turn = 0;

  const server = http.createServer((request, response) => {
    const upstream = turn++ % upstreams.length;
    const record: Routed = { method: request.method ?? '', path: request.url ?? '', upstream, status: 502 };
    routed.push(record);
    const target = new URL(request.url ?? '/', upstreams[upstream]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    // A fresh connection each time: a kept-alive one the upstream just closed would fail a request it never saw.
    const outbound = http.request(target, {
      method: request.method,
      headers: { ...endToEnd(request.headers), 'x-forwarded-for': forwardedFor },
      agent: false,
    });
    outbound.on('response', (answer) => {
      record.status = answer.statusCode ?? 502;
      response.writeHead(record.status, endToEnd(answer.headers));
      answer.pipe(response);
      // An upstream that dies half-way through its answer leaves the client with a cut connection.
      answer.on('close', () => {
        if (!answer.complete) response.destroy();
      });
    });
    outbound.on('error', () => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(badGateway);
    });
    request.on('error', () => outbound.destroy());
    request.pipe(outbound);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    routed,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
