import type { Database } from '../db/client';
import { enqueueJob } from '../db/job-queue';
import type { JobHandler } from '../jobs/runner';
import type { Mailer } from '../mail/mailer';
import { findUserById } from './user-store';
import { sendVerificationEmail } from './verification';

/** A verification link: the job makes the link itself, so no token ever waits in the queue. */
export const VERIFICATION_MAIL_JOB = 'mail.verification';

/** Queues the verification e-mail of an account; the link is made when the e-mail is sent. */
export function queueVerificationMail(db: Pick<Database, 'insert'>, userId: number) {
  return enqueueJob(db, { kind: VERIFICATION_MAIL_JOB, payload: { userId }, ownerId: userId });
}

/**
 * Sends the verification e-mail of an account still unverified, with a new single-use link (the
 * database keeps only its hash). A retry after a failed send makes another link; each works once.
 */
export function verificationMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobHandler {
  return async (job) => {
    const { userId } = JSON.parse(job.payload) as { userId: number };
    const user = await findUserById(deps.db, userId);
    if (!user || user.emailVerified) return 'skipped';
    await sendVerificationEmail(deps, user);
  };
}
