import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { RubricCriterionAverage } from '../../../shared/contract/analytics';
import type { Rubric, RubricScoreBody } from '../../../shared/contract/rubrics';
import { scoresOf } from '../../../shared/rules/rubric-scores';
import type { Database } from '../../db/client';
import { assignments, submissions } from '../../db/schema';
import type { ScopedSubmissions } from './scope';

/** The most recently graded essays are read; a school past this many rubric-graded essays in one view
 * sees the averages of these. */
export const RUBRIC_ESSAY_LIMIT = 5000;

/** The rubric and the scores of each released essay in scope with a rubric, the most recently graded first. */
const scoredEssays = (db: Database, scoped: ScopedSubmissions) =>
  db
    .with(scoped)
    .select({
      assignmentId: assignments.id,
      assignmentTitle: assignments.title,
      rubric: assignments.rubric,
      scores: submissions.rubricScores,
    })
    .from(scoped)
    .innerJoin(submissions, eq(submissions.id, scoped.id))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(sql`${scoped.released} and ${isNotNull(assignments.rubric)}`)
    .orderBy(desc(scoped.gradedAt), desc(scoped.id))
    .limit(RUBRIC_ESSAY_LIMIT);

/**
 * Each criterion of the rubrics in scope, with how many released essays were scored on it and their
 * average points. Scores are read against the rubric as it is now, as the grading screen reads them.
 */
export async function rubricAverages(
  db: Database,
  scoped: ScopedSubmissions,
): Promise<RubricCriterionAverage[]> {
  const rows = await scoredEssays(db, scoped);
  const byCriterion = new Map<string, RubricCriterionAverage & { total: number }>();
  const rubrics = new Map<number, { title: string; rubric: Rubric }>();
  for (const row of rows) {
    if (!row.rubric) continue;
    rubrics.set(row.assignmentId, { title: row.assignmentTitle, rubric: row.rubric });
    const scores = scoresOf(row.rubric, row.scores as RubricScoreBody[] | null);
    row.rubric.criteria.forEach((criterion, index) => {
      const key = `${row.assignmentId}:${criterion.id}`;
      const entry = byCriterion.get(key) ?? {
        assignment_id: row.assignmentId,
        assignment_title: row.assignmentTitle,
        criterion_id: criterion.id,
        criterion_title: criterion.title,
        points: criterion.points,
        scored: 0,
        average_points: null,
        total: 0,
      };
      const points = scores[index].points;
      if (points !== null) {
        entry.scored += 1;
        entry.total += points;
      }
      byCriterion.set(key, entry);
    });
  }
  // In the order of the assignments and of each rubric's criteria.
  return [...rubrics.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([assignmentId, { rubric }]) =>
      rubric.criteria.map((criterion) => {
        const { total, ...entry } = byCriterion.get(`${assignmentId}:${criterion.id}`)!;
        return {
          ...entry,
          average_points: entry.scored ? Math.round((total / entry.scored) * 10) / 10 : null,
        };
      }),
    );
}
