import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FakeChatCompletions } from '../../../test/server/fake-chat-completions';
import { essayHtml, readGrades, readHealth, submitEssay } from '../../../test/server/reliability/api-client';
import { type Cohort, seedCohort } from '../../../test/server/reliability/cohort';
import { startInstantModel, waitForAllDrafts } from '../../../test/server/reliability/feedback-drafts';
import { PrivatePostgres } from '../../../test/server/reliability/private-postgres';
import { freePort, ServerProcess } from '../../../test/server/reliability/server-process';
import { SteadyLoad } from '../../../test/server/reliability/steady-load';
import { openDatabase } from '../db/client';
import { replacedEssayKeys, submissions } from '../db/schema';

const CLIENTS = 20;
// Each phase waits for this many more successful requests, not for a timer.
const SUCCESSES_PER_PHASE = 60;
const JWT_SECRET = 'reliability-test-secret-long-enough-for-hs256';
const SET_UP_TIMEOUT_MS = 90_000;
const SCENARIO_TIMEOUT_MS = 170_000;
const DRAFTS_TIMEOUT_MS = 45_000;

const unavailable = {
  status: 503,
  body: expect.objectContaining({ statusCode: 503, code: 'UNAVAILABLE', error: expect.any(String) }),
};

describe('a server whose PostgreSQL restarts under load', () => {
  let cluster: PrivatePostgres | undefined;
  let model: FakeChatCompletions | undefined;
  let server: ServerProcess | undefined;
  let load: SteadyLoad | undefined;
  let databaseUrl: string;
  let dataDir: string;
  let cohort: Cohort;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-db-restart-'));
    cluster = await PrivatePostgres.create();
    databaseUrl = await cluster.createDatabase('margin');
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      await handle.migrate();
      cohort = await seedCohort(handle.db, CLIENTS, JWT_SECRET);
    } finally {
      await handle.close();
    }
    model = await startInstantModel();
    server = new ServerProcess({
      port: await freePort(),
      dataDir,
      jwtSecret: JWT_SECRET,
      databaseUrl,
      extraEnv: {
        JOB_LEASE_SECONDS: '3',
        JOB_POLL_MS: '200',
        OPENAI_BASE_URL: model.baseUrl,
        FEEDBACK_MODEL: 'instant-test-model',
      },
    });
    await server.start();
  }, SET_UP_TIMEOUT_MS);

  // A scenario that fails half-way must not leave its clients hammering the server.
  afterEach(() => load?.stop());

  afterAll(async () => {
    await server?.stop();
    await model?.close();
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, SET_UP_TIMEOUT_MS);

  it(
    'answers 503 while the database is away and serves again, in the same process, once it is back',
    async () => {
      const live = server!;
      const student = cohort.students[0];
      const essay = {
        token: student.token,
        assignmentId: cohort.assignmentId,
        html: essayHtml(student.username, 0),
        idempotencyKey: randomUUID(),
      };
      await cluster!.stop('fast');
      try {
        expect(await readHealth(live.baseUrl)).toEqual(unavailable);
        expect(await readGrades(live.baseUrl, student.token)).toEqual(unavailable);
        expect(await submitEssay(live.baseUrl, essay)).toEqual(unavailable);
      } finally {
        await cluster!.start();
      }
      await live.waitUntilHealthy();
      expect(await submitEssay(live.baseUrl, essay)).toMatchObject({ status: 201 });
      expect(live.running).toBe(true);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it.each(['fast', 'immediate'] as const)(
    'loses no acknowledged essay and recovers by itself when PostgreSQL restarts (-m %s) mid-load',
    async (mode) => {
      const live = server!;
      load = new SteadyLoad(live.baseUrl, cohort.assignmentId);
      load.start(cohort.students);
      await live.explainFailure(load.moreSuccesses(SUCCESSES_PER_PHASE));
      const unavailableBefore = load.unavailableAnswers;
      await cluster!.restart(mode);
      await live.explainFailure(load.moreSuccesses(SUCCESSES_PER_PHASE));
      await load.stop();

      expect(live.running).toBe(true);
      expect(load.unexpected).toEqual([]);
      // The restart cut requests that were in flight: they were answered 503 and retried, not lost.
      expect(load.unavailableAnswers).toBeGreaterThan(unavailableBefore);
      expect(await readHealth(live.baseUrl)).toMatchObject({ status: 200 });

      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
      try {
        const stored = await handle.db
          .select()
          .from(submissions)
          .where(eq(submissions.assignmentId, cohort.assignmentId));
        // Each student's essays replace one another under review: the last one acknowledged is the
        // stored version, and every acknowledged key still names that version.
        const lastAcknowledged = new Map(load.acknowledged.map((ack) => [ack.userId, ack]));
        const byStudent = new Map(stored.map((row) => [row.userId, row]));
        const missing = [...lastAcknowledged.values()].filter(
          (ack) =>
            byStudent.get(ack.userId)?.id !== ack.submissionId ||
            byStudent.get(ack.userId)?.contentHtml !== ack.html,
        );
        expect(missing).toEqual([]);
        const replacedKeys = await handle.db.select().from(replacedEssayKeys);
        const versionOfKey = new Map([
          ...stored.map((row) => [row.idempotencyKey, row.id] as const),
          ...replacedKeys.map((row) => [row.idempotencyKey, row.submissionId] as const),
        ]);
        const unheld = load.acknowledged.filter(
          (ack) => versionOfKey.get(ack.idempotencyKey) !== ack.submissionId,
        );
        expect(unheld).toEqual([]);
      } finally {
        await handle.close();
      }
      // The job runner lived through the restart too: every student's latest essay gets its draft.
      await live.explainFailure(
        waitForAllDrafts(live.baseUrl, cohort.admin.token, cohort.assignmentId, CLIENTS, DRAFTS_TIMEOUT_MS),
      );
    },
    SCENARIO_TIMEOUT_MS,
  );
});
