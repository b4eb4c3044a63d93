import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { UserListQuery } from '../../shared/contract/people';
import { type TaughtCourses, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { findById, updateStamped } from '../db/rows';
import { courseStaff, enrollments, users } from '../db/schema';
import { requestEmailChange } from './email-change';
import { isSiteAdmin } from './site-admin';

export type UserRow = typeof users.$inferSelect;

export const findUserById = (db: Database, id: number) => findById(db, users, id);

/** The site administrator's account; none while no admin account exists. */
export function findSiteAdmins(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(isSiteAdmin);
}

/** Sign-in accepts the username or the e-mail address, in any letter case. */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const needle = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** The role of each of these accounts that exists. */
export function rolesOf(db: Database, ids: number[]) {
  return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
}

const sortColumns = {
  username: users.username,
  email: users.email,
  created_at: users.createdAt,
  status: users.status,
  role: users.role,
};

/** The people an instructor of these courses sees: colleagues and their students (null: everyone). */
export function peopleSeenBy(courseIds: TaughtCourses): SQL {
  if (courseIds === null) return sql`true`;
  return or(
    eq(users.role, 'admin'),
    sql`exists (select 1 from ${enrollments} where ${enrollments.userId} = ${users.id} and ${withinCourses(enrollments.courseId, courseIds)})`,
  )!;
}

/** One page of the accounts the query picks, and how many it picks in all. */
export async function listUsers(
  db: Database,
  query: UserListQuery & Required<Pick<UserListQuery, 'sort' | 'order' | 'page' | 'page_size'>>,
  /** An instructor's courses: they see their colleagues and the students of these; null: everyone. */
  courseIds: TaughtCourses = null,
): Promise<{ rows: UserRow[]; total: number }> {
  const { search, role, status, verified, sort, order, page, page_size } = query;
  const filters: SQL[] = [peopleSeenBy(courseIds)];
  if (search?.trim()) {
    // People are looked for by the name they are shown by, as well as by username and address.
    const pattern = likePattern(search.trim());
    filters.push(
      or(ilike(users.displayName, pattern), ilike(users.username, pattern), ilike(users.email, pattern))!,
    );
  }
  if (role) filters.push(eq(users.role, role));
  if (status) filters.push(eq(users.status, status));
  if (verified !== undefined) filters.push(eq(users.emailVerified, verified));
  const where = filters.length ? and(...filters) : undefined;
  const direction = order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(sortColumns[sort]), direction(users.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Fails on the unique username and address indexes when another account has either. */
export async function insertUser(
  db: Database,
  values: {
    username: string;
    email: string;
    passwordHash: string;
    displayName?: string;
    joinCourseId?: number;
  },
) {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

/** The account with its new status, or undefined when there is none with this id. */
export const setUserStatus = (db: Database, id: number, status: UserRow['status']) =>
  updateStamped(db, users, id, { status });

/**
 * Makes an account an instructor ('admin': verified and approved with it) or a student again, who then
 * teaches nothing; undefined when there is none with this id.
 */
export async function setUserRole(
  db: Database,
  id: number,
  role: UserRow['role'],
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        role,
        ...(role === 'admin' && { status: 'approved' as const, emailVerified: true }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (user && role === 'regular') await tx.delete(courseStaff).where(eq(courseStaff.userId, id));
    return user;
  });
}

/**
 * Saves a new username, and the address: as it is when only its letter case changed, or as a pending
 * change otherwise (requestEmailChange, which queues its e-mail), in one transaction so two saves of one
 * account cannot interleave and the e-mail lands with the change.
 */
export function saveProfile(
  db: Database,
  userId: number,
  profile: {
    username: string;
    email: string;
    displayName?: string;
    emailChanged: boolean;
    publicUrl: string;
  },
): Promise<UserRow> {
  const { username, email, displayName, emailChanged } = profile;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        username,
        ...(displayName !== undefined ? { displayName } : {}),
        ...(emailChanged ? {} : { email }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (emailChanged) await requestEmailChange(tx, userId, email, profile.publicUrl);
    return updated;
  });
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
