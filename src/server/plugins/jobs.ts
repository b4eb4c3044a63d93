import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { FEEDBACK_JOB, feedbackJobHandler } from '../feedback/generate-job';
import { chainProviders, type FeedbackProvider } from '../feedback/provider-chain';
import { createOpenAiProvider } from '../feedback/providers/openai';
import { FeedbackEngineWorker } from '../feedback/worker/engine-client';
import { JobRunner } from '../jobs/runner';

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
    const engine = new FeedbackEngineWorker();
    const rules: FeedbackProvider = { name: 'rules', draft: (text) => engine.analyse(text) };
    const providers = config.openAi ? [createOpenAiProvider(config.openAi), rules] : [rules];
    const provider = chainProviders(providers, (name, error) =>
      app.log.warn({ provider: name, err: error }, 'feedback provider failed; trying the next one'),
    );
    const runner = new JobRunner(
      app.db,
      { [FEEDBACK_JOB]: feedbackJobHandler(app.db, provider) },
      {
        leaseSeconds: config.jobLeaseSeconds,
        pollMs: config.jobPollMs,
        onError: (error, job) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
      },
    );
    app.decorate('jobs', runner);
    if (run) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => {
      await runner.stop();
      await engine.close();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
