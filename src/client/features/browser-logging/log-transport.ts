import type { ClientLogEvent } from '../../../shared/contract/logs';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { apiBaseUrl } from '../../api/api-base-url';

/** 'refused': the server will never take these events (400); 'failed': it may later (network, 401, 429, 5xx). */
export type SendOutcome = 'sent' | 'refused' | 'failed';

export interface LogTransport {
  send(events: ClientLogEvent[], options: { token: string; keepalive: boolean }): Promise<SendOutcome>;
}

export const INGEST_PATH = pathTo(API_ROUTES.ingestLogs);

/**
 * Section 7: POST /admin/logs/ingest/batch with the Bearer token in its header, never in the body or the
 * address. `keepalive` lets the last batch leave while the page is being hidden or closed.
 */
export function fetchTransport(url: () => string = () => `${apiBaseUrl()}${INGEST_PATH}`): LogTransport {
  return {
    async send(events, { token, keepalive }) {
      try {
        const response = await fetch(url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(events),
          keepalive,
        });
        if (response.ok) return 'sent';
        return response.status === 400 ? 'refused' : 'failed';
      } catch {
        // Section 8: log sync failures are silently ignored; the events are kept as failed.
        return 'failed';
      }
    },
  };
}
