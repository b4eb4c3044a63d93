/** A fresh Idempotency-Key: 8 to 100 characters of [A-Za-z0-9_.:-], as the contract asks. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `essay-${crypto.randomUUID()}`;
  }
  const random = () => Math.random().toString(36).slice(2, 10);
  return `essay-${Date.now().toString(36)}-${random()}${random()}`;
}
