import { type EnrollmentSheetRow, enrollmentsAfter } from '../enrollments/enrollment-store';
import { type ExportScope, pagedSheet } from './pages';
import type { SheetColumn } from './sheet';

const columns: SheetColumn<EnrollmentSheetRow>[] = [
  { header: 'Course ID', width: 10, value: (row) => row.courseId },
  { header: 'Course', width: 36, value: (row) => row.courseTitle },
  { header: 'Student ID', width: 11, value: (row) => row.studentId },
  { header: 'Name', width: 28, value: (row) => row.displayName },
  { header: 'Username', width: 24, value: (row) => row.username },
  { header: 'E-mail', width: 32, value: (row) => row.email },
  { header: 'Enrolled at (UTC)', width: 18, format: 'date', value: (row) => row.enrolledAt },
];

/** The Enrollments sheet: who is in which course, for one course or all of them. */
export const writeEnrollmentsSheet = pagedSheet(
  'Enrollments',
  columns,
  (db, afterId, limit, scope: ExportScope) => enrollmentsAfter(db, scope, afterId, limit),
);
