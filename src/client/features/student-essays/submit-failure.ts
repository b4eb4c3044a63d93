import { apiErrorBody, networkErrorMessage, type QueryError, statusOf } from '../../lib/api-error-message';

export interface SubmitFailure {
  message: string;
  /** Sending the same essay again may succeed: the network or the server failed, not the essay. */
  retryable: boolean;
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Your draft is saved on this device.';
const DRAFT_KEPT = 'Your draft is saved on this device.';

/** What the write page says when a submit fails; the draft always stays. */
export function submitFailureOf(error: QueryError): SubmitFailure {
  if (networkErrorMessage(error)) return { message: OFFLINE_MESSAGE, retryable: true };
  const body = apiErrorBody(error);
  // A word-limit refusal names the problem with the essay itself: sending it unchanged cannot help.
  const fieldMessage = body?.fields?.content_html;
  if (fieldMessage) return { message: fieldMessage, retryable: false };
  const status = statusOf(error);
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  const reason = body?.error?.trim() || 'Your essay could not be submitted.';
  return { message: `${reason} ${DRAFT_KEPT}`, retryable: !refused };
}
