import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import { withinCourses } from '../auth/course-staff';
import type { Database } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { type ExportScope, pagesById } from './pages';
import { type SheetColumn, writeSheet } from './sheet';
import type { DownloadProgress, WorkbookWriter } from './workbook-response';

const selectEnrollmentFields = (db: Database) =>
  db
    .select({
      id: enrollments.id,
      courseId: courses.id,
      courseTitle: courses.title,
      studentId: users.id,
      username: users.username,
      displayName: displayNameColumn,
      email: users.email,
      enrolledAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId));

type EnrollmentRow = Awaited<ReturnType<typeof selectEnrollmentFields>>[number];

const columns: SheetColumn<EnrollmentRow>[] = [
  { header: 'Course ID', width: 10, value: (row) => row.courseId },
  { header: 'Course', width: 36, value: (row) => row.courseTitle },
  { header: 'Student ID', width: 11, value: (row) => row.studentId },
  { header: 'Name', width: 28, value: (row) => row.displayName },
  { header: 'Username', width: 24, value: (row) => row.username },
  { header: 'E-mail', width: 32, value: (row) => row.email },
  { header: 'Enrolled at (UTC)', width: 18, format: 'date', value: (row) => row.enrolledAt },
];

/** The Enrollments sheet: who is in which course, for one course or all of them. */
export function writeEnrollmentsSheet(
  db: Database,
  workbook: WorkbookWriter,
  progress: DownloadProgress,
  scope: ExportScope,
) {
  const pages = pagesById(
    (afterId, limit) => {
      const filters: SQL[] = [
        gt(enrollments.id, afterId),
        withinCourses(enrollments.courseId, scope.courseIds),
      ];
      if (scope.courseId) filters.push(eq(enrollments.courseId, scope.courseId));
      return selectEnrollmentFields(db)
        .where(and(...filters))
        .orderBy(asc(enrollments.id))
        .limit(limit);
    },
    (row) => row.id,
  );
  return writeSheet(workbook, progress, 'Enrollments', columns, pages);
}
