import { type Static, Type } from 'typebox';
import type { CONTENT_ROUTES } from '../content';
import { MAX_VERSIONS_LIMIT, RICH_HTML_MAX, TITLE_MAX, WORD_COUNT_MAX } from '../limits';
import {
  ClosedObject,
  IdParamsSchema,
  Nullable,
  NullableInteger,
  type RouteSchemas,
  servedBy,
} from './common';
import { ConfirmedQuerySchema } from './courses';

/** Rich HTML is capped well above any real lesson, so a runaway paste is refused, not stored. */
const RichHtml = Type.String({ maxLength: RICH_HTML_MAX });
const Title = Type.String({ minLength: 1, maxLength: TITLE_MAX });
const WordCount = NullableInteger({ minimum: 0, maximum: WORD_COUNT_MAX });
const MaxVersions = Type.Integer({ minimum: 1, maximum: MAX_VERSIONS_LIMIT });

export const LessonSchema = Type.Object({
  id: Type.Integer(),
  week_id: Type.Integer(),
  title: Type.String(),
  content_html: Type.String(),
  position: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Lesson = Static<typeof LessonSchema>;

export const LessonBodySchema = ClosedObject({ title: Title, content_html: RichHtml });
export type LessonBody = Static<typeof LessonBodySchema>;

export const LessonOrderSchema = ClosedObject({
  lesson_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }),
});

export const AssignmentSchema = Type.Object({
  id: Type.Integer(),
  week_id: Type.Integer(),
  title: Type.String(),
  instructions_html: Type.String(),
  due_at: Nullable(Type.String({ format: 'date-time' })),
  min_words: WordCount,
  max_words: WordCount,
  /** Whether a student may revise after release, and the highest version a revision may reach. */
  allow_revisions: Type.Boolean(),
  max_versions: MaxVersions,
  /** Until an essay's feedback is released, staff see "Student 1", "Student 2"… instead of names. */
  anonymous_grading: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Assignment = Static<typeof AssignmentSchema>;

export const AssignmentBodySchema = ClosedObject({
  title: Title,
  instructions_html: RichHtml,
  due_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  min_words: Type.Optional(WordCount),
  max_words: Type.Optional(WordCount),
  allow_revisions: Type.Optional(Type.Boolean()),
  max_versions: Type.Optional(MaxVersions),
  anonymous_grading: Type.Optional(Type.Boolean()),
});
export type AssignmentBody = Static<typeof AssignmentBodySchema>;

export const LessonListSchema = Type.Array(LessonSchema);
export const AssignmentListSchema = Type.Array(AssignmentSchema);

const DateTimeText = Type.String({ format: 'date-time' });

/**
 * An enrolled student as one assignment sees them: their own due date (the assignment's, or their
 * extension), whether anything is in, and `missing` once that date has passed with nothing submitted.
 */
export const AssignmentStudentSchema = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  due_at: Nullable(DateTimeText),
  extended: Type.Boolean(),
  submitted: Type.Boolean(),
  missing: Type.Boolean(),
});
export type AssignmentStudent = Static<typeof AssignmentStudentSchema>;
export const AssignmentStudentListSchema = Type.Array(AssignmentStudentSchema);

export const ExtensionParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  userId: Type.Integer({ minimum: 1 }),
});

/** One student's own due date for an assignment. */
export const ExtensionBodySchema = ClosedObject({ due_at: DateTimeText });
export type ExtensionBody = Static<typeof ExtensionBodySchema>;
export const ExtensionSchema = Type.Object({
  assignment_id: Type.Integer(),
  user_id: Type.Integer(),
  due_at: DateTimeText,
});
export type Extension = Static<typeof ExtensionSchema>;

/** `?reveal=true`: the site administrator shows the names an anonymously graded assignment hides (logged). */
export const RevealQuerySchema = ClosedObject({ reveal: Type.Optional(Type.Boolean()) });

/** What the server validates of each call of the domain (../content.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const CONTENT_ROUTE_SCHEMAS = {
  ...servedBy('admin/assignments', {
    getAssignment: { params: IdParamsSchema, answer: { 200: AssignmentSchema } },
    updateAssignment: { params: IdParamsSchema, body: AssignmentBodySchema, answer: { 200: AssignmentSchema } },
    deleteAssignment: { params: IdParamsSchema, querystring: ConfirmedQuerySchema },
  }),
  ...servedBy('admin/weeks/assignments', {
    getWeekAssignments: { params: IdParamsSchema, answer: { 200: AssignmentListSchema } },
    createAssignment: { params: IdParamsSchema, body: AssignmentBodySchema, answer: { 201: AssignmentSchema } },
  }),
  ...servedBy('admin/assignments/students', { getAssignmentStudents: { params: IdParamsSchema, querystring: RevealQuerySchema, answer: { 200: AssignmentStudentListSchema } } }),
  ...servedBy('admin/assignments/extensions', {
    setExtension: { params: ExtensionParamsSchema, body: ExtensionBodySchema, answer: { 200: ExtensionSchema } },
    deleteExtension: { params: ExtensionParamsSchema },
  }),
  ...servedBy('admin/lessons', {
    getLesson: { params: IdParamsSchema, answer: { 200: LessonSchema } },
    deleteLesson: { params: IdParamsSchema },
    updateLesson: { params: IdParamsSchema, body: LessonBodySchema, answer: { 200: LessonSchema } },
  }),
  ...servedBy('admin/weeks/lessons/order', { reorderLessons: { params: IdParamsSchema, body: LessonOrderSchema, answer: { 200: LessonListSchema } } }),
  ...servedBy('admin/weeks/lessons', {
    getWeekLessons: { params: IdParamsSchema, answer: { 200: LessonListSchema } },
    createLesson: { params: IdParamsSchema, body: LessonBodySchema, answer: { 201: LessonSchema } },
  }),
} satisfies Record<keyof typeof CONTENT_ROUTES, RouteSchemas>;
