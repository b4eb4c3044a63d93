import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiCall } from './api-call-action';
import { type EventCore, eventCore } from './log-event';

/**
 * The session's past-tense events (section 4), matched by their names: the auth feature owns them,
 * and features meet only in the app layer.
 */
export const SESSION_EVENTS = {
  signedIn: 'auth/signedIn',
  loggedOut: 'auth/loggedOut',
  sessionExpired: 'auth/sessionExpired',
} as const;

/** Sign-in, sign-out (with the session's length in minutes) and session expiry. */
export function sessionEvent(action: UnknownAction): EventCore | null {
  switch (action.type) {
    case SESSION_EVENTS.signedIn:
      return eventCore({ action: 'signIn', category: 'AUTH' });
    case SESSION_EVENTS.loggedOut: {
      const minutes = (action.payload as { sessionMinutes?: unknown } | undefined)?.sessionMinutes;
      const details = Number.isInteger(minutes) ? { sessionMinutes: minutes as number } : {};
      return eventCore({ action: 'signOut', category: 'AUTH', details });
    }
    case SESSION_EVENTS.sessionExpired:
      return eventCore({ action: 'sessionExpired', category: 'AUTH' });
    default:
      return null;
  }
}

/** A refused sign-in: who tried is not recorded (the identifier never leaves the form), only why. */
export function signInFailedEvent(call: ApiCall): EventCore | null {
  if (call.endpointName !== 'login' || call.phase !== 'rejected') return null;
  return eventCore({
    action: 'signInFailed',
    category: 'AUTH',
    details: call.status !== undefined ? { status: call.status } : {},
    success: false,
    errorMessage: call.errorMessage,
  });
}
