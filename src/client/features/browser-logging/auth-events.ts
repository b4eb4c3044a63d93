import type { UnknownAction } from '@reduxjs/toolkit';
import { type ApiCall, failedCallMessage } from './api-call-action';
import { type EventCore, eventCore } from './log-event';

/**
 * The session's past-tense events (section 4), matched by their names: the auth feature owns them,
 * and features meet only in the app layer.
 */
export const SESSION_EVENTS = {
  signedIn: 'auth/signedIn',
  loggedOut: 'auth/loggedOut',
  sessionExpired: 'auth/sessionExpired',
  signInRefused: 'auth/signInRefused',
} as const;

/** A refused sign-in: who tried is not recorded (the identifier never leaves the form), only why. */
function signInFailed(status: unknown, errorMessage: string): EventCore {
  return eventCore({
    action: 'signInFailed',
    category: 'AUTH',
    details: typeof status === 'number' ? { status } : {},
    success: false,
    errorMessage,
  });
}

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
    // Told by the sign-in page, whose calls go out before the store exists (sign-in-then-start-app.ts).
    case SESSION_EVENTS.signInRefused: {
      const failure = action.payload as { status?: unknown } | undefined;
      return signInFailed(failure?.status, failedCallMessage(failure));
    }
    default:
      return null;
  }
}

/** A sign-in the store's login call was refused. */
export function signInFailedEvent(call: ApiCall): EventCore | null {
  if (call.endpointName !== 'login' || call.phase !== 'rejected') return null;
  return signInFailed(call.status, call.errorMessage ?? 'Request failed');
}
