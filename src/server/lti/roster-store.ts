import { and, asc, eq, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ltiContexts, ltiMemberships } from '../db/schema';
import type { ContextRow } from './link-store';
import { platformsOfIssuer } from './platform-store';
import type { CoursePart } from './roles';

/** An instructor's launch reads the roster again once this long has passed since the last read. */
export const ROSTER_SYNC_INTERVAL_SECONDS = 60 * 60;

/** The LMS course linked to a Margin course that offers its roster, if any (the first one linked). */
export async function rosterContextOfCourse(db: Database, courseId: number): Promise<ContextRow | undefined> {
  const [row] = await db
    .select()
    .from(ltiContexts)
    .where(and(eq(ltiContexts.courseId, courseId), isNotNull(ltiContexts.membershipsUrl)))
    .orderBy(asc(ltiContexts.id))
    .limit(1);
  return row;
}

export async function findContext(db: Database, id: number): Promise<ContextRow | undefined> {
  const [row] = await db.select().from(ltiContexts).where(eq(ltiContexts.id, id));
  return row;
}

/** The registration a context's services are called through: its issuer's, for its deployment. */
export async function platformOfContext(db: Database, context: Pick<ContextRow, 'issuer' | 'deploymentId'>) {
  const platforms = await platformsOfIssuer(db, context.issuer);
  return platforms.find((platform) => platform.deploymentIds.includes(context.deploymentId));
}

/**
 * Takes the context's hourly turn to read its roster: true (and the turn marked taken) when it offers
 * a roster and was not read within the interval. Two launches at once take it once.
 */
export async function takeRosterTurn(db: Pick<Database, 'update'>, contextId: number): Promise<boolean> {
  const taken = await db
    .update(ltiContexts)
    .set({ rosterSyncedAt: new Date() })
    .where(
      and(
        eq(ltiContexts.id, contextId),
        isNotNull(ltiContexts.membershipsUrl),
        or(
          isNull(ltiContexts.rosterSyncedAt),
          lt(ltiContexts.rosterSyncedAt, sql`now() - make_interval(secs => ${ROSTER_SYNC_INTERVAL_SECONDS})`),
        ),
      ),
    )
    .returning({ id: ltiContexts.id });
  return taken.length === 1;
}

export const markRosterRead = (db: Database, contextId: number) =>
  db.update(ltiContexts).set({ rosterSyncedAt: new Date() }).where(eq(ltiContexts.id, contextId));

/**
 * Records that the roster lists this person with this part: `added` for a newcomer, `updated` for one
 * whose part changed or who came back after leaving, `unchanged` otherwise.
 */
export async function recordMember(
  db: Database,
  contextId: number,
  member: { userId: number; subject: string; part: CoursePart },
): Promise<'added' | 'updated' | 'unchanged'> {
  const key = and(eq(ltiMemberships.ltiContextId, contextId), eq(ltiMemberships.userId, member.userId));
  const [earlier] = await db.select().from(ltiMemberships).where(key);
  if (!earlier) {
    const inserted = await db
      .insert(ltiMemberships)
      .values({ ltiContextId: contextId, ...member })
      .onConflictDoNothing()
      .returning({ userId: ltiMemberships.userId });
    return inserted.length ? 'added' : 'unchanged';
  }
  if (earlier.part === member.part && earlier.leftAt === null && earlier.subject === member.subject)
    return 'unchanged';
  await db
    .update(ltiMemberships)
    .set({ part: member.part, subject: member.subject, leftAt: null, updatedAt: new Date() })
    .where(key);
  return 'updated';
}

/**
 * Marks as gone those the roster no longer lists; their account, enrolment and work stay as they are.
 * Answers how many were marked now.
 */
export async function markLeft(db: Database, contextId: number, listedUserIds: number[]): Promise<number> {
  const gone = await db
    .update(ltiMemberships)
    .set({ leftAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(ltiMemberships.ltiContextId, contextId),
        isNull(ltiMemberships.leftAt),
        listedUserIds.length ? notInArray(ltiMemberships.userId, listedUserIds) : undefined,
      ),
    )
    .returning({ userId: ltiMemberships.userId });
  return gone.length;
}
