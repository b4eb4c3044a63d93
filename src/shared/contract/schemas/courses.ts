import { Type } from 'typebox';
import { COURSE_DESCRIPTION_MAX, TITLE_MAX, WEEK_NUMBER_MAX } from '../limits';
import { Nullable } from './common';

const IsoDate = Type.String({ format: 'date' });

export const CourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const CourseBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
    description: Type.Optional(Type.String({ maxLength: COURSE_DESCRIPTION_MAX })),
  },
  { additionalProperties: false },
);

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

export const WeekBodySchema = Type.Object(
  {
    week_number: Type.Integer({ minimum: 1, maximum: WEEK_NUMBER_MAX }),
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
    starts_on: Type.Optional(Nullable(IsoDate)),
    ends_on: Type.Optional(Nullable(IsoDate)),
  },
  { additionalProperties: false },
);

export const CourseDetailSchema = Type.Object({ ...CourseSchema.properties, weeks: Type.Array(WeekSchema) });

export const CourseListSchema = Type.Array(CourseSchema);
export const WeekListSchema = Type.Array(WeekSchema);

export const CourseIdParamsSchema = Type.Object({ courseId: Type.Integer({ minimum: 1 }) });

/** DELETE /admin/courses/{id}?confirmed=true: a course holding submissions is deleted only when confirmed. */
export const ConfirmedQuerySchema = Type.Object(
  { confirmed: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
