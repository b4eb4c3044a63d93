/** A platform service call may take this long before Margin gives up on it. */
export const SERVICE_TIMEOUT_MS = 10_000;
/** The most of an answer Margin reads: a page of 100 members stays well below it. */
export const SERVICE_ANSWER_MAX_BYTES = 1024 * 1024;
/** What of a refusal is kept and shown: enough for the platform's reason, never a whole page. */
export const REFUSAL_MAX_LENGTH = 500;

/** A platform answered with an error, or not in time; `status` is the HTTP status when it answered. */
export class ServiceCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The answer's body, read up to the bound: a platform cannot make Margin hold more than that. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ServiceCallError(`the platform's answer is larger than ${maxBytes} bytes`, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ServiceAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One call to a platform: bounded in time and in what is read back. An answer outside 2xx is an error
 * that carries the platform's own words, cut short, for the instructor to read.
 */
export async function callService(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
    timeoutMs?: number;
  },
): Promise<ServiceAnswer> {
  const { timeoutMs = SERVICE_TIMEOUT_MS, ...request } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...request, signal, redirect: 'error' });
    // The time limit covers the whole answer, not only its first bytes.
    text = await boundedText(response, SERVICE_ANSWER_MAX_BYTES);
  } catch (error) {
    if (error instanceof ServiceCallError) throw error;
    const reason = timeout.aborted ? `no answer within ${timeoutMs / 1000} s` : 'unreachable';
    throw new ServiceCallError(`${new URL(url).host}: ${reason}`, null, { cause: error });
  }
  if (!response.ok) {
    const said = text.replace(/\s+/g, ' ').trim();
    throw new ServiceCallError(
      `HTTP ${response.status}${said ? `: ${said}` : ''}`.slice(0, REFUSAL_MAX_LENGTH),
      response.status,
    );
  }
  return { status: response.status, headers: response.headers, text };
}

/** The JSON of an answer, or an error saying the platform's answer was not JSON. */
export function jsonOf<T>(answer: ServiceAnswer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new ServiceCallError('the platform answered with something other than JSON', answer.status);
  }
}
