import '@testing-library/jest-dom';
import './jsdom-gaps';
import { cleanup, configure } from '@testing-library/react';
import { resetDb } from '../../../mocks/db';
import { toaster } from '../components/app-toaster';
import { server } from './msw-server';

// Screens load their route chunk and answer through msw; on a busy two-core machine that can take
// longer than Testing Library's 1 s default. Waiting longer changes nothing a test asserts.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers is a test bug, not a network failure to shrug off.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The toaster is one per app; a toast left from one test must not satisfy the next. Unmounting first
  // keeps its removal out of React's sight.
  cleanup();
  toaster.remove();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
