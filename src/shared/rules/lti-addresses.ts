/** Hosts that are this machine: plain http is allowed there, for trying LTI out without certificates. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * LTI's issuers, endpoints and service addresses are https addresses; plain http only on this machine.
 * Null when the address is fine, else the sentence a form shows under the field.
 */
export function addressProblem(address: string): string | null {
  if (!URL.canParse(address)) return 'Enter the full address, starting with https://.';
  const { protocol, hostname } = new URL(address);
  if (protocol === 'https:' || (protocol === 'http:' && LOOPBACK.has(hostname))) return null;
  return 'Use an https:// address.';
}

/** An origin that may frame Margin: an address with nothing after its host (and port). */
export function originProblem(origin: string): string | null {
  const problem = addressProblem(origin);
  if (problem) return problem;
  const { pathname, search, hash } = new URL(origin);
  return pathname === '/' && !search && !hash && !origin.endsWith('/')
    ? null
    : 'Enter only the scheme and host, e.g. https://school.instructure.com.';
}
