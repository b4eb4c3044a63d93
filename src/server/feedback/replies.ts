import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../shared/contract/common';
import type { Reply, ReplyCount, UnreadReplies } from '../../shared/contract/feedback';
import { REPLY_THREAD_MAX } from '../../shared/contract/limits';
import { displayNameColumn } from '../accounts/display-name';
import { teachesAssignment, visibleCourseIds } from '../auth/course-staff';
import { withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { assignments, feedbackItems, feedbackReplies, submissions, users, weeks } from '../db/schema';
import { HttpError } from '../errors';
import type { MailAlongside } from '../mail/mail-job';
import { isReleased } from '../submissions/dto';
import { withPlaceAndAuthor } from '../submissions/essay-place';

interface Reader {
  id: number;
  role: 'admin' | 'regular';
  /** The site administrator reads every course's threads; other staff their own courses'. */
  siteAdmin?: boolean;
}

/**
 * The comment, when this reader may see its thread: the course's staff any comment; the essay's author
 * a comment they were shown (accepted, on a released version). Anyone else finds nothing.
 */
export async function itemForThread(db: Database, itemId: number, reader: Reader) {
  const [found] = await db
    .select({ item: feedbackItems, submission: submissions })
    .from(feedbackItems)
    .innerJoin(submissions, eq(submissions.id, feedbackItems.submissionId))
    .where(eq(feedbackItems.id, itemId));
  if (!found) return undefined;
  if (reader.role === 'admin') {
    const staff = await teachesAssignment(db, { siteAdmin: false, ...reader }, found.submission.assignmentId);
    return staff ? found : undefined;
  }
  const shown = found.item.decision === 'accepted' && isReleased(found.submission);
  return found.submission.userId === reader.id && shown ? found : undefined;
}

const toReply = (row: { reply: typeof feedbackReplies.$inferSelect; name: string; role: string }): Reply => ({
  id: row.reply.id,
  author_id: row.reply.authorId,
  author_name: row.name,
  role: row.role === 'admin' ? 'instructor' : 'student',
  body: row.reply.body,
  created_at: row.reply.createdAt.toISOString(),
});

/** The thread, oldest first; what the other side wrote counts as read from now on. */
export async function readThread(db: Database, itemId: number, reader: Reader): Promise<Reply[]> {
  const rows = await db
    .select({ reply: feedbackReplies, name: displayNameColumn, role: users.role })
    .from(feedbackReplies)
    .innerJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(eq(feedbackReplies.itemId, itemId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
  const unseen = rows.filter(
    ({ reply, role }) => !reply.seenAt && (role === 'admin') !== (reader.role === 'admin'),
  );
  if (unseen.length) {
    await db
      .update(feedbackReplies)
      .set({ seenAt: new Date() })
      .where(
        and(
          inArray(
            feedbackReplies.id,
            unseen.map(({ reply }) => reply.id),
          ),
          isNull(feedbackReplies.seenAt),
        ),
      );
  }
  return rows.map(toReply);
}

/** Stores a reply and the e-mail about it (`mail`) together, or neither. */
export function addReply(
  db: Database,
  itemId: number,
  author: Reader & { displayName: string },
  body: string,
  mail: MailAlongside,
): Promise<{ stored: Reply; mailed: number }> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(feedbackReplies)
      .values({ itemId, authorId: author.id, body })
      .returning();
    return {
      stored: toReply({ reply, name: author.displayName, role: author.role }),
      mailed: await mail(tx),
    };
  });
}

/**
 * How many replies each of these comments has, and how many the reader has not opened: those the
 * other side wrote and nobody on the reader's side has read yet. Comments without replies are left out.
 */
export async function replyCounts(db: Database, itemIds: number[], reader: Reader): Promise<ReplyCount[]> {
  if (itemIds.length === 0) return [];
  const fromOtherSide =
    reader.role === 'admin' ? sql`${users.role} <> 'admin'` : sql`${users.role} = 'admin'`;
  const rows = await db
    .select({
      itemId: feedbackReplies.itemId,
      replies: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${feedbackReplies.seenAt} is null and ${fromOtherSide}))::int`,
    })
    .from(feedbackReplies)
    .innerJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(inArray(feedbackReplies.itemId, itemIds))
    .groupBy(feedbackReplies.itemId);
  return rows.map((row) => ({ item_id: row.itemId, replies: row.replies, unread: row.unread }));
}

/** The essays with replies this reader has not opened (see UnreadRepliesSchema), newest first. */
export async function unreadThreads(db: Database, reader: Reader): Promise<UnreadReplies> {
  const author = alias(users, 'reply_author');
  const fromOtherSide = reader.role === 'admin' ? ne(author.role, 'admin') : eq(author.role, 'admin');
  const rows = await withPlaceAndAuthor(
    db
      .select({
        submission: submissions,
        assignmentTitle: assignments.title,
        studentName: displayNameColumn,
        unread: sql<number>`count(*)::int`,
        latestAt: sql<Date>`max(${feedbackReplies.createdAt})`,
      })
      .from(submissions)
      .$dynamic(),
  )
    .innerJoin(feedbackItems, eq(feedbackItems.submissionId, submissions.id))
    .innerJoin(feedbackReplies, eq(feedbackReplies.itemId, feedbackItems.id))
    .innerJoin(author, eq(author.id, feedbackReplies.authorId))
    .where(
      and(
        isNull(feedbackReplies.seenAt),
        fromOtherSide,
        // A student counts only threads they can open: comments accepted on a released essay.
        reader.role === 'admin'
          ? withinCourses(weeks.courseId, await visibleCourseIds(db, { siteAdmin: false, ...reader }))
          : and(eq(submissions.userId, reader.id), eq(feedbackItems.decision, 'accepted')),
      ),
    )
    .groupBy(submissions.id, assignments.title, users.username, users.displayName);
  return rows
    .filter((row) => reader.role === 'admin' || isReleased(row.submission))
    .map((row) => ({
      submission_id: row.submission.id,
      assignment_id: row.submission.assignmentId,
      assignment_title: row.assignmentTitle,
      student_name: row.studentName,
      unread: row.unread,
      latest_at: new Date(row.latestAt).toISOString(),
    }))
    .sort((a, b) => b.latest_at.localeCompare(a.latest_at));
}

/**
 * Refuses a reply the conversation cannot take: past REPLY_THREAD_MAX replies (409), or past
 * `per10Minutes` from both sides in the last 10 minutes (429), so one conversation cannot grow
 * without bound or fill an inbox.
 */
export async function checkThreadRoom(db: Database, itemId: number, per10Minutes: number): Promise<void> {
  const [{ total, recent }] = await db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${feedbackReplies.createdAt} > now() - interval '10 minutes')`,
    })
    .from(feedbackReplies)
    .where(eq(feedbackReplies.itemId, itemId));
  if (Number(total) >= REPLY_THREAD_MAX) {
    const full = `This conversation has reached ${REPLY_THREAD_MAX} replies. Talk it over in class, or reply under another comment.`;
    throw new HttpError(409, ErrorCode.conflict, full, full);
  }
  if (Number(recent) >= per10Minutes) {
    const busy = `This conversation has had ${per10Minutes} replies in the last 10 minutes. Wait a few minutes, then reply again.`;
    throw new HttpError(429, ErrorCode.rateLimited, busy, busy);
  }
}
