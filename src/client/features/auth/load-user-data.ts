import type { User } from '../../../shared/contract';
import type { AppThunk } from '../../app/store';
import { authApi } from './auth-api';
import { enrollmentsLoaded, userLoaded } from './auth-slice';

const fresh = { subscribe: false, forceRefetch: true } as const;

/** Section 7: GET /users/{id}, and GET /users/me when that fails (while the session still stands). */
const fetchUser =
  (userId: number): AppThunk<Promise<User | null>> =>
  async (dispatch, getState) => {
    const byId = await dispatch(authApi.endpoints.getUser.initiate(userId, fresh));
    if (byId.data) return byId.data;
    if (!getState().auth.token) return null;
    const me = await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, fresh));
    return me.data ?? null;
  };

const fetchEnrollments = (userId: number) => authApi.endpoints.getUserEnrollments.initiate(userId, fresh);

/**
 * Section 4 and 6: the user's data, and their enrollments unless they are an admin. When the session
 * already says the person is not an admin (a stored session, or the login answer) both calls go out
 * together rather than one round trip after the other; the enrollments are kept only if the user turns
 * out to be that same non-admin.
 */
export const loadUserData =
  (userId: number): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const { userRole } = getState().auth;
    const user = dispatch(fetchUser(userId));
    const early = userRole !== null && userRole !== 'admin' ? dispatch(fetchEnrollments(userId)) : null;
    const loaded = await user;
    if (!loaded) return false;
    dispatch(userLoaded(loaded));
    if (loaded.role !== 'admin') {
      const enrollments = await (early && loaded.id === userId
        ? early
        : dispatch(fetchEnrollments(loaded.id)));
      if (enrollments.data) dispatch(enrollmentsLoaded(enrollments.data));
    }
    return true;
  };
