import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_CHANGE_MAIL_JOB, emailChangeMailHandler } from '../accounts/email-change';
import { INVITATION_MAIL_JOB, invitationMailHandler } from '../accounts/invitation';
import { VERIFICATION_MAIL_JOB, verificationMailHandler } from '../accounts/verification-job';
import type { Config } from '../config';
import type { Job } from '../db/job-queue';
import { FEEDBACK_JOB, feedbackJobHandler } from '../feedback/generate-job';
import { chainProviders, type FeedbackProvider } from '../feedback/provider-chain';
import { createOpenAiProvider } from '../feedback/providers/openai';
import { FeedbackEnginePool } from '../feedback/worker/engine-pool';
import { JobRunner, JobRunners } from '../jobs/runner';
import { LOG_PRUNE_JOB, logPruneJobHandler, scheduleLogPruning } from '../logs/prune-job';
import { GRADE_PASSBACK_JOB, gradePassbackJobHandler } from '../lti/grade-passback';
import { ROSTER_SYNC_JOB, rosterSyncJobHandler } from '../lti/roster-job';
import { MAIL_JOB, mailJobHandler } from '../mail/mail-job';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunners;
  }
}

export interface JobsOptions {
  config: Config;
  /** Tests that do not look at feedback leave the runner stopped, so no engine thread starts. */
  run: boolean;
}

/** E-mails (each one SMTP exchange) and log pruning sent at once by one server. */
const ERRANDS_AT_ONCE = 2;
/** LMS service calls made at once by one server: a roster read may take a platform minutes. */
const LMS_CALLS_AT_ONCE = 2;
const LMS_JOBS = [ROSTER_SYNC_JOB, GRADE_PASSBACK_JOB];

/** The durable job runners and the feedback engine they drive (design: shape of the system). */
export default fp(
  async (app: FastifyInstance, { config, run }: JobsOptions) => {
    // One engine thread for each job that may run at once, so the runner never queues behind itself.
    const engine = new FeedbackEnginePool(config.feedbackConcurrency, {
      nice: config.feedbackEngineNice,
      timeoutMs: config.feedbackEngineTimeoutMs,
    });
    const rules: FeedbackProvider = {
      name: 'rules',
      draft: (text, signal, brief) => engine.analyse(text, { signal, brief }),
    };
    const providers = config.openAi ? [createOpenAiProvider(config.openAi), rules] : [rules];
    const provider = chainProviders(providers, (name, error) =>
      app.log.warn({ provider: name, err: error }, 'feedback provider failed; trying the next one'),
    );
    const options = {
      leaseSeconds: config.jobLeaseSeconds,
      pollMs: config.jobPollMs,
      onError: (error: unknown, job?: Job) =>
        app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
    };
    // Drafting takes seconds of a whole engine thread each; e-mail and housekeeping take milliseconds; LMS
    // calls wait on another site. Each has its own runner, so a newcomer's verification link never waits
    // behind a class's essays or a slow LMS.
    const drafting = new JobRunner(
      app.db,
      { [FEEDBACK_JOB]: feedbackJobHandler(app.db, provider) },
      { ...options, concurrency: config.feedbackConcurrency, kinds: { only: [FEEDBACK_JOB] } },
    );
    const errands = new JobRunner(
      app.db,
      {
        [MAIL_JOB]: mailJobHandler(app.mailer),
        [VERIFICATION_MAIL_JOB]: verificationMailHandler({
          db: app.db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
        }),
        [INVITATION_MAIL_JOB]: invitationMailHandler({
          db: app.db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
        }),
        [EMAIL_CHANGE_MAIL_JOB]: emailChangeMailHandler({
          db: app.db,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
        }),
        [LOG_PRUNE_JOB]: logPruneJobHandler(app.db, {
          retentionDays: config.logRetentionDays,
          maxRows: config.logMaxRows,
        }),
      },
      { ...options, concurrency: ERRANDS_AT_ONCE, kinds: { except: [FEEDBACK_JOB, ...LMS_JOBS] } },
    );
    // An LMS that answers slowly (a large roster, a grade book that times out) holds up only its own kind.
    const lms = new JobRunner(
      app.db,
      {
        [ROSTER_SYNC_JOB]: rosterSyncJobHandler(app.db),
        [GRADE_PASSBACK_JOB]: gradePassbackJobHandler(app.db, config.publicUrl, app.log),
      },
      { ...options, concurrency: LMS_CALLS_AT_ONCE, kinds: { only: LMS_JOBS } },
    );
    const runner = new JobRunners([drafting, errands, lms]);
    app.decorate('jobs', runner);
    if (run) {
      app.addHook('onReady', async () => {
        await scheduleLogPruning(app.db, new Date()).catch((error) =>
          app.log.warn({ err: error }, 'log pruning not scheduled; the next start tries again'),
        );
        runner.start();
      });
    }
    // Running jobs go back to the queue at once (another server, or this one restarted, takes them);
    // the engine threads are ended rather than waited for.
    app.addHook('onClose', async () => {
      await runner.stop();
      await engine.close();
    });
  },
  { name: 'jobs', dependencies: ['database', 'mail'] },
);
