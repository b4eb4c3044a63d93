/** The name of the unique constraint a write broke, or undefined; drizzle wraps driver errors in `cause`. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return current.constraint ?? 'unknown';
    current = current.cause as typeof current;
  }
  return undefined;
}

// Socket failures, and PostgreSQL going away: SQLSTATE class 08 (connection exception) and 57P01-57P03
// (shut down by an administrator, after a crash, or not accepting connections yet).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres names a dropped or unobtainable connection in its message alone.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** Whether a failure means the database cannot be reached right now, so retrying later may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}
