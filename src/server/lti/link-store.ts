import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ltiContexts, ltiResourceLinks, ltiUserLinks } from '../db/schema';

export type ContextRow = typeof ltiContexts.$inferSelect;
export type ResourceLinkRow = typeof ltiResourceLinks.$inferSelect;

/** The Margin account linked to this LMS person, if any. */
export async function findLinkedUserId(db: Database, issuer: string, subject: string) {
  const [link] = await db
    .select({ userId: ltiUserLinks.userId })
    .from(ltiUserLinks)
    .where(and(eq(ltiUserLinks.issuer, issuer), eq(ltiUserLinks.subject, subject)));
  return link?.userId;
}

/** Links the account to the LMS person; false when another account was linked first. */
export async function linkUser(db: Database, issuer: string, subject: string, userId: number) {
  const inserted = await db
    .insert(ltiUserLinks)
    .values({ issuer, subject, userId })
    .onConflictDoNothing()
    .returning({ userId: ltiUserLinks.userId });
  return inserted.length === 1;
}

const contextKey = (key: { issuer: string; deploymentId: string; contextId: string }) =>
  and(
    eq(ltiContexts.issuer, key.issuer),
    eq(ltiContexts.deploymentId, key.deploymentId),
    eq(ltiContexts.contextId, key.contextId),
  );

export type ContextKey = { issuer: string; deploymentId: string; contextId: string };
export type ContextServices = { title: string; membershipsUrl: string | null; lineItemsUrl: string | null };

/**
 * The LMS course's link, its title and service endpoints brought up to date with this launch (a
 * platform may move its services); undefined when the course is not linked yet.
 */
export async function refreshContext(
  db: Database,
  key: ContextKey,
  services: ContextServices,
): Promise<ContextRow | undefined> {
  const [row] = await db
    .update(ltiContexts)
    .set({ ...services, updatedAt: new Date() })
    .where(contextKey(key))
    .returning();
  return row;
}

/** Links the LMS course to a Margin course; undefined when another launch linked it first. */
export async function insertContext(
  db: Database,
  values: ContextKey & ContextServices & { courseId: number },
): Promise<ContextRow | undefined> {
  const [row] = await db.insert(ltiContexts).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The link placed in the LMS course, stored or brought up to date: its title follows the platform, and
 * its grade book column too when the launch names one (a launch without the grade book claim keeps the
 * column, which may be one Margin made); the assignment it opens is kept once set, and taken from the
 * launch until then.
 */
export async function saveResourceLink(
  db: Database,
  ltiContextId: number,
  link: { resourceLinkId: string; title: string; lineItemUrl: string | null; assignmentId: number | null },
): Promise<ResourceLinkRow> {
  const [row] = await db
    .insert(ltiResourceLinks)
    .values({ ltiContextId, ...link })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.ltiContextId, ltiResourceLinks.resourceLinkId],
      set: {
        title: link.title,
        ...(link.lineItemUrl !== null && { lineItemUrl: link.lineItemUrl }),
        updatedAt: new Date(),
        ...(link.assignmentId !== null && {
          assignmentId: sql`coalesce(${ltiResourceLinks.assignmentId}, ${link.assignmentId})`,
        }),
      },
    })
    .returning();
  return row;
}
