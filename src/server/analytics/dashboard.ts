import type { Dashboard } from '../../shared/contract/people';
import { countPeople, latestSignups } from '../accounts/people-counts';
import { toUserDto } from '../accounts/users';
import type { TaughtCourses } from '../courses/course-scope';
import { countCourses } from '../courses/course-store';
import type { Database } from '../db/client';
import { countEnrollments } from '../enrollments/enrollment-store';
import { countAwaitingReview } from '../submissions/awaiting-review';

/**
 * The numbers an instructor checks first: people by role and state, courses, and essays waiting; over
 * the courses given (an instructor's own, with their colleagues and students), or everything (null).
 */
export async function loadDashboard(db: Database, courseIds: TaughtCourses): Promise<Dashboard> {
  const [people, courses, enrollments, recent, awaitingReview] = await Promise.all([
    countPeople(db, courseIds),
    countCourses(db, courseIds),
    countEnrollments(db, courseIds),
    latestSignups(db, courseIds, 5),
    countAwaitingReview(db, courseIds),
  ]);
  return {
    site_admin: courseIds === null,
    users: people,
    courses,
    enrollments,
    submissions_awaiting_review: awaitingReview,
    recent_signups: recent.map(toUserDto),
  };
}
