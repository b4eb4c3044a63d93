import { baseApi } from '../../api/base-api';
import { sessionExpired } from '../../api/session-events';
import type { AppStartListening } from '../../app/store';
import { loggedOut } from './auth-slice';
import { clearStoredSession } from './device-session-storage';

/** Cross-cutting reactions to the end of a session (design: one listener middleware). */
export function registerAuthListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      // Section 4: logout clears every stored value and the assignment drafts.
      clearStoredSession();
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      // An expired session is not a choice to leave: drafts stay so that no unsaved essay is lost.
      clearStoredSession(undefined, { drafts: false });
      api.dispatch(baseApi.util.resetApiState());
    },
  });
}
