import type { EnrollmentDetail } from '../../shared/contract/people';
import type { Enrollment } from '../../shared/contract/users';
import type { EnrollmentDetailRow } from './enrollment-store';

export const toEnrollmentDetail = ({ created, ...row }: EnrollmentDetailRow): EnrollmentDetail => ({
  ...row,
  created_at: created.toISOString(),
});

export const toEnrollmentDto = (row: {
  id: number;
  userId: number;
  courseId: number;
  courseTitle: string;
  createdAt: Date;
}): Enrollment => ({
  id: row.id,
  user_id: row.userId,
  course_id: row.courseId,
  course_title: row.courseTitle,
  created_at: row.createdAt.toISOString(),
});
