import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { REQUEST_TIMEOUT_MS } from '../lib/api-error-message';
import { apiBaseUrl } from './api-base-url';

export type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

export interface AnonymousCall {
  url: string;
  method: 'POST';
  body?: unknown;
}

function failureOf(error: unknown, timedOut: boolean): CallResult<never> {
  const text = String(error);
  return {
    error: timedOut ? { status: 'TIMEOUT_ERROR', error: text } : { status: 'FETCH_ERROR', error: text },
  };
}

/**
 * A call made without a session and without the store: the sign-in page loads before the data layer
 * (sign-in-main.tsx), whose fetchBaseQuery would bring Redux Toolkit with it. The answer has that
 * query's shape, failures included, so the same readers turn it into a sentence ('Network Error', the
 * timeout sentence, the server's detail).
 */
export async function callAnonymously<T>({ url, method, body }: AnonymousCall): Promise<CallResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${apiBaseUrl()}${url}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (error) {
      if (response.ok)
        return {
          error: {
            status: 'PARSING_ERROR',
            originalStatus: response.status,
            data: text,
            error: String(error),
          },
        };
      data = text;
    }
    return response.ok ? { data: data as T } : { error: { status: response.status, data } };
  } catch (error) {
    return failureOf(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
