import { HttpResponse } from 'msw';
import type { Reply, ReplyCount, UnreadReplies, User } from '../../src/shared/contract';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { db, type MockReply, nextId } from '../db';
import { handleSignedIn } from './handle';
import { apiError, notFound } from './respond';

/** The comment, when this reader may see its thread: an instructor any; the author one they were shown. */
function itemFor(user: User, itemId: number) {
  const item = db.feedbackItems.find((row) => row.id === itemId);
  const submission = db.submissions.find((row) => row.id === item?.submission_id);
  if (!item || !submission) return undefined;
  if (user.role === 'admin') return item;
  const shown = item.decision === 'accepted' && isReleasedToStudent(submission);
  return submission.user_id === user.id && shown ? item : undefined;
}

function toReply(row: MockReply): Reply {
  const author = db.users.get(row.author_id);
  return {
    id: row.id,
    author_id: row.author_id,
    author_name: author?.username ?? '',
    role: author?.role === 'admin' ? 'instructor' : 'student',
    body: row.body,
    created_at: row.created_at,
  };
}

/** The threads under these comments that hold replies, with what the reader has not opened. */
export function replyCountsFor(itemIds: number[], reader: { role: string }): ReplyCount[] {
  return [...new Set(itemIds)].flatMap((itemId) => {
    const thread = db.replies.filter((row) => row.item_id === itemId);
    const unread = thread.filter(
      (row) => !row.seen && (db.users.get(row.author_id)?.role === 'admin') !== (reader.role === 'admin'),
    ).length;
    return thread.length ? [{ item_id: itemId, replies: thread.length, unread }] : [];
  });
}

/** GET /replies/unread as the server answers it: essays with replies from the other side not yet read. */
function unreadFor(user: User): UnreadReplies {
  const bySubmission = new Map<number, UnreadReplies[number]>();
  for (const row of db.replies) {
    const byInstructor = db.users.get(row.author_id)?.role === 'admin';
    if (row.seen || byInstructor === (user.role === 'admin')) continue;
    const item = itemFor(user, row.item_id);
    const submission = db.submissions.find((entry) => entry.id === item?.submission_id);
    if (!submission) continue;
    const entry = bySubmission.get(submission.id) ?? {
      submission_id: submission.id,
      assignment_id: submission.assignment_id,
      assignment_title: db.assignments.find((entry) => entry.id === submission.assignment_id)?.title ?? '',
      student_name: db.users.get(submission.user_id)?.username ?? '',
      unread: 0,
      latest_at: row.created_at,
    };
    entry.unread += 1;
    if (row.created_at > entry.latest_at) entry.latest_at = row.created_at;
    bySubmission.set(submission.id, entry);
  }
  return [...bySubmission.values()].sort((a, b) => b.latest_at.localeCompare(a.latest_at));
}

/** GET and POST /feedback-items/{itemId}/replies, and the unread ones, as the server answers them. */
export const replyHandlers = [
  handleSignedIn('getUnreadReplies', ({ user }) => HttpResponse.json(unreadFor(user))),
  handleSignedIn('getReplies', ({ params, user }) => {
    if (!itemFor(user, Number(params.itemId))) return notFound('That comment');
    const thread = db.replies.filter((row) => row.item_id === Number(params.itemId));
    for (const row of thread) {
      const byInstructor = db.users.get(row.author_id)?.role === 'admin';
      if (byInstructor !== (user.role === 'admin')) row.seen = true;
    }
    return HttpResponse.json(thread.map(toReply));
  }),
  handleSignedIn('createReply', async ({ request, params, user }) => {
    if (!itemFor(user, Number(params.itemId))) return notFound('That comment');
    const body = (await request.json()).body?.trim() ?? '';
    if (!body)
      return apiError(400, 'VALIDATION_FAILED', 'Write your reply first.', {
        fields: { body: 'Write your reply first.' },
      });
    const row: MockReply = {
      id: nextId(db.replies),
      item_id: Number(params.itemId),
      author_id: user.id,
      body,
      created_at: new Date().toISOString(),
      seen: false,
    };
    db.replies.push(row);
    return HttpResponse.json(toReply(row), { status: 201 });
  }),
];
