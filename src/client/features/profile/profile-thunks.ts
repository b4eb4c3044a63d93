import type { PasswordBody, User } from '../../../shared/contract';
import { profileUpdated } from '../../app/session';
import type { AppThunk } from '../../app/store';
import { errorMessage, fieldErrors } from '../../lib/api-error-message';
import { profileApi } from './profile-api';

export type ProfileResult =
  /** `pendingEmail`: a new address that becomes the account's only once its e-mailed link is opened. */
  | { ok: true; user: User; pendingEmail: string | null }
  | { ok: false; message: string; fields: Record<string, string> };
export type PasswordResult = { ok: true } | { ok: false; message: string };

/** Section 8: said before any call when there is no session to act for. */
export const NOT_AUTHENTICATED = 'User not authenticated';

/** Section 5: the update sends username and e-mail, the current e-mail when none was given. */
export const saveProfile =
  (changes: { username: string; email: string; display_name?: string }): AppThunk<Promise<ProfileResult>> =>
  async (dispatch, getState) => {
    const { token, userId, email: currentEmail } = getState().auth;
    if (!token || userId === null) return { ok: false, message: NOT_AUTHENTICATED, fields: {} };
    const body = {
      username: changes.username.trim(),
      email: changes.email.trim() || (currentEmail ?? ''),
      ...(changes.display_name?.trim() ? { display_name: changes.display_name.trim() } : {}),
    };
    const result = await dispatch(profileApi.endpoints.updateProfile.initiate(body, { track: false }));
    if (result.error) {
      const message = errorMessage(result.error, 'error', 'Failed to update profile');
      return { ok: false, message, fields: fieldErrors(result.error) };
    }
    const { pending_email, ...user } = result.data;
    dispatch(profileUpdated(user));
    return { ok: true, user, pendingEmail: pending_email ?? null };
  };

/** Section 8: the server's `error`, else 'Failed to change password'. */
export const changePassword =
  (body: PasswordBody): AppThunk<Promise<PasswordResult>> =>
  async (dispatch, getState) => {
    const { token, userId } = getState().auth;
    if (!token || userId === null) return { ok: false, message: NOT_AUTHENTICATED };
    const result = await dispatch(profileApi.endpoints.changePassword.initiate(body, { track: false }));
    if (result.error)
      return { ok: false, message: errorMessage(result.error, 'error', 'Failed to change password') };
    return { ok: true };
  };
