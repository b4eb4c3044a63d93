import { errorMessage, fieldErrors, type QueryError } from './api-error-message';

/** What a form shows after a failed save: one sentence above it and the server's reasons per field. */
export type SaveOutcome = { message: string; fields: Record<string, string> } | null;

/**
 * Runs a mutation's `unwrap()` and turns a rejection into the form's outcome, so every admin form
 * reads the server's `error` (section 8's style) and `fields` the same way.
 */
export async function saveOutcome(run: () => Promise<unknown>, fallback: string): Promise<SaveOutcome> {
  try {
    await run();
    return null;
  } catch (error) {
    return {
      message: errorMessage(error as QueryError, 'error', fallback),
      fields: fieldErrors(error as QueryError),
    };
  }
}

/** The thunks answer `{ ok, message, fields? }`; forms read every failure as a SaveOutcome. */
export function outcomeOf(
  result: { ok: true } | { ok: false; message: string; fields?: Record<string, string> },
): SaveOutcome {
  return result.ok ? null : { message: result.message, fields: result.fields ?? {} };
}
