import type { TaughtCourses } from '../courses/course-scope';
import {
  type CourseKind,
  type CoursePermissions,
  courseStaffRole,
  coursesTaughtBy,
} from '../courses/staff-place';
import type { Database } from '../db/client';
import { forbidden, mustFind, notFound } from '../errors';
import type { Account } from './access';

/**
 * Who teaches what. The site administrator (the first admin account) sees every course; every other
 * admin account is an instructor who sees only the courses they are staff of, and answers 404 for the
 * rest, as if those did not exist. Each admin route says which course it touches and what it does there
 * (`staff` in routes/serve.ts); the auth plugin refuses to start a route that does not say.
 */
export type StaffNeed =
  /** Read the course and its work. */
  | 'view'
  /** Grade and comment: every member of the staff. */
  | 'grade'
  /** Change the course, its weeks, lessons, assignments and students: instructors, and assistants where allowed. */
  | 'edit'
  /** Release feedback to students: instructors, and assistants where allowed. */
  | 'release'
  /** Choose the course's staff and its assistants' rights: instructors only. */
  | 'manage';

export type StaffScope =
  /** The site administrator only (people, logs, the whole school's exports). */
  | 'site'
  /** Every instructor; the handler answers for the caller's own courses or things (lists, their bank). */
  | 'own'
  /** One course, found from a route parameter. */
  | { kind: CourseKind; param: string; need: StaffNeed };

export type CourseRole = 'site' | 'instructor' | 'assistant';

const MISSING: Record<CourseKind, string> = {
  course: 'That course',
  week: 'That week',
  lesson: 'That lesson',
  assignment: 'That assignment',
  enrollment: 'That enrollment',
};

export interface StaffPlace extends CoursePermissions {
  courseId: number;
  role: CourseRole;
}

/** The course an id of this kind belongs to and the caller's part in it; null when they have none. */
export async function staffPlace(
  db: Database,
  account: Pick<Account, 'id' | 'siteAdmin'>,
  kind: CourseKind,
  id: number,
): Promise<StaffPlace | null> {
  const row = await courseStaffRole(db, account.id, kind, id);
  if (!row) return null;
  const role: CourseRole | null = account.siteAdmin ? 'site' : row.role;
  return role ? { ...row, role } : null;
}

/** Whether a part in a course allows what the route does. */
export function allows(place: Pick<StaffPlace, 'role' | keyof CoursePermissions>, need: StaffNeed) {
  if (place.role !== 'assistant') return true;
  if (need === 'edit') return place.assistantsMayEdit;
  if (need === 'release') return place.assistantsMayRelease;
  return need === 'view' || need === 'grade';
}

const ASSISTANT_REFUSALS: Partial<Record<StaffNeed, string>> = {
  edit: "Assistants cannot change this course; ask one of its instructors, who can allow it in the course's settings.",
  release:
    "Assistants cannot release feedback in this course; ask one of its instructors, who can allow it in the course's settings.",
  manage: "Only the course's instructors can change its staff.",
};

/** Refuses as the route's scope says: 404 outside the caller's courses, 403 for what their part does not allow. */
export async function requireStaff(
  db: Database,
  account: Pick<Account, 'id' | 'siteAdmin'>,
  kind: CourseKind,
  id: number,
  need: StaffNeed,
): Promise<StaffPlace> {
  const place = mustFind(await staffPlace(db, account, kind, id), MISSING[kind]);
  if (!allows(place, need)) throw forbidden(ASSISTANT_REFUSALS[need]);
  return place;
}

/** The ids of the courses an instructor is staff of; null for the site administrator, who sees all. */
export async function visibleCourseIds(
  db: Database,
  account: Pick<Account, 'id' | 'siteAdmin'>,
): Promise<TaughtCourses> {
  return account.siteAdmin ? null : coursesTaughtBy(db, account.id);
}

/** 404 for a course filter that names a course outside the caller's, as for a course that does not exist. */
export function requireVisible(courseIds: TaughtCourses, courseId: number | null | undefined) {
  if (courseId != null && courseIds !== null && !courseIds.includes(courseId)) throw notFound('That course');
}

/** Only the site administrator: people, logs and the whole school's numbers. */
export function requireSiteAdmin(account: Pick<Account, 'siteAdmin'>) {
  if (!account.siteAdmin) throw forbidden('Only the site administrator can do this.');
}

/** The serve options of an admin route about one course, found from a route parameter of this kind. */
export const staffOf = (kind: CourseKind, param: string, need: StaffNeed) =>
  ({ access: 'admin', staff: { kind, param, need } }) as const;

/** The serve options of an admin route that answers for the caller's own courses or things. */
export const OWN = { access: 'admin', staff: 'own' } as const;

/** The serve options of a route for the site administrator alone. */
export const SITE = { access: 'admin', staff: 'site' } as const;

/**
 * Whether an account may read a piece of student work of this assignment as staff: the author reads
 * their own elsewhere; an admin account only in the courses it teaches (the site administrator in all).
 */
export async function teachesAssignment(
  db: Database,
  account: Pick<Account, 'id' | 'role' | 'siteAdmin'>,
  assignmentId: number,
): Promise<boolean> {
  if (account.role !== 'admin') return false;
  return (await staffPlace(db, account, 'assignment', assignmentId)) !== null;
}
