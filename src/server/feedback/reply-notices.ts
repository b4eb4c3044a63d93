import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { replyNotices } from '../db/schema';

/** Minutes after an e-mail about a thread during which its further replies send none. */
const REPLY_NOTICE_MINUTES = 5;

/**
 * Whether `recipientId` may be e-mailed about replies under this comment now, recording it if so: one
 * e-mail per thread and person every few minutes, whose link leads to every reply since.
 */
export async function replyNoticeDue(db: Database, itemId: number, recipientId: number): Promise<boolean> {
  const [noted] = await db
    .insert(replyNotices)
    .values({ itemId, recipientId })
    .onConflictDoUpdate({
      target: [replyNotices.itemId, replyNotices.recipientId],
      set: { sentAt: sql`now()` },
      setWhere: sql`${replyNotices.sentAt} < now() - make_interval(mins => ${REPLY_NOTICE_MINUTES})`,
    })
    .returning({ itemId: replyNotices.itemId });
  return Boolean(noted);
}
