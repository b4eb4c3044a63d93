/** Section 9: the browser's log buffer and how it is sent. */
export const LOG_BUFFER_MAX = 500;
export const LOG_BATCH_SIZE = 25;
export const LOG_FLUSH_INTERVAL_MS = 3000;
export const LOG_MIN_FLUSH_GAP_MS = 250;

/** Section 9: what is kept in the browser's own storage. */
export const FAILED_EVENTS_MAX = 100;
export const LOCAL_BATCHES_MAX = 10;
export const DAILY_LOG_MAX_ENTRIES = 5000;
export const DAILY_LOG_DAYS = 5;

export { SLOW_CALL_MS } from '../../../shared/contract/logs';
