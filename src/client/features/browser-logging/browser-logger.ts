import { APP_VERSION } from '../../app/app-info';
import { ClientLogger, type PageFacts } from './client-logger';
import { fetchLegacySend, LegacyAnalytics, legacyAnalyticsEnabled } from './legacy-analytics';
import { LocalLogStore } from './local-log-store';
import { fetchTransport, type LogTransport } from './log-transport';

/** Section 3's pageUrl without its query string or fragment, which may carry tokens or search terms. */
const currentPage = (): PageFacts => ({
  pageUrl: `${window.location.origin}${window.location.pathname}`,
  browserInfo: navigator.userAgent.slice(0, 500),
});

/** The logger of the running application: sends with fetch, keeps its copies in localStorage. */
export function createBrowserLogger(transport: LogTransport = fetchTransport()): ClientLogger {
  const logger = new ClientLogger({
    transport,
    store: new LocalLogStore(window.localStorage),
    page: currentPage,
    legacy: legacyAnalyticsEnabled()
      ? new LegacyAnalytics({ send: fetchLegacySend(), appVersion: APP_VERSION })
      : undefined,
  });
  // A last flush while the page can still send (section 9), e.g. on closing the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') logger.drain({ keepalive: true });
  });
  return logger;
}

/**
 * The logger a store gets unless it is handed one. Jest builds many short-lived stores; there they log
 * nothing unless a test hands one a logger, so no stray batch reaches a test's network.
 */
export function defaultLogger(): ClientLogger | null {
  if (process.env.NODE_ENV === 'test') return null;
  try {
    return createBrowserLogger();
  } catch {
    // A browser that refuses localStorage (some private modes) still runs the application, unlogged.
    return null;
  }
}
