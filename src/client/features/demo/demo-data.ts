import { db, resetDb } from '../../../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../../../mocks/fixtures/grading';
import { seedRevision, TEST_REVISION_PLACE } from '../../../../mocks/fixtures/revisions';
import { DEMO_RUBRIC } from '../../../../mocks/fixtures/rubrics';

/** The essay whose released feedback the demo student reads (second assignment of Essay Writing 101). */
export const DEMO_FEEDBACK_ASSIGNMENT_ID = 501;
/** The essay the demo student handed in last, which the instructor is reviewing. */
export const DEMO_REVIEW_ASSIGNMENT_ID = 500;
export const DEMO_GRADING = { assignmentId: 500, submissionId: READY_SUBMISSION_ID };

/**
 * Starts the demo from the same data every time (nothing a visitor does is kept): the base fixtures,
 * three essays at every stage of review, and one essay the student revised after its feedback.
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
    allow_revisions: true,
    max_versions: 3,
    anonymous_grading: false,
    created_at: '2026-01-04T09:00:00.000Z',
    updated_at: '2026-01-04T09:00:00.000Z',
  });
  // The student revised it after the feedback: version 2 is released too, with the comments of version 1
  // it still deserves on its text and those it answered.
  const revised = seedRevision(db, {
    released: true,
    place: { ...TEST_REVISION_PLACE, assignmentId: DEMO_FEEDBACK_ASSIGNMENT_ID },
  });
  const first = db.submissions.find(
    (row) => row.assignment_id === revised.assignment_id && row.version === 1,
  )!;
  // Both essays are graded by the persuasive essay's rubric: the instructor scores one, the student
  // reads their levels on the other.
  db.rubrics.set(DEMO_REVIEW_ASSIGNMENT_ID, DEMO_RUBRIC);
  db.rubrics.set(DEMO_FEEDBACK_ASSIGNMENT_ID, DEMO_RUBRIC);
  // Version 2 did better on the evidence and the conventions it was told about.
  const levelsOf = (better: number[]) =>
    DEMO_RUBRIC.criteria.map((criterion, index) => ({
      criterion_id: criterion.id,
      level_id: criterion.levels[index === 1 ? 2 : 1].id - (better.includes(index) ? 1 : 0),
      comment: index === 1 ? 'Name the source of the survey so a reader can check it.' : '',
    }));
  db.rubricScores.set(first.id, levelsOf([]));
  db.rubricScores.set(revised.id, levelsOf([1, 4]));
}
