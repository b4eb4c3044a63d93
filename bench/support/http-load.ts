import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first few failures, as "status path" or the socket error, for the report. */
  errorSamples: string[];
  /** Milliseconds of every request in the measured window, in completion order. */
  latencies: number[];
  seconds: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests in flight at once: each connection sends its next request when the last one answers. */
  connections: number;
  durationMs: number;
  /** Requests before the measured window start, so connections and caches are warm. */
  warmUpMs: number;
}

/** One GET on a kept-alive connection; resolves with its status once the whole body has arrived. */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A closed-loop load generator: `connections` loops, each sending one GET and the next as soon as the
 * answer is complete, over kept-alive connections (node:http's Agent). Throughput is what the server
 * sustains at that concurrency; latency includes the time a request waits for the server's event loop.
 */
export async function hammer(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const headers = options.headers ?? {};
  const result: LoadResult = { requests: 0, errors: 0, errorSamples: [], latencies: [], seconds: 0 };
  const warmUntil = performance.now() + options.warmUpMs;
  const endAt = warmUntil + options.durationMs;
  const failed = (what: string) => {
    result.errors += 1;
    if (result.errorSamples.length < 5) result.errorSamples.push(what);
  };
  const loop = async () => {
    while (performance.now() < endAt) {
      const started = performance.now();
      let status = 0;
      try {
        status = await get(agent, url, headers);
      } catch (error) {
        failed(`${(error as Error).message} ${url.pathname}`);
        // A refused connection fails at once; pausing keeps a dead server from spinning this loop.
        await sleep(20);
        continue;
      }
      if (started < warmUntil) continue;
      result.requests += 1;
      result.latencies.push(performance.now() - started);
      if (status < 200 || status >= 300) failed(`${status} ${url.pathname}`);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  result.seconds = options.durationMs / 1000;
  agent.destroy();
  return result;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** One JSON call on a kept-alive connection of `agent`; resolves with the status and parsed body. */
export function callOnAgent(
  agent: Agent,
  method: string,
  url: URL,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: text });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
