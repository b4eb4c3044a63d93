import type { AppThunk } from '../../app/store';
import { sessionInitialised } from './auth-slice';
import { loadUserData } from './load-user-data';

/**
 * Section 4: at start-up the stored tokens are checked and the user's data fetched again. The base
 * query refreshes a token close to expiry and logs out when that fails; a second caller (React's
 * strict mode, another tab of the tree) waits for the first.
 */
export const initialiseSession = (): AppThunk<Promise<void>> => (dispatch, getState, flights) =>
  flights.initialise.run(async () => {
    const { auth } = getState();
    if (auth.phase !== 'starting') return;
    if (auth.token && auth.userId !== null) await dispatch(loadUserData(auth.userId));
    // An unreachable server leaves the stored session as it was rather than signing the person out.
    if (getState().auth.phase === 'starting') dispatch(sessionInitialised({ at: Date.now() }));
  });
