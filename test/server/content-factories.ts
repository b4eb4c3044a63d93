import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { assignments, lessons, submissions, weeks } from '../../src/server/db/schema';

let weekCounter = 0;

/** A week with one lesson and one essay assignment in a course. */
export async function createWeekWithContent(
  db: Database,
  courseId: number,
  limits: { minWords?: number | null; maxWords?: number | null; dueAt?: Date | null } = {},
) {
  weekCounter += 1;
  const [week] = await db
    .insert(weeks)
    .values({ courseId, weekNumber: weekCounter, title: `Week title ${weekCounter}` })
    .returning();
  const [lesson] = await db
    .insert(lessons)
    .values({ weekId: week.id, title: 'Claims', contentHtml: '<p>A claim is arguable.</p>', position: 0 })
    .returning();
  const [assignment] = await db
    .insert(assignments)
    .values({
      weekId: week.id,
      title: `Essay ${weekCounter}`,
      instructionsHtml: '<p>Argue a position.</p>',
      minWords: limits.minWords ?? null,
      maxWords: limits.maxWords ?? null,
      dueAt: limits.dueAt ?? null,
    })
    .returning();
  return { week, lesson, assignment };
}

/** What the instructor's release writes: a grade and feedback the student may now see. */
export async function releaseGrade(
  db: Database,
  submissionId: number,
  grade: number,
  feedback = 'Well argued.',
) {
  await db
    .update(submissions)
    .set({ grade, feedback, status: 'graded', gradedAt: new Date(), isApproved: true })
    .where(eq(submissions.id, submissionId));
}

/** Feedback the engine drafted but nobody released yet (section 4: hidden from the student). */
export async function draftFeedback(db: Database, submissionId: number) {
  await db
    .update(submissions)
    .set({ suggestedGrade: 77, feedback: 'Draft feedback', grade: 77, feedbackGeneratedAt: new Date() })
    .where(eq(submissions.id, submissionId));
}
