/**
 * Section 9: calls to notifications, unread-count, health, ping and heartbeat are not logged. Nor are
 * the System Logs screen's reads: its auto-refresh would otherwise log itself every 5 s.
 */
const UNLOGGED = /(^|[-/])(notifications?|unread-count|health|ping|heartbeat)([-/]|$)/;
const LOG_SCREEN_READS = /\/admin\/logs(\/\d+)?$/;

/** 'getUnreadCount' and '/api/notifications/unread-count' alike, as lower-case words joined by dashes. */
const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function isUnloggedCall(endpointName: string, path: string | undefined, method?: string): boolean {
  if (UNLOGGED.test(kebab(endpointName))) return true;
  if (!path) return false;
  return UNLOGGED.test(path.toLowerCase()) || (method === 'GET' && LOG_SCREEN_READS.test(path));
}
