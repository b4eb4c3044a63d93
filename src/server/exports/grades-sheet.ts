import type { RubricScore } from '../../shared/contract/rubrics';
import { isReleasedToStudent } from '../../shared/rules/release';
import { rubricPoints } from '../../shared/rules/rubric-grade';
import { scoresOf } from '../../shared/rules/rubric-scores';
import type { Database } from '../db/client';
import { acceptedCommentsBySubmission } from '../feedback/item-store';
import { type LatestEssayRow, latestEssaysAfter } from '../submissions/latest-essays';
import { type ExportScope, pagedSheet } from './pages';
import type { SheetColumn } from './sheet';

type GradeRow = LatestEssayRow & {
  released: boolean;
  comments: string[];
  /** One per criterion of the rubric, read once for both rubric columns. */
  scores: RubricScore[];
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

const isReleased = (row: LatestEssayRow) =>
  isReleasedToStudent({
    grade: row.grade,
    feedback: row.feedback,
    status: row.status,
    graded_at: iso(row.gradedAt),
    feedback_generated_at: iso(row.feedbackGeneratedAt),
    is_approved: row.isApproved,
    saved: row.saved,
  });

// An unreleased grade and feedback are still a draft (section 4), so they read as blank, not final.
const ifReleased = <T>(row: GradeRow, value: T) => (row.released ? value : null);

/** Each criterion on a line: "Claim: Exemplary, 4 of 4", or "not scored". */
function rubricLines(row: GradeRow): string | null {
  if (!row.rubric) return null;
  const scores = row.scores;
  return row.rubric.criteria
    .map((criterion, index) => {
      const level = criterion.levels.find((candidate) => candidate.id === scores[index].level_id);
      const scored = level ? `${level.title}, ${level.points} of ${criterion.points}` : 'not scored';
      return `${criterion.title}: ${scored}`;
    })
    .join('\n');
}

function rubricPointsOf(row: GradeRow): string | null {
  if (!row.rubric) return null;
  const earned = row.scores.reduce((sum, score) => sum + (score.points ?? 0), 0);
  return `${earned} of ${rubricPoints(row.rubric)}`;
}

const columns: SheetColumn<GradeRow>[] = [
  { header: 'Course', width: 30, value: (row) => row.courseTitle },
  { header: 'Week', width: 7, value: (row) => row.weekNumber },
  { header: 'Assignment', width: 32, value: (row) => row.assignmentTitle },
  { header: 'Student', width: 28, value: (row) => row.displayName },
  { header: 'Username', width: 22, value: (row) => row.username },
  { header: 'Version', width: 9, value: (row) => row.version },
  { header: 'Submitted at (UTC)', width: 18, format: 'date', value: (row) => row.submittedAt },
  { header: 'Words', width: 8, value: (row) => row.wordCount },
  { header: 'Suggested grade', width: 16, value: (row) => row.suggestedGrade },
  { header: 'Final grade', width: 12, value: (row) => ifReleased(row, row.grade) },
  { header: 'Released', width: 10, value: (row) => row.released },
  { header: 'Graded at (UTC)', width: 18, format: 'date', value: (row) => ifReleased(row, row.gradedAt) },
  { header: 'General feedback', width: 48, format: 'wrap', value: (row) => ifReleased(row, row.feedback) },
  { header: 'Rubric points', width: 14, value: (row) => ifReleased(row, rubricPointsOf(row)) },
  { header: 'Rubric', width: 40, format: 'wrap', value: (row) => ifReleased(row, rubricLines(row)) },
  { header: 'Accepted comments', width: 19, value: (row) => row.comments.length },
  { header: 'Comments', width: 64, format: 'wrap', value: (row) => row.comments.join('\n') || null },
];

async function readGradePage(db: Database, afterId: number, limit: number, scope: ExportScope) {
  const rows = await latestEssaysAfter(db, scope, afterId, limit);
  const released = new Set(rows.filter(isReleased).map((row) => row.id));
  const comments = await acceptedCommentsBySubmission(db, [...released]);
  return rows.map((row) => ({
    ...row,
    released: released.has(row.id),
    comments: comments.get(row.id) ?? [],
    scores: row.rubric ? scoresOf(row.rubric, row.rubricScores) : [],
  }));
}

/** The Grades sheet: the latest essay of each student per assignment, with its released feedback. */
export const writeGradesSheet = pagedSheet('Grades', columns, readGradePage);
