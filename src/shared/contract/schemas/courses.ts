import { type Static, Type } from 'typebox';
import { ROSTER_MAX_CHARACTERS } from '../../rules/roster';
import type { COURSE_ROUTES } from '../courses';
import { COURSE_DESCRIPTION_MAX, TITLE_MAX, WEEK_NUMBER_MAX } from '../limits';
import { ClosedObject, IdParamsSchema, Nullable, OneOf, type RouteSchemas, servedBy } from './common';

const IsoDate = Type.String({ format: 'date' });

export const CourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Course = Static<typeof CourseSchema>;

export const CourseBodySchema = ClosedObject({
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
  description: Type.Optional(Type.String({ maxLength: COURSE_DESCRIPTION_MAX })),
  /** What the course's assistants may do beyond grading: only its instructors change these. */
  assistants_may_edit: Type.Optional(Type.Boolean()),
  assistants_may_release: Type.Optional(Type.Boolean()),
});
export type CourseBody = Static<typeof CourseBodySchema>;

export const WeekSchema = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  week_number: Type.Integer(),
  title: Type.String(),
  starts_on: Nullable(IsoDate),
  ends_on: Nullable(IsoDate),
  /** True when today falls within the week's dates (the 'Active Week' chip). */
  is_active: Type.Boolean(),
});
export type Week = Static<typeof WeekSchema>;

export const WeekBodySchema = ClosedObject({
  week_number: Type.Integer({ minimum: 1, maximum: WEEK_NUMBER_MAX }),
  title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
  starts_on: Type.Optional(Nullable(IsoDate)),
  ends_on: Type.Optional(Nullable(IsoDate)),
});
export type WeekBody = Static<typeof WeekBodySchema>;

/** A course's join code, and whether a pending account that joins with it is approved by joining. */
export const JoinCodeSchema = Type.Object({
  code: Type.String(),
  approves_pending: Type.Boolean(),
});
export type JoinCode = Static<typeof JoinCodeSchema>;

/** A new code, unless `keep_code` asks only to change the setting of the code there is. */
export const JoinCodeBodySchema = ClosedObject({
  approves_pending: Type.Optional(Type.Boolean()),
  keep_code: Type.Optional(Type.Boolean()),
});
export type JoinCodeBody = Static<typeof JoinCodeBodySchema>;

/** A class list as CSV text: `email, display_name` a row, a header row optional. */
export const RosterBodySchema = ClosedObject({
  csv: Type.String({ minLength: 1, maxLength: ROSTER_MAX_CHARACTERS }),
});
export type RosterBody = Static<typeof RosterBodySchema>;

/** What an import did; rows that could not be imported, by their line in the file. */
export const RosterResultSchema = Type.Object({
  enrolled: Type.Integer(),
  invited: Type.Integer(),
  skipped: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })),
});
export type RosterResult = Static<typeof RosterResultSchema>;

export const StaffRoleSchema = OneOf(['instructor', 'assistant']);
export type StaffRole = Static<typeof StaffRoleSchema>;

/** One of the people who teach a course. */
export const StaffMemberSchema = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
});
export type StaffMember = Static<typeof StaffMemberSchema>;
export const StaffListSchema = Type.Array(StaffMemberSchema);

export const StaffBodySchema = ClosedObject({
  user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  role: StaffRoleSchema,
});
export type StaffBody = Static<typeof StaffBodySchema>;

export const StaffParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/**
 * The instructor's view of a course: its weeks, its join code (null while joining is off), its staff,
 * what its assistants may do, and the caller's own part in it ('site' for the site administrator).
 */
export const CourseDetailSchema = Type.Object({
  ...CourseSchema.properties,
  weeks: Type.Array(WeekSchema),
  join: Type.Union([JoinCodeSchema, Type.Null()]),
  staff: StaffListSchema,
  assistants_may_edit: Type.Boolean(),
  assistants_may_release: Type.Boolean(),
  my_role: Type.Union([Type.Literal('site'), StaffRoleSchema]),
});
export type CourseDetail = Static<typeof CourseDetailSchema>;

export const CourseListSchema = Type.Array(CourseSchema);
export const WeekListSchema = Type.Array(WeekSchema);

export const CourseIdParamsSchema = Type.Object({ courseId: Type.Integer({ minimum: 1 }) });

/** DELETE /admin/courses/{id}?confirmed=true: a course holding submissions is deleted only when confirmed. */
export const ConfirmedQuerySchema = ClosedObject({ confirmed: Type.Optional(Type.Boolean()) });

/** What the server validates of each call of the domain (../courses.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const COURSE_ROUTE_SCHEMAS = {
  ...servedBy('admin/courses', {
    getCourses: { answer: { 200: CourseListSchema } },
    getCourse: { params: IdParamsSchema, answer: { 200: CourseDetailSchema } },
    createCourse: { body: CourseBodySchema, answer: { 201: CourseSchema } },
    updateCourse: { params: IdParamsSchema, body: CourseBodySchema, answer: { 200: CourseSchema } },
    deleteCourse: { params: IdParamsSchema, querystring: ConfirmedQuerySchema },
  }),
  ...servedBy('admin/courses/join-code', {
    createJoinCode: { params: IdParamsSchema, body: JoinCodeBodySchema, answer: { 200: JoinCodeSchema } },
    deleteJoinCode: { params: IdParamsSchema },
  }),
  ...servedBy('admin/courses/roster', { importRoster: { params: IdParamsSchema, body: RosterBodySchema, answer: { 200: RosterResultSchema } } }),
  ...servedBy('admin/courses/staff', {
    getCourseStaff: { params: IdParamsSchema, answer: { 200: StaffListSchema } },
    addCourseStaff: { params: IdParamsSchema, body: StaffBodySchema, answer: { 201: StaffMemberSchema } },
    removeCourseStaff: { params: StaffParamsSchema },
  }),
  ...servedBy('admin/courses/weeks', {
    getCourseWeeks: { params: CourseIdParamsSchema, answer: { 200: WeekListSchema } },
    createWeek: { params: CourseIdParamsSchema, body: WeekBodySchema, answer: { 201: WeekSchema } },
  }),
  ...servedBy('admin/weeks', {
    getWeek: { params: IdParamsSchema, answer: { 200: WeekSchema } },
    updateWeek: { params: IdParamsSchema, body: WeekBodySchema, answer: { 200: WeekSchema } },
    deleteWeek: { params: IdParamsSchema, querystring: ConfirmedQuerySchema },
  }),
} satisfies Record<keyof typeof COURSE_ROUTES, RouteSchemas>;
