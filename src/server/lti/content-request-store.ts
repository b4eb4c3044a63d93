import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stillUsable } from '../db/rows';
import { ltiContentRequests, ltiContexts } from '../db/schema';
import { hashOf, randomToken } from './launch-states';

/** An instructor has this long to pick the assignments before the platform's request goes stale. */
export const CONTENT_REQUEST_TTL_MS = 60 * 60_000;
/** The signed answer waits this long for the browser to carry it back to the platform. */
const RETURN_TTL_MS = 5 * 60_000;

export type ContentRequestRow = typeof ltiContentRequests.$inferSelect;

/** Keeps a deep-linking request until its instructor answers it; answers its id. */
export async function insertContentRequest(
  db: Database,
  values: Pick<
    ContentRequestRow,
    'platformId' | 'deploymentId' | 'ltiContextId' | 'userId' | 'returnUrl' | 'data' | 'acceptMultiple'
  >,
): Promise<number> {
  const [row] = await db
    .insert(ltiContentRequests)
    .values({ ...values, expiresAt: new Date(Date.now() + CONTENT_REQUEST_TTL_MS) })
    .returning({ id: ltiContentRequests.id });
  return row.id;
}

/**
 * The request this instructor started, not yet answered nor expired, with the Margin course it adds to.
 * Anyone else's request is as unknown as a missing one.
 */
export async function openContentRequest(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({ request: ltiContentRequests, courseId: ltiContexts.courseId })
    .from(ltiContentRequests)
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContentRequests.ltiContextId))
    .where(
      and(
        eq(ltiContentRequests.id, id),
        eq(ltiContentRequests.userId, userId),
        stillUsable(ltiContentRequests.returnCodeHash, ltiContentRequests.expiresAt),
      ),
    );
  return row;
}

/**
 * Keeps the signed answer for the browser to carry back, once; answers the code that fetches it, or
 * undefined when the request was answered meanwhile (two clicks, two tabs).
 */
export async function keepContentAnswer(
  db: Database,
  id: number,
  responseJwt: string,
): Promise<string | undefined> {
  const code = randomToken();
  const [row] = await db
    .update(ltiContentRequests)
    .set({ responseJwt, returnCodeHash: hashOf(code), expiresAt: new Date(Date.now() + RETURN_TTL_MS) })
    .where(and(eq(ltiContentRequests.id, id), isNull(ltiContentRequests.returnCodeHash)))
    .returning({ id: ltiContentRequests.id });
  return row ? code : undefined;
}

/** Takes the signed answer this code fetches, once, with where it goes; undefined when used or expired. */
export async function takeContentAnswer(db: Database, code: string) {
  const [row] = await db
    .update(ltiContentRequests)
    .set({ returnedAt: new Date() })
    .where(
      and(
        eq(ltiContentRequests.returnCodeHash, hashOf(code)),
        stillUsable(ltiContentRequests.returnedAt, ltiContentRequests.expiresAt),
      ),
    )
    .returning({ returnUrl: ltiContentRequests.returnUrl, responseJwt: ltiContentRequests.responseJwt });
  return row?.responseJwt ? { returnUrl: row.returnUrl, responseJwt: row.responseJwt } : undefined;
}

/** Drops the requests nobody can answer or carry back any more. */
export async function forgetExpiredContentRequests(db: Database, now = new Date()): Promise<void> {
  await db.delete(ltiContentRequests).where(lt(ltiContentRequests.expiresAt, now));
}
