import '@testing-library/jest-dom';
import './jsdom-gaps';
import { cleanup } from '@testing-library/react';
import { resetDb } from '../../../mocks/db';
import { toaster } from '../components/app-toaster';
import { server } from './msw-server';

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
