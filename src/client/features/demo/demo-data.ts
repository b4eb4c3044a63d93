import { db, resetDb } from '../../../../mocks/db';
import { seedReleasedFeedback } from '../../../../mocks/fixtures/feedback';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { DEMO_RUBRIC } from '../../../../mocks/fixtures/rubrics';

/** The essay whose released feedback the demo student reads (second assignment of Essay Writing 101). */
export const DEMO_FEEDBACK_ASSIGNMENT_ID = 501;
/** The essay the demo student handed in last, which the instructor is reviewing. */
export const DEMO_REVIEW_ASSIGNMENT_ID = 500;
export const DEMO_GRADING = { assignmentId: 500, submissionId: READY_SUBMISSION_ID };

/**
 * Starts the demo from the same data every time (nothing a visitor does is kept): the base fixtures,
 * three essays at every stage of review, and one essay whose feedback the student has received.
 */
export function resetDemoData(): void {
  resetDb();
  seedGradingScenario(db);
  db.assignments.push({
    id: DEMO_FEEDBACK_ASSIGNMENT_ID,
    week_id: 101,
    title: 'Body paragraphs',
    instructions_html: '<p>Argue for a change in your school, one reason to a paragraph.</p>',
    due_at: '2026-01-19T17:00:00.000Z',
    min_words: 150,
    max_words: 600,
    allow_revisions: false,
    max_versions: 1,
    created_at: '2026-01-04T09:00:00.000Z',
    updated_at: '2026-01-04T09:00:00.000Z',
  });
  const released = seedReleasedFeedback(db, { submission: { assignment_id: DEMO_FEEDBACK_ASSIGNMENT_ID } });
  // Both essays are graded by the persuasive essay's rubric: the instructor scores one, the student
  // reads their levels on the other.
  db.rubrics.set(DEMO_REVIEW_ASSIGNMENT_ID, DEMO_RUBRIC);
  db.rubrics.set(DEMO_FEEDBACK_ASSIGNMENT_ID, DEMO_RUBRIC);
  db.rubricScores.set(
    released.id,
    DEMO_RUBRIC.criteria.map((criterion, index) => ({
      criterion_id: criterion.id,
      level_id: criterion.levels[index === 1 ? 2 : 1].id,
      comment: index === 1 ? 'Name the source of the survey so a reader can check it.' : '',
    })),
  );
}
