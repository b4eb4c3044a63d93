import { jwtDecode } from 'jwt-decode';
import { http, passthrough } from 'msw';
import { handlers } from '../../../../mocks/handlers';
import { apiError } from '../../../../mocks/handlers/respond';

/** What answers the demo's requests: the service worker in the browser, msw's node server in tests. */
export interface DemoNetwork {
  start: () => Promise<void>;
  stop: () => void;
}

/** The demo's stores sign their requests with the mock server's unsigned tokens (alg 'none'). */
export function isDemoRequest(request: Request): boolean {
  const header = request.headers.get('authorization') ?? '';
  if (!header.startsWith('Bearer ')) return false;
  try {
    return jwtDecode<{ alg?: string }>(header.slice(7), { header: true }).alg === 'none';
  } catch {
    return false;
  }
}

/**
 * The mock handlers, fenced: a request from the product itself (the signed-in session restoring or
 * refreshing in the same tab) goes to the real server untouched, and a demo request that no handler
 * knows is refused as not found rather than sent to the real server.
 */
export const demoHandlers = [
  http.all('*/api/*', ({ request }) => (isDemoRequest(request) ? undefined : passthrough())),
  ...handlers,
  http.all('*/api/*', () => apiError(404, 'NOT_IN_DEMO', 'This is not part of the demo.')),
];
