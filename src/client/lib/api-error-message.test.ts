import { errorMessage, type QueryError, REQUEST_TIMEOUT_MS } from './api-error-message';

const server = (status: number, data: unknown): QueryError => ({ status, data });

describe('the sentence a failed call shows (section 8)', () => {
  it.each<[string, QueryError, 'detail' | 'error', string]>([
    [
      'a fetch that never reached the server',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      'detail',
      'Network Error',
    ],
    [
      'a call cut short by its timeout',
      { status: 'TIMEOUT_ERROR', error: 'TimeoutError' },
      'error',
      `timeout of ${REQUEST_TIMEOUT_MS} ms exceeded`,
    ],
    [
      'a call aborted on purpose',
      { status: 'FETCH_ERROR', error: 'AbortError: signal is aborted' },
      'error',
      'Request aborted',
    ],
    [
      'sign-in: the server detail',
      server(429, {
        error: 'Too many requests',
        detail: 'Too many sign-in attempts. Try again in a minute.',
      }),
      'detail',
      'Too many sign-in attempts. Try again in a minute.',
    ],
    ['sign-in: no detail', server(401, { error: 'Invalid credentials' }), 'detail', 'Fallback'],
    [
      'profile: the server error field',
      server(400, { error: 'Current password is incorrect.' }),
      'error',
      'Current password is incorrect.',
    ],
    [
      'an answer that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway', error: 'SyntaxError' },
      'error',
      'Fallback',
    ],
    ['a blank sentence', server(400, { error: '  ' }), 'error', 'Fallback'],
  ])('%s', (_case, error, field, expected) => {
    expect(errorMessage(error, field, 'Fallback')).toBe(expected);
  });
});
