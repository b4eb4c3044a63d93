import type { Database } from '../db/client';
import { enqueueJob } from '../db/job-queue';
import type { JobHandler } from '../jobs/runner';
import type { Mailer, OutgoingMail } from './mailer';

export const MAIL_JOB = 'mail.send';

/**
 * An e-mail as a durable job: stored with the change it reports (or right after it), and sent by the job
 * runner with its retries, so a server that stops just then loses nothing; another copy sends it. Only
 * messages without secrets go this way: a job's payload is kept in the database.
 */
export function queueMail(db: Pick<Database, 'insert'>, mail: OutgoingMail, ownerId?: number) {
  return enqueueJob(db, { kind: MAIL_JOB, payload: mail, ownerId });
}

/**
 * Queues the e-mails about a change in the transaction that makes it, so that both land or neither;
 * answers how many it queued (the caller wakes the runner when there are any).
 */
export type MailAlongside = (tx: Database) => Promise<number>;

export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (job) => {
    await mailer.send(JSON.parse(job.payload) as OutgoingMail);
  };
}
