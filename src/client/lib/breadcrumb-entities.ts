import type { Role } from '../../shared/rules/account';
import type { EntityKind } from './breadcrumb-routes';
import { paths } from './paths';

export interface Crumb {
  label: string;
  to?: string;
  disabled?: boolean;
}

/** Already-resolved entities, passed in as plain data so that the trail stays a pure function. */
export interface BreadcrumbLookups {
  course?: { id: number; title: string };
  week?: { id: number; week_number: number; title?: string | null; course_id?: number };
  assignment?: { id: number; title: string; week_id?: number };
}

export interface EntityContext {
  role: Role;
  idOf?: EntityKind;
  id?: string;
  reviewPage?: boolean;
  /** The `course_id` query of /user/weeks/{id}, used when the week itself does not say. */
  queryCourseId?: string | null;
}

/** Section 2: 'title (Week N)', or 'Week N' when the week has no title. */
export const weekLabel = (week: { week_number: number; title?: string | null }) =>
  week.title ? `${week.title} (Week ${week.week_number})` : `Week ${week.week_number}`;

// While navigating, the previous page's lookups may still be in hand; an entity that is not the one in
// the address, or not the parent of the next one, belongs to another page and is left out.
function consistent(lookups: BreadcrumbLookups, context: EntityContext): BreadcrumbLookups {
  const fits = (kind: EntityKind) => context.idOf !== kind || String(lookups[kind]?.id) === context.id;
  const assignment = fits('assignment') ? lookups.assignment : undefined;
  const week =
    fits('week') && (!assignment?.week_id || assignment.week_id === lookups.week?.id)
      ? lookups.week
      : undefined;
  const course =
    fits('course') && (!week?.course_id || week.course_id === lookups.course?.id)
      ? lookups.course
      : undefined;
  return { course, week, assignment };
}

/** Section 2: admins link to the admin detail pages; students get week and review links only. */
export function entityCrumbs(lookups: BreadcrumbLookups, context: EntityContext): Crumb[] {
  const { course, week, assignment } = consistent(lookups, context);
  const isAdmin = context.role === 'admin';
  const crumbs: Crumb[] = [];
  if (course)
    crumbs.push(
      isAdmin ? { label: course.title, to: paths.courseDetails(course.id) } : { label: course.title },
    );
  if (week) {
    const courseId = week.course_id ?? course?.id ?? context.queryCourseId;
    const userTo = paths.studentWeek(week.id, { course_id: courseId });
    crumbs.push({ label: weekLabel(week), to: isAdmin ? paths.weekDetail(week.id) : userTo });
  }
  if (assignment) {
    const linked = !isAdmin && !context.reviewPage;
    crumbs.push(
      linked
        ? { label: assignment.title, to: paths.assignmentReview(assignment.id) }
        : { label: assignment.title },
    );
  }
  return crumbs;
}
