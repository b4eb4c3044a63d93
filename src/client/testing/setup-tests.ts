import '@testing-library/jest-dom';
import './jsdom-gaps';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { resetDb } from '../../../mocks/db';
import { toaster } from '../components/app-toaster';
import { server } from './msw-server';

// Screens load their route chunk and answer through msw; on a busy two-core machine that can take
// longer than Testing Library's 1 s default. Waiting longer changes nothing a test asserts.
configure({ asyncUtilTimeout: 5000 });

/**
 * Testing Library's own message for a query that finds nothing, without printing the page into every
 * attempt that `findBy…` and `waitFor` make and throw away: a test waiting on a screen made the message,
 * the whole page as text, at each change of the DOM. The message a failed test shows still holds the
 * page: `waitFor` asks for it again, outside its attempts, when it gives up.
 */
const libraryElementError = getConfig().getElementError;
configure({
  getElementError(message, container) {
    const insideAnAttempt = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!insideAnAttempt) return libraryElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// A request no handler answers is a test bug, not a network failure to shrug off.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The toaster is one per app; a toast left from one test must not satisfy the next. Unmounting first
  // keeps its removal out of React's sight.
  cleanup();
  // Each render makes its own emotion cache, whose style tags outlive it: left in place, every test of a
  // file would match the styles of all the tests before it (jsdom computes a style by trying every rule),
  // and the tenth test of a file would run ten times the rules of the first.
  for (const tag of document.head.querySelectorAll('style[data-emotion]')) tag.remove();
  toaster.remove();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
