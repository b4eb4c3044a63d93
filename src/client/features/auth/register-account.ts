import type { MessageAnswer, RegisterBody } from '../../../shared/contract';
import { API_ROUTES, callOf } from '../../../shared/contract/routes';
import { callAnonymously } from '../../api/anonymous-call';

/**
 * Registration, from the sign-in page before the data layer has loaded. Throws the call's error as a
 * store call's `unwrap()` would, so the form reads it the same way (saveOutcome).
 */
export async function registerAccount(body: RegisterBody): Promise<MessageAnswer> {
  const result = await callAnonymously<MessageAnswer>(callOf(API_ROUTES.register, {}, body));
  if (result.error) throw result.error;
  return result.data;
}
