import { REQUEST_TIMEOUT_MS } from '../lib/api-error-message';
import { apiBaseUrl } from './api-base-url';

/**
 * GET calls the boot sends before the store and its libraries exist (start-first-screen.ts), so that on
 * a slow phone the first screen's data arrives while the code is still being evaluated. The store's
 * base query takes such an answer when it makes the same call with the same token, instead of asking
 * again; the answer then goes through every check, cache and error path as its own would.
 *
 * An answer is taken once, and only soon after it was asked for: later, or after any write (which could
 * change what it shows), the store asks the server itself.
 */
const TAKEN_WITHIN_MS = 10_000;

interface EarlyRequest {
  authorization: string;
  response: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, EarlyRequest>();

export function startEarlyRequests(paths: readonly string[], token: string): void {
  const authorization = `Bearer ${token}`;
  for (const path of paths) {
    const url = `${apiBaseUrl()}${path}`;
    const response = fetch(url, {
      headers: { authorization },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Whoever takes the answer reports its failure; one nobody takes fails quietly.
    response.catch(() => undefined);
    early.set(url, { authorization, response, startedAt: Date.now() });
  }
}

/** The answer as the store's own request would see it: its abort (the call's timeout) still applies. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') {
    early.clear();
    return undefined;
  }
  const match = early.get(request.url);
  if (!match) return undefined;
  early.delete(request.url);
  const sameToken = request.headers.get('authorization') === match.authorization;
  if (!sameToken || Date.now() - match.startedAt > TAKEN_WITHIN_MS) return undefined;
  return abortable(match.response, request.signal);
}

/** fetchBaseQuery's fetch: the boot's answer to this very call when there is one, else the network. */
export function fetchTakingEarly(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const taken = input instanceof Request && init === undefined ? takeEarlyResponse(input) : undefined;
  return taken ?? fetch(input, init);
}
