import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type assignments, enrollments, submissions, weeks } from '../db/schema';
import { isReleased, type SubmissionHead } from './dto';

type AssignmentRow = Pick<typeof assignments.$inferSelect, 'id' | 'weekId' | 'anonymousGrading'>;

/**
 * Anonymous grading: until an essay's feedback is released, staff know its author as "Student N". N is
 * stable for the assignment and drawn from a hash of the assignment and the student, so it says
 * nothing about when they enrolled or who they are; students enrolled and those who submitted count.
 */
export async function anonymousLabels(db: Database, assignment: AssignmentRow): Promise<Map<number, string>> {
  const result = await db.execute(sql`
    select people.user_id from (
      select ${enrollments.userId} as user_id from ${enrollments}
        join ${weeks} on ${weeks.courseId} = ${enrollments.courseId}
        where ${weeks.id} = ${assignment.weekId}
      union
      select ${submissions.userId} from ${submissions} where ${submissions.assignmentId} = ${assignment.id}
    ) people
    order by md5(${assignment.id}::text || ':' || people.user_id::text), people.user_id`);
  const { rows } = result as unknown as { rows: Array<{ user_id: number }> };
  return new Map(rows.map((row, index) => [Number(row.user_id), `Student ${index + 1}`]));
}

/** Whether this essay's author is hidden from staff now: graded anonymously and not yet released. */
export const authorHidden = (assignment: Pick<AssignmentRow, 'anonymousGrading'>, essay: SubmissionHead) =>
  assignment.anonymousGrading && !isReleased(essay);

/**
 * The labels a staff answer about this assignment uses, or null when it shows names: the assignment is
 * not graded anonymously, or the names were revealed.
 */
export const labelsForStaff = (db: Database, assignment: AssignmentRow, revealed: boolean) =>
  assignment.anonymousGrading && !revealed ? anonymousLabels(db, assignment) : Promise.resolve(null);

/**
 * A name as staff may see it, with the labels of labelsForStaff: the label while the author is hidden
 * (for this essay, or for a student with no essay yet), the name itself otherwise.
 */
export function nameForStaff(
  assignment: Pick<AssignmentRow, 'anonymousGrading'>,
  labels: Map<number, string> | null,
  userId: number,
  name: string,
  essay?: SubmissionHead,
): string {
  if (!labels || (essay && !authorHidden(assignment, essay))) return name;
  return labels.get(userId) ?? 'Student';
}

/** One essay's author as staff may see them now (see nameForStaff); the labels are read only when needed. */
export async function staffNameOf(
  db: Database,
  assignment: AssignmentRow,
  essay: SubmissionHead,
  name: string,
  reveal = false,
): Promise<string> {
  if (reveal || !authorHidden(assignment, essay)) return name;
  return (await anonymousLabels(db, assignment)).get(essay.userId) ?? 'Student';
}

/** The labels of each anonymously graded assignment among these, by assignment id, for a list across assignments. */
export async function labelsOfAssignments(
  db: Database,
  assignments: readonly AssignmentRow[],
): Promise<Map<number, Map<number, string>>> {
  const anonymous = [...new Map(assignments.map((row) => [row.id, row])).values()].filter(
    (row) => row.anonymousGrading,
  );
  return new Map(
    await Promise.all(anonymous.map(async (row) => [row.id, await anonymousLabels(db, row)] as const)),
  );
}

/** The parts of a listed essay that say whose it is (essay-place ListedEssay). */
interface EssayOfList {
  submission: SubmissionHead;
  assignment: AssignmentRow;
  studentName: string;
}

/**
 * For a list of essays across assignments: each author as staff may see them now (nameForStaff), the
 * labels read once for each anonymously graded assignment among them.
 */
export async function authorNamesForStaff(
  db: Database,
  rows: readonly EssayOfList[],
): Promise<(row: EssayOfList) => string> {
  const labels = await labelsOfAssignments(
    db,
    rows.map((row) => row.assignment),
  );
  return (row) =>
    nameForStaff(
      row.assignment,
      labels.get(row.assignment.id) ?? null,
      row.submission.userId,
      row.studentName,
      row.submission,
    );
}
