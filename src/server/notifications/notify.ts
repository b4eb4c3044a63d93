import { eq } from 'drizzle-orm';
import type { NotificationKind } from '../../shared/contract/notifications';
import type { Database } from '../db/client';
import { assignments, feedbackItems, submissions, users } from '../db/schema';
import { queueMail } from '../mail/mail-job';

type UserRow = typeof users.$inferSelect;

/** Who wants this kind of e-mail: the person has not turned it off on their profile. */
const wants = (user: UserRow, kind: NotificationKind) => !user.notificationsOff.includes(kind);

async function instructors(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, 'admin'));
}

async function essayOf(db: Database, submissionId: number) {
  const [found] = await db
    .select({ submission: submissions, assignmentTitle: assignments.title, student: users })
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

/** The instructors hear that a student handed in a revision after feedback. */
export async function notifyRevision(db: Database, publicUrl: string, submissionId: number): Promise<number> {
  const essay = await essayOf(db, submissionId);
  if (!essay) return 0;
  const link = gradingLink(publicUrl, essay.submission);
  const recipients = (await instructors(db)).filter((user) => wants(user, 'revisions'));
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${essay.student.username} revised "${essay.assignmentTitle}"`,
      text: `Hello ${instructor.username},\n\n${essay.student.username} handed in version ${essay.submission.version} of "${essay.assignmentTitle}" after your feedback. Review it at ${link}`,
      link,
    });
  return recipients.length;
}

/**
 * A reply under a comment: a student's reaches the instructors, an instructor's reaches the essay's
 * author. The reply's words are not copied into the e-mail; the link leads to them.
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
    if (!wants(essay.student, 'replies')) return 0;
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
  const recipients = (await instructors(db)).filter((user) => wants(user, 'replies'));
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${essay.student.username} replied on "${essay.assignmentTitle}"`,
      text: `Hello ${instructor.username},\n\n${essay.student.username} replied under one of your comments on "${essay.assignmentTitle}". Answer at ${link}`,
      link,
    });
  return recipients.length;
}
