/**
 * A class list pasted or uploaded as CSV: one student a row, `email, display_name`, a header row
 * optional. The whole file is refused past these bounds, before any row is looked at.
 */
export const ROSTER_MAX_ROWS = 1000;
/** About 200 characters a row at the most rows: far more than an address and a name need. */
export const ROSTER_MAX_CHARACTERS = 200_000;

export interface RosterResult {
  enrolled: number;
  invited: number;
  skipped: number;
  errors: { line: number; message: string }[];
}

/** "28 enrolled, 2 invited, 1 skipped": what an import did, in the order a teacher reads it. */
export function rosterSummary({ enrolled, invited, skipped }: RosterResult): string {
  return `${enrolled} enrolled, ${invited} invited, ${skipped} skipped`;
}
