import { Type } from 'typebox';

/** Every account, whatever its state: nothing narrows it. */
export const UsersExportQuerySchema = Type.Object({}, { additionalProperties: false });

/** Enrollments and grades may be narrowed to one course; without it every course is exported. */
export const CourseExportQuerySchema = Type.Object(
  { course_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
