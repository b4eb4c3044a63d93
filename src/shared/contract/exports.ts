import { route } from './route-spec';

export type * from './schemas/exports';

/** The workbooks an instructor can download from the Excel Export Demo screen. */
export const EXPORT_KINDS = ['users', 'enrollments', 'grades'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportQuery = { kind: 'users' } | { kind: 'enrollments' | 'grades'; course_id?: number };

/** The workbooks, streamed by the server as they are written. */
export const EXPORT_ROUTES = {
  exportUsers: route('GET', '/admin/exports/users.xlsx'),
  exportEnrollments: route('GET', '/admin/exports/enrollments.xlsx'),
  exportGrades: route('GET', '/admin/exports/grades.xlsx'),
} as const;

/** The address under the API base, e.g. `/admin/exports/grades.xlsx?course_id=3`. */
export function exportPath(query: ExportQuery): string {
  const { path } = {
    users: EXPORT_ROUTES.exportUsers,
    enrollments: EXPORT_ROUTES.exportEnrollments,
    grades: EXPORT_ROUTES.exportGrades,
  }[query.kind];
  return query.kind !== 'users' && query.course_id ? `${path}?course_id=${query.course_id}` : path;
}

/** `margin-users-2026-03-01.xlsx`: the kind and the UTC day it was made, so downloads sort by date. */
export const exportFileName = (kind: ExportKind, madeAt: Date) =>
  `margin-${kind}-${madeAt.toISOString().slice(0, 10)}.xlsx`;
