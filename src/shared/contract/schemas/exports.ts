import { type Static, Type } from 'typebox';
import type { EXPORT_ROUTES } from '../exports';
import { ClosedObject, type RouteSchemas, servedBy } from './common';

/** Every account, whatever its state: nothing narrows it. */
export const UsersExportQuerySchema = ClosedObject({});

/** Enrollments and grades may be narrowed to one course; without it every course is exported. */
export const CourseExportQuerySchema = ClosedObject({
  course_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type CourseExportQuery = Static<typeof CourseExportQuerySchema>;

/** What the server validates of each call of the domain (../exports.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const EXPORT_ROUTE_SCHEMAS = {
  ...servedBy('admin/exports/workbooks', {
    exportUsers: { querystring: UsersExportQuerySchema },
    exportEnrollments: { querystring: CourseExportQuerySchema },
    exportGrades: { querystring: CourseExportQuerySchema },
  }),
} satisfies Record<keyof typeof EXPORT_ROUTES, RouteSchemas>;
