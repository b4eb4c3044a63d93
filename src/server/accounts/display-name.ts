import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { cleanDisplayName, displayNameProblem } from '../../shared/rules/account';
import { users } from '../db/schema';
import { HttpError } from '../errors';

/**
 * The name a person is shown by, in a query: the display name they gave, or their username until they
 * give one (rules/account `shownName` says the same in the browser).
 */
export const displayNameColumn = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username})`;

/** The same for a row already read. */
export const displayNameOf = (row: { username: string; displayName: string }) =>
  row.displayName.trim() || row.username;

/**
 * A display name as sent, made ready to store (control characters dropped, spaces made one), or a 400
 * with the field's sentence when nothing of it is left; undefined when none was sent.
 */
export function displayNameToStore(sent: string | undefined): string | undefined {
  if (sent === undefined) return undefined;
  const cleaned = cleanDisplayName(sent);
  const problem = displayNameProblem(cleaned);
  if (problem) {
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', problem, {
      display_name: problem,
    });
  }
  return cleaned;
}
