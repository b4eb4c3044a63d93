import { OFFLINE_MESSAGE, submitFailureOf } from './submit-failure';

describe('submitFailureOf: what a failed submit says, and whether Retry may help', () => {
  it.each([
    ['no network', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, OFFLINE_MESSAGE, true],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, OFFLINE_MESSAGE, true],
    [
      'a server failure',
      { status: 500, data: { statusCode: 500, code: 'INTERNAL', error: 'Something went wrong.' } },
      'Something went wrong. Your draft is saved on this device.',
      true,
    ],
    [
      'a server failure without a body',
      { status: 502, data: null },
      'Your essay could not be submitted. Your draft is saved on this device.',
      true,
    ],
    [
      'a word-limit refusal',
      {
        status: 400,
        data: {
          error: 'Check the highlighted fields.',
          fields: { content_html: 'Write at least 100 words.' },
        },
      },
      'Write at least 100 words.',
      false,
    ],
    [
      'released feedback (409)',
      { status: 409, data: { error: 'Feedback has been released.' } },
      'Feedback has been released. Your draft is saved on this device.',
      false,
    ],
  ] as const)('%s', (_case, error, message, retryable) => {
    expect(submitFailureOf(error as never)).toEqual({ message, retryable });
  });
});
