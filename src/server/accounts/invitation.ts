import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { hashPassword } from '../auth/passwords';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import type { Database } from '../db/client';
import { enqueueJobs } from '../db/job-queue';
import { stillUsable } from '../db/rows';
import { emailTokens, users } from '../db/schema';
import { listEnrollmentsOfUser } from '../enrollments/enrollment-store';
import { HttpError } from '../errors';
import type { JobHandler } from '../jobs/runner';
import type { Mailer } from '../mail/mailer';
import { displayNameOf } from './display-name';
import { findUserById } from './user-store';

/**
 * An account made for a student from a class list has no password until they open their invitation and
 * choose one: this stored value is no argon2 hash, so no password ever matches it.
 */
export const INVITED_PASSWORD_HASH = '!invited';

/** An invitation works once and for fourteen days: a class list is often sent before the term starts. */
export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;

export const INVITATION_MAIL_JOB = 'mail.invitation';

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/accept-invite?token=${encodeURIComponent(token)}`;

const invalidInvitation = () =>
  new HttpError(
    400,
    ErrorCode.invalidToken,
    'This invitation link is invalid or has expired.',
    'Ask your instructor to send the invitation again, or sign in if you have already set your password.',
  );

/** Queues the invitation e-mails of new accounts, in the transaction that made them. */
export function queueInvitationMails(db: Pick<Database, 'insert'>, userIds: number[]) {
  return enqueueJobs(
    db,
    userIds.map((userId) => ({ kind: INVITATION_MAIL_JOB, payload: { userId }, ownerId: userId })),
  );
}

/**
 * Sends an invitation with a new single-use link (the database keeps only its hash; the job makes the
 * link, so no token waits in the queue). Skipped once the person has chosen a password.
 */
export function invitationMailHandler(deps: { db: Database; mailer: Mailer; publicUrl: string }): JobHandler {
  return async (job) => {
    const { userId } = JSON.parse(job.payload) as { userId: number };
    const user = await findUserById(deps.db, userId);
    if (!user || user.passwordHash !== INVITED_PASSWORD_HASH) return 'skipped';
    const taught = await listEnrollmentsOfUser(deps.db, userId);
    const token = newOpaqueToken();
    await deps.db.insert(emailTokens).values({
      userId,
      email: user.email,
      purpose: 'invite',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const link = invitationLink(deps.publicUrl, token);
    const where = taught.length ? taught.map((course) => `“${course.courseTitle}”`).join(', ') : 'a course';
    await deps.mailer.send({
      to: user.email,
      subject: 'You are invited to a course on Margin',
      link,
      text: [
        `Hello ${displayNameOf(user)},`,
        '',
        `Your instructor has added you to ${where} on Margin, where you will write and revise your essays.`,
        'Open this link to choose a password. It works once and for 14 days:',
        link,
        '',
        `Afterwards, sign in with this e-mail address (${user.email}) or the username ${user.username}.`,
      ].join('\n'),
    });
  };
}

/**
 * Uses an invitation once: the password is set, the address counts as verified (the link came to it),
 * and the person is who the link was sent to. A link sent before the address changed does nothing.
 */
export async function acceptInvitation(db: Database, token: string, password: string) {
  const usable = and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, 'invite'),
    stillUsable(emailTokens.usedAt, emailTokens.expiresAt),
  );
  // A link that works nothing costs no password hash.
  const [found] = await db.select({ id: emailTokens.id }).from(emailTokens).where(usable);
  if (!found) throw invalidInvitation();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(usable)
      .returning({ userId: emailTokens.userId, email: emailTokens.email });
    if (!claimed) throw invalidInvitation();
    const [accepted] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, claimed.userId),
          eq(users.email, claimed.email),
          eq(users.passwordHash, INVITED_PASSWORD_HASH),
        ),
      )
      .returning();
    if (!accepted) throw invalidInvitation();
    return accepted;
  });
}
