import { errorMessage, type QueryError } from '../lib/api-error-message';
import { toaster } from './app-toaster';

type MutationResult = { error: unknown } | { data: unknown };

/**
 * Whether an RTK Query mutation went through. When it did not, says why in an error toast: the server's
 * sentence, else `fallback` (section 8's 'Failed to …').
 */
export function mutationSucceeded<Result extends MutationResult>(
  result: Result,
  fallback: string,
): result is Extract<Result, { data: unknown }> {
  if (!('error' in result)) return true;
  toaster.create({ type: 'error', title: errorMessage(result.error as QueryError, 'error', fallback) });
  return false;
}
