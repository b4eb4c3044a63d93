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

/** Section 4 and 6: the user's data, then their enrollments unless they are an admin. */
export const loadUserData =
  (userId: number): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const user = await dispatch(fetchUser(userId));
    if (!user) return false;
    dispatch(userLoaded(user));
    if (user.role !== 'admin') {
      const enrollments = await dispatch(authApi.endpoints.getUserEnrollments.initiate(user.id, fresh));
      if (enrollments.data) dispatch(enrollmentsLoaded(enrollments.data));
    }
    return true;
  };
