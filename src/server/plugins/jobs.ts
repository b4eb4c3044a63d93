import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_CHANGE_MAIL_JOB, emailChangeMailHandler } from '../accounts/email-change';
import { VERIFICATION_MAIL_JOB, verificationMailHandler } from '../accounts/verification-job';
import type { Config } from '../config';
import { FEEDBACK_JOB, feedbackJobHandler } from '../feedback/generate-job';
import { chainProviders, type FeedbackProvider } from '../feedback/provider-chain';
import { createOpenAiProvider } from '../feedback/providers/openai';
import { FeedbackEnginePool } from '../feedback/worker/engine-pool';
import { JobRunner } from '../jobs/runner';
import { LOG_PRUNE_JOB, logPruneJobHandler, scheduleLogPruning } from '../logs/prune-job';
import { MAIL_JOB, mailJobHandler } from '../mail/mail-job';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  config: Config;
  /** Tests that do not look at feedback leave the runner stopped, so no engine thread starts. */
  run: boolean;
}

/** The durable job runner and the feedback engine it drives (design: shape of the system). */
export default fp(
  async (app: FastifyInstance, { config, run }: JobsOptions) => {
    // One engine thread for each job that may run at once, so the runner never queues behind itself.
    const engine = new FeedbackEnginePool(config.feedbackConcurrency);
    const rules: FeedbackProvider = {
      name: 'rules',
      draft: (text, signal, brief) => engine.analyse(text, { signal, brief }),
    };
    const providers = config.openAi ? [createOpenAiProvider(config.openAi), rules] : [rules];
    const provider = chainProviders(providers, (name, error) =>
      app.log.warn({ provider: name, err: error }, 'feedback provider failed; trying the next one'),
    );
    const runner = new JobRunner(
      app.db,
      {
        [FEEDBACK_JOB]: feedbackJobHandler(app.db, provider),
        [MAIL_JOB]: mailJobHandler(app.mailer),
        [VERIFICATION_MAIL_JOB]: verificationMailHandler({
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
      {
        leaseSeconds: config.jobLeaseSeconds,
        pollMs: config.jobPollMs,
        concurrency: config.feedbackConcurrency,
        onError: (error, job) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
      },
    );
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
