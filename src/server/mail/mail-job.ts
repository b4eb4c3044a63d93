import { findUserById } from '../accounts/user-store';
import { sendVerificationEmail } from '../accounts/verification';
import type { Database } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import type { Mailer, OutgoingMail } from './mailer';

export const MAIL_JOB = 'mail.send';
/** A verification link: the job makes the link itself, so no token ever waits in the queue. */
export const VERIFICATION_MAIL_JOB = 'mail.verification';

/**
 * An e-mail as a durable job: stored with the change it reports (or right after it), and sent by the job
 * runner with its retries, so a server that stops just then loses nothing; another copy sends it. Only
 * messages without secrets go this way: a job's payload is kept in the database.
 */
export function queueMail(db: Pick<Database, 'insert'>, mail: OutgoingMail, ownerId?: number) {
  return enqueueJob(db, { kind: MAIL_JOB, payload: mail, ownerId });
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (job) => {
    await mailer.send(JSON.parse(job.payload) as OutgoingMail);
  };
}

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
