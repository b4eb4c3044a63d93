import { createAction } from '@reduxjs/toolkit';

/**
 * The two session events the transport itself causes. They live beside the base query, which
 * dispatches them, and the auth slice reacts to them like to its own events.
 */
export const tokensRefreshed = createAction<{ token: string; refreshToken: string | null }>(
  'auth/tokensRefreshed',
);
export const sessionExpired = createAction('auth/sessionExpired');
