import '@testing-library/jest-dom';
import './jsdom-gaps';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { resetDb } from '../../mocks/db';
import { toaster } from '../../src/client/components/app-toaster';
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

/**
 * React's development build records an owner stack, an `Error` with its captured trace, for each element
 * it creates (up to 10,000 a second), only to print it beside a warning. The screen tests create
 * elements by the hundred thousand and read no such stack: telling React its quota is always spent
 * leaves the warnings and their component names, and takes about a sixth off a screen test.
 */
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!reactInternals || !('recentlyCreatedOwnerStacks' in reactInternals))
  throw new Error(
    'React no longer counts its owner stacks where setup-tests.ts looks: update or remove the switch.',
  );
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => 10_000,
  set: () => undefined,
});

// A request no handler answers is a test bug, not a network failure to shrug off.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // A test's request listeners (what it records of the traffic) end with it.
  server.events.removeAllListeners();
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
