/** Keys whose values must never reach Redux DevTools or a log (design: developers inspect state there). */
const SECRET_KEYS = new Set(
  [
    'token',
    'access_token',
    'refresh_token',
    'refreshtoken',
    'accesstoken',
    'password',
    'current_password',
    'new_password',
    'authorization',
    'return_token',
  ].map((key) => key.toLowerCase()),
);

export const REDACTED = '[redacted]';

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

/** Copies a value, replacing every secret at any depth; the original is left untouched. */
export function redactSecrets<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, seen)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) && item != null ? REDACTED : redactSecrets(item, seen);
  }
  return copy as T;
}
