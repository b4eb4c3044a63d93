import { type Static, Type } from 'typebox';
import type { ANALYTICS_ROUTES } from '../analytics';
import { ClosedObject, Nullable, OneOf, type RouteSchemas, servedBy } from './common';
import { SeveritySchema } from './feedback';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Nullable(DateTime);
/** An average over no grades is null, not zero: nobody scored 0. */
const NullableAverage = Nullable(Type.Number());

export const AnalyticsQuerySchema = ClosedObject({
  course_id: Type.Optional(Type.Integer({ minimum: 1 })),
  week_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

export const StudentAnalyticsSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  submissions: Type.Integer(),
  released: Type.Integer(),
  average_grade: NullableAverage,
  average_suggested_grade: NullableAverage,
  last_submitted_at: NullableDateTime,
});
export type StudentAnalytics = Static<typeof StudentAnalyticsSchema>;

export const CourseAnalyticsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  students_enrolled: Type.Integer(),
  submissions: Type.Integer(),
  awaiting_review: Type.Integer(),
  released: Type.Integer(),
  average_grade: NullableAverage,
});
export type CourseAnalytics = Static<typeof CourseAnalyticsSchema>;

export const DailySubmissionsSchema = Type.Object({
  /** A calendar day in UTC, YYYY-MM-DD. */
  date: Type.String({ format: 'date' }),
  count: Type.Integer(),
});
export type DailySubmissions = Static<typeof DailySubmissionsSchema>;

export const GradeBucketSchema = Type.Object({
  label: Type.String(),
  min: Type.Integer(),
  max: Type.Integer(),
  count: Type.Integer(),
});
export type GradeBucket = Static<typeof GradeBucketSchema>;

export const CategorySeverityCountSchema = Type.Object({
  category: Type.String(),
  severity: SeveritySchema,
  /** Every item drafted on the essays, the engine's and the instructor's own. */
  total: Type.Integer(),
  /** The items the instructor accepted, which reach the student once released. */
  accepted: Type.Integer(),
});
export type CategorySeverityCount = Static<typeof CategorySeverityCountSchema>;

export const GradePairSchema = Type.Object({
  submission_id: Type.Integer(),
  suggested: Type.Integer(),
  final: Type.Integer(),
});
export type GradePair = Static<typeof GradePairSchema>;

/** One rubric criterion over the released essays in scope that were scored on it. */
export const RubricCriterionAverageSchema = Type.Object({
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  criterion_id: Type.Integer(),
  criterion_title: Type.String(),
  /** What the criterion is worth: its best level's points. */
  points: Type.Integer(),
  /** Released essays with a level chosen on this criterion. */
  scored: Type.Integer(),
  average_points: NullableAverage,
});
export type RubricCriterionAverage = Static<typeof RubricCriterionAverageSchema>;

/**
 * The revision loop in numbers, over the revised essays in scope (latest versions that carried
 * comments from a version before): how many of those comments the students addressed, by category,
 * and how the grade moved from the first version to the latest, per student and per course.
 */
const RevisionCounts = {
  revised_essays: Type.Integer(),
  /** Carried comments that could be placed: the ones a student could address. */
  carried: Type.Integer(),
  addressed: Type.Integer(),
  /** The latest released grade minus the first version's, averaged over essays with both. */
  average_grade_change: NullableAverage,
};
export const RevisionAnalyticsSchema = Type.Object({
  by_category: Type.Array(
    Type.Object({ category: Type.String(), carried: Type.Integer(), addressed: Type.Integer() }),
  ),
  students: Type.Array(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      display_name: Type.String(),
      ...RevisionCounts,
    }),
  ),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), ...RevisionCounts })),
});
export type RevisionAnalytics = Static<typeof RevisionAnalyticsSchema>;

/** The choices the filters offer: every course and every week, so the week list follows the course. */
export const AnalyticsFilterOptionsSchema = Type.Object({
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  weeks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      course_id: Type.Integer(),
      week_number: Type.Integer(),
      title: Type.String(),
    }),
  ),
});
export type AnalyticsFilterOptions = Static<typeof AnalyticsFilterOptionsSchema>;

export const AnalyticsTotalsSchema = Type.Object({
  students: Type.Integer(),
  submissions: Type.Integer(),
  awaiting_review: Type.Integer(),
  released: Type.Integer(),
  average_grade: NullableAverage,
});
export type AnalyticsTotals = Static<typeof AnalyticsTotalsSchema>;

/**
 * GET /admin/analytics: one answer for the Student Analytics screen (section 2). Only the latest
 * version of each essay counts, as everywhere an instructor reads submissions.
 */
export const AnalyticsSchema = Type.Object({
  range: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
  options: AnalyticsFilterOptionsSchema,
  totals: AnalyticsTotalsSchema,
  students: Type.Array(StudentAnalyticsSchema),
  courses: Type.Array(CourseAnalyticsSchema),
  submissions_over_time: Type.Array(DailySubmissionsSchema),
  grade_distribution: Type.Array(GradeBucketSchema),
  feedback_by_category: Type.Array(CategorySeverityCountSchema),
  suggested_vs_final: Type.Array(GradePairSchema),
  /** Each rubric criterion of the assignments in scope, in the rubric's order. */
  rubric_criteria: Type.Array(RubricCriterionAverageSchema),
  revisions: RevisionAnalyticsSchema,
});
export type Analytics = Static<typeof AnalyticsSchema>;

export const ActivityEventSchema = Type.Object({
  kind: OneOf(['submitted', 'released']),
  at: DateTime,
  submission_id: Type.Integer(),
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  course_title: Type.String(),
  student_name: Type.String(),
  version: Type.Integer(),
  /** The released grade; null on a submission. */
  grade: Nullable(Type.Integer()),
});
export type ActivityEvent = Static<typeof ActivityEventSchema>;

export const ActivityListSchema = Type.Array(ActivityEventSchema);

/** What the server validates of each call of the domain (../analytics.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const ANALYTICS_ROUTE_SCHEMAS = {
  ...servedBy('admin/analytics', { getAnalytics: { querystring: AnalyticsQuerySchema, answer: { 200: AnalyticsSchema } } }),
  ...servedBy('admin/activity', { getActivity: { answer: { 200: ActivityListSchema } } }),
} satisfies Record<keyof typeof ANALYTICS_ROUTES, RouteSchemas>;
