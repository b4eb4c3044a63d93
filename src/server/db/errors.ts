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
