import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/contract';

/** How long a call may take before it counts as failed (section 8: 'timeout of N ms exceeded'). */
export const REQUEST_TIMEOUT_MS = 15_000;

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call (a number), or what kept it from being answered ('FETCH_ERROR', …). */
export const statusOf = (error: QueryError) => (error && 'status' in error ? error.status : undefined);

/** Section 8: how a failure to reach the server reads, whatever the transport said. */
export function networkErrorMessage(error: QueryError, timeoutMs = REQUEST_TIMEOUT_MS): string | null {
  if (!error || !('status' in error)) return null;
  if (error.status === 'TIMEOUT_ERROR') return `timeout of ${timeoutMs} ms exceeded`;
  if (error.status === 'FETCH_ERROR') {
    return /abort/i.test(error.error) ? 'Request aborted' : 'Network Error';
  }
  return null;
}

export function apiErrorBody(error: QueryError): Partial<ApiError> | null {
  if (!error || !('status' in error) || typeof error.status !== 'number') return null;
  const data = error.data;
  return data && typeof data === 'object' ? (data as Partial<ApiError>) : null;
}

/**
 * Picks the sentence a person reads (section 8): the network message, else the server's chosen field
 * (`detail` for sign-in, `error` for profile and password), else the screen's own fallback.
 */
export function errorMessage(
  error: QueryError,
  field: 'detail' | 'error',
  fallback: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
): string {
  const network = networkErrorMessage(error, timeoutMs);
  if (network) return network;
  const text = apiErrorBody(error)?.[field];
  return typeof text === 'string' && text.trim() ? text : fallback;
}

export function fieldErrors(error: QueryError): Record<string, string> {
  return apiErrorBody(error)?.fields ?? {};
}
