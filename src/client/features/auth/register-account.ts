import type { MessageAnswer, RegisterBody } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { callAnonymously } from '../../api/anonymous-call';

/**
 * Registration, from the sign-in page before the data layer has loaded. Throws the call's error as a
 * store call's `unwrap()` would, so the form reads it the same way (saveOutcome).
 */
export async function registerAccount(body: RegisterBody): Promise<MessageAnswer> {
  const result = await callAnonymously<MessageAnswer>({
    url: pathTo(API_ROUTES.register),
    method: API_ROUTES.register.method,
    body,
  });
  if (result.error) throw result.error;
  return result.data;
}
