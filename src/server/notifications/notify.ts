import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../shared/contract/notifications';
import { displayNameOf } from '../accounts/display-name';
import { isSiteAdmin } from '../accounts/site-admin';
import type { Database } from '../db/client';
import {
  assignments,
  courseStaff,
  feedbackItems,
  replyNotices,
  submissions,
  users,
  weeks,
} from '../db/schema';
import { queueMail } from '../mail/mail-job';
import { staffNameOf } from '../submissions/anonymity';
import { sameEssay } from '../submissions/newer-version';

type UserRow = typeof users.$inferSelect;

/** Who wants this kind of e-mail: the person has not turned it off on their profile. */
const wants = (user: UserRow, kind: NotificationKind) => !user.notificationsOff.includes(kind);

/**
 * Who hears about a student's work on an essay: the instructor who reviewed it (of this version, else
 * of the one before), and only when nobody has reviewed it yet, the course's staff (the site
 * administrator when the course has none). Nobody outside the course hears of it.
 */
async function instructorsOf(db: Database, submission: typeof submissions.$inferSelect): Promise<UserRow[]> {
  const [reviewed] = await db
    .select({ reviewer: users })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.reviewedBy))
    .where(
      and(
        sameEssay(submissions, submission),
        lte(submissions.version, submission.version),
        eq(users.role, 'admin'),
      ),
    )
    .orderBy(desc(submissions.version))
    .limit(1);
  if (reviewed) return [reviewed.reviewer];
  const staff = await db
    .select({ user: users })
    .from(courseStaff)
    .innerJoin(users, eq(users.id, courseStaff.userId))
    .where(
      eq(
        courseStaff.courseId,
        sql`(select ${weeks.courseId} from ${assignments} join ${weeks} on ${weeks.id} = ${assignments.weekId} where ${assignments.id} = ${submission.assignmentId})`,
      ),
    );
  if (staff.length) return staff.map((row) => row.user);
  return db.select().from(users).where(isSiteAdmin);
}

/** Minutes after an e-mail about a thread during which its further replies send none. */
const REPLY_NOTICE_MINUTES = 5;

/**
 * Whether `recipientId` may be e-mailed about replies under this comment now, recording it if so: one
 * e-mail per thread and person every few minutes, whose link leads to every reply since.
 */
async function noticeDue(db: Database, itemId: number, recipientId: number): Promise<boolean> {
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

async function essayOf(db: Database, submissionId: number) {
  const [found] = await db
    .select({
      submission: submissions,
      assignment: assignments,
      assignmentTitle: assignments.title,
      student: users,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, submissionId));
  return found;
}

const gradingLink = (publicUrl: string, submission: typeof submissions.$inferSelect) =>
  `${publicUrl}/admin/apps/assignments/${submission.assignmentId}/submissions/${submission.id}`;

/** The student hears that feedback on their essay was released. */
export async function notifyReleased(db: Database, publicUrl: string, submissionId: number): Promise<number> {
  const essay = await essayOf(db, submissionId);
  if (!essay || !wants(essay.student, 'released')) return 0;
  const link = `${publicUrl}/user/feedback/${essay.submission.assignmentId}`;
  await queueMail(
    db,
    {
      to: essay.student.email,
      subject: `Feedback on "${essay.assignmentTitle}" is ready`,
      text: `Hello ${essay.student.username},\n\nYour instructor released the feedback on version ${essay.submission.version} of "${essay.assignmentTitle}". Read it at ${link}`,
      link,
    },
    essay.student.id,
  );
  return 1;
}

/** The instructor who reviewed the essay hears that the student handed in a revision after feedback. */
export async function notifyRevision(db: Database, publicUrl: string, submissionId: number): Promise<number> {
  const essay = await essayOf(db, submissionId);
  if (!essay) return 0;
  const link = gradingLink(publicUrl, essay.submission);
  // An anonymously graded essay is announced under its label: the e-mail names no one before release.
  const author = await staffNameOf(db, essay.assignment, essay.submission, displayNameOf(essay.student));
  const recipients = (await instructorsOf(db, essay.submission)).filter((user) => wants(user, 'revisions'));
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${author} revised "${essay.assignmentTitle}"`,
      text: `Hello ${displayNameOf(instructor)},\n\n${author} handed in version ${essay.submission.version} of "${essay.assignmentTitle}" after your feedback. Review it at ${link}`,
      link,
    });
  return recipients.length;
}

/**
 * A reply under a comment: a student's reaches the instructor who reviewed the essay, an instructor's
 * reaches the essay's author, each at most once per thread every few minutes. The reply's words are
 * not copied into the e-mail; the link leads to them.
 */
export async function notifyReply(
  db: Database,
  publicUrl: string,
  itemId: number,
  author: { id: number; role: 'admin' | 'regular'; username: string },
): Promise<number> {
  const [item] = await db.select().from(feedbackItems).where(eq(feedbackItems.id, itemId));
  const essay = item && (await essayOf(db, item.submissionId));
  if (!essay) return 0;
  if (author.role === 'admin') {
    if (!wants(essay.student, 'replies') || !(await noticeDue(db, itemId, essay.student.id))) return 0;
    const link = `${publicUrl}/user/feedback/${essay.submission.assignmentId}`;
    await queueMail(
      db,
      {
        to: essay.student.email,
        subject: `Your instructor answered you on "${essay.assignmentTitle}"`,
        text: `Hello ${essay.student.username},\n\n${author.username} replied under a comment on your essay "${essay.assignmentTitle}". Read it at ${link}`,
        link,
      },
      essay.student.id,
    );
    return 1;
  }
  const link = gradingLink(publicUrl, essay.submission);
  const recipients: UserRow[] = [];
  for (const user of await instructorsOf(db, essay.submission))
    if (wants(user, 'replies') && (await noticeDue(db, itemId, user.id))) recipients.push(user);
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${essay.student.username} replied on "${essay.assignmentTitle}"`,
      text: `Hello ${instructor.username},\n\n${essay.student.username} replied under one of your comments on "${essay.assignmentTitle}". Answer at ${link}`,
      link,
    });
  return recipients.length;
}
