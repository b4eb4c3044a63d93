import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isAction } from '@reduxjs/toolkit';
import { type ApiCall, apiCallOf } from './api-call-action';
import { outcomeEvent, performanceEvent } from './api-call-events';
import { SESSION_EVENTS, sessionEvent, signInFailedEvent } from './auth-events';
import type { ClientLogger, Credentials } from './client-logger';
import { type EventCore, type Identity, nobody } from './log-event';
import { isUnloggedCall } from './unlogged-calls';

interface SessionState {
  auth: { token: string | null; userId: number | null; username: string | null; userRole: string | null };
}

const identityOf = ({ auth }: SessionState): Identity =>
  auth.userId === null ? nobody : { userId: auth.userId, username: auth.username, userRole: auth.userRole };

const credentialsOf = ({ auth }: SessionState): Credentials | null =>
  auth.token && auth.userId !== null ? { token: auth.token, userId: auth.userId } : null;

/** The events one finished call makes: its duration, and what it changed or why it failed. */
function callEvents(call: ApiCall, duration: number | undefined): EventCore[] {
  if (call.cancelled || isUnloggedCall(call.endpointName, call.path, call.method)) return [];
  const events: EventCore[] = duration === undefined ? [] : [performanceEvent(call, duration)];
  const outcome = signInFailedEvent(call) ?? outcomeEvent(call);
  if (outcome) events.push(outcome);
  return events;
}

/**
 * Turns the store's meaningful actions into section 3's client log events: the session's events (AUTH),
 * changes made through the API (COURSE_MANAGEMENT, ASSIGNMENT_MANAGEMENT), failed calls (ERROR) and
 * every call's duration (PERFORMANCE). Logging never gets in the way: a mistake here is swallowed.
 */
export function createLoggingMiddleware(logger: ClientLogger): Middleware<object, SessionState> {
  return (store) => {
    logger.connect(() => credentialsOf(store.getState()));
    const startedAt = new Map<string, number>();
    return (next) => (action) => {
      const before = store.getState();
      const result = next(action);
      if (!isAction(action)) return result;
      try {
        const after = store.getState();
        if (action.type === SESSION_EVENTS.signedIn) logger.renewSession();
        const session = sessionEvent(action as UnknownAction);
        // Sign-out is told as the person who left; everything else as whoever is signed in now.
        if (session)
          logger.record(session, identityOf(action.type === SESSION_EVENTS.signedIn ? after : before));
        if (action.type === SESSION_EVENTS.loggedOut)
          logger.drain({ keepalive: false, credentials: credentialsOf(before) });
        const call = apiCallOf(action as UnknownAction);
        if (call?.phase === 'pending') startedAt.set(call.requestId, logger.now());
        else if (call) {
          const started = startedAt.get(call.requestId);
          startedAt.delete(call.requestId);
          const duration = started === undefined ? undefined : logger.now() - started;
          for (const event of callEvents(call, duration)) logger.record(event, identityOf(after));
        }
      } catch {
        // Section 8: logging problems are silently ignored.
      }
      return result;
    };
  };
}
