/**
 * The browser logging feature's one entry (the app layer and other features import only this):
 * the browser's logger and the store middleware that records calls.
 */
export { defaultLogger } from './browser-logger';
export type { ClientLogger } from './client-logger';
export { eventCore, nobody } from './log-event';
export { createLoggingMiddleware } from './logging-middleware';
