import { displayNameOf } from '../accounts/display-name';
import { wantsMail } from '../accounts/notification-settings';
import { findSiteAdmins, type UserRow } from '../accounts/user-store';
import { staffOfAssignment } from '../courses/staff-store';
import type { Database } from '../db/client';
import { findItem } from '../feedback/item-store';
import { replyNoticeDue } from '../feedback/reply-notices';
import { queueMail } from '../mail/mail-job';
import { staffNameOf } from '../submissions/anonymity';
import type { SubmissionRow } from '../submissions/latest-essays';
import { findSubmissionWithAuthor, latestReviewer } from '../submissions/submission-store';

/**
 * Who hears about a student's work on an essay: the instructor who reviewed it (of this version, else
 * of the one before), and only when nobody has reviewed it yet, the course's staff (the site
 * administrator when the course has none). Nobody outside the course hears of it.
 */
async function instructorsOf(db: Database, submission: SubmissionRow): Promise<UserRow[]> {
  const reviewer = await latestReviewer(db, submission);
  if (reviewer) return [reviewer];
  const staff = await staffOfAssignment(db, submission.assignmentId);
  return staff.length ? staff : findSiteAdmins(db);
}

const gradingLink = (publicUrl: string, submission: SubmissionRow) =>
  `${publicUrl}/admin/apps/assignments/${submission.assignmentId}/submissions/${submission.id}`;

/** The student hears that feedback on their essay was released. */
export async function notifyReleased(db: Database, publicUrl: string, submissionId: number): Promise<number> {
  const essay = await findSubmissionWithAuthor(db, submissionId);
  if (!essay || !wantsMail(essay.student, 'released')) return 0;
  const link = `${publicUrl}/user/feedback/${essay.submission.assignmentId}`;
  await queueMail(
    db,
    {
      to: essay.student.email,
      subject: `Feedback on "${essay.assignment.title}" is ready`,
      text: `Hello ${essay.student.username},\n\nYour instructor released the feedback on version ${essay.submission.version} of "${essay.assignment.title}". Read it at ${link}`,
      link,
    },
    essay.student.id,
  );
  return 1;
}

/** The instructor who reviewed the essay hears that the student handed in a revision after feedback. */
export async function notifyRevision(db: Database, publicUrl: string, submissionId: number): Promise<number> {
  const essay = await findSubmissionWithAuthor(db, submissionId);
  if (!essay) return 0;
  const link = gradingLink(publicUrl, essay.submission);
  // An anonymously graded essay is announced under its label: the e-mail names no one before release.
  const author = await staffNameOf(db, essay.assignment, essay.submission, displayNameOf(essay.student));
  const recipients = (await instructorsOf(db, essay.submission)).filter((user) =>
    wantsMail(user, 'revisions'),
  );
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${author} revised "${essay.assignment.title}"`,
      text: `Hello ${displayNameOf(instructor)},\n\n${author} handed in version ${essay.submission.version} of "${essay.assignment.title}" after your feedback. Review it at ${link}`,
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
  const item = await findItem(db, itemId);
  const essay = item && (await findSubmissionWithAuthor(db, item.submissionId));
  if (!essay) return 0;
  if (author.role === 'admin') {
    if (!wantsMail(essay.student, 'replies') || !(await replyNoticeDue(db, itemId, essay.student.id)))
      return 0;
    const link = `${publicUrl}/user/feedback/${essay.submission.assignmentId}`;
    await queueMail(
      db,
      {
        to: essay.student.email,
        subject: `Your instructor answered you on "${essay.assignment.title}"`,
        text: `Hello ${essay.student.username},\n\n${author.username} replied under a comment on your essay "${essay.assignment.title}". Read it at ${link}`,
        link,
      },
      essay.student.id,
    );
    return 1;
  }
  const link = gradingLink(publicUrl, essay.submission);
  const recipients: UserRow[] = [];
  for (const user of await instructorsOf(db, essay.submission))
    if (wantsMail(user, 'replies') && (await replyNoticeDue(db, itemId, user.id))) recipients.push(user);
  for (const instructor of recipients)
    await queueMail(db, {
      to: instructor.email,
      subject: `${essay.student.username} replied on "${essay.assignment.title}"`,
      text: `Hello ${instructor.username},\n\n${essay.student.username} replied under one of your comments on "${essay.assignment.title}". Answer at ${link}`,
      link,
    });
  return recipients.length;
}
