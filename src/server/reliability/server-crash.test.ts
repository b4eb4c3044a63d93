import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FakeChatCompletions } from '../../../test/server/fake-chat-completions';
import { essayHtml, isSuccess, type Outcome, submitEssay } from '../../../test/server/reliability/api-client';
import { type Cohort, type Member, seedCohort } from '../../../test/server/reliability/cohort';
import {
  embeddedDatabase,
  freshPostgresDatabase,
  type OwnedDatabase,
} from '../../../test/server/reliability/databases';
import {
  modelDraft,
  startInstantModel,
  waitForAllDrafts,
} from '../../../test/server/reliability/feedback-drafts';
import { freePort, ServerProcess } from '../../../test/server/reliability/server-process';
import type { StudentSubmission } from '../../shared/contract/submissions';
import type { Database } from '../db/client';
import { feedbackItems, jobs, submissions } from '../db/schema';

const CROWD = 50;
// One more student submits first, so a feedback job is being drafted when the crowd arrives.
const STUDENTS = CROWD + 1;
// The kill comes once this many answers are back, so the rest are still on the wire or in the server.
const KILL_AFTER_ANSWERS = 10;
// Longer than the doomed server lives: its job runner is left waiting for a draft when the kill comes.
const STALLED_DRAFT_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const JWT_SECRET = 'reliability-test-secret-long-enough-for-hs256';
// Two server starts, a crash and fifty feedback drafts on a busy two-core machine.
const SCENARIO_TIMEOUT_MS = 170_000;
const SET_UP_TIMEOUT_MS = 60_000;
const DRAFTS_TIMEOUT_MS = 60_000;

interface Essay {
  student: Member;
  html: string;
  idempotencyKey: string;
}

const byNumber = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
const idOf = (outcome: Outcome<StudentSubmission>) => (outcome as { body: StudentSubmission }).body.id;

/** Every row the scenario left behind for the assignment, read straight from the database. */
async function storedState(db: Database, assignmentId: number) {
  const stored = await db.select().from(submissions).where(eq(submissions.assignmentId, assignmentId));
  const ids = stored.map((row) => row.id);
  const feedbackJobs = await db.select().from(jobs).where(inArray(jobs.submissionId, ids));
  const items = await db
    .select({ submissionId: feedbackItems.submissionId })
    .from(feedbackItems)
    .where(inArray(feedbackItems.submissionId, ids));
  return { stored, feedbackJobs, items };
}

const databases: Array<[string, (dataDir: string) => Promise<OwnedDatabase>]> = [
  ['PostgreSQL', () => freshPostgresDatabase()],
  ['the embedded PGlite', async (dataDir) => embeddedDatabase(dataDir)],
];

describe.each(databases)(
  'a server on %s killed with SIGKILL while 50 students submit',
  (_label, ownDatabase) => {
    let dataDir: string;
    let database: OwnedDatabase;
    let cohort: Cohort;
    let model: FakeChatCompletions;
    let server: ServerProcess;

    const startServer = async () => {
      server = new ServerProcess({
        port: await freePort(),
        dataDir,
        jwtSecret: JWT_SECRET,
        databaseUrl: database.serverUrl,
        extraEnv: {
          // A short lease, so the jobs the killed server held are taken again within seconds.
          JOB_LEASE_SECONDS: '3',
          JOB_POLL_MS: '200',
          OPENAI_BASE_URL: model.baseUrl,
          FEEDBACK_MODEL: 'instant-test-model',
        },
      });
      await server.start();
      return server;
    };

    const send = (essay: Essay) =>
      submitEssay(server.baseUrl, {
        token: essay.student.token,
        assignmentId: cohort.assignmentId,
        html: essay.html,
        idempotencyKey: essay.idempotencyKey,
      });

    /** Sends every essay at once and SIGKILLs the server as the KILL_AFTER_ANSWERS-th answer arrives. */
    const sendAllAndKillMidway = async (essays: Essay[]) => {
      const doomed = server;
      let answers = 0;
      const outcomes = await Promise.all(
        essays.map(async (essay) => {
          const outcome = await send(essay);
          if (outcome.status !== 0 && ++answers === KILL_AFTER_ANSWERS) void doomed.kill();
          return { ...essay, outcome };
        }),
      );
      await doomed.kill();
      return {
        answered: outcomes.filter(({ outcome }) => outcome.status !== 0),
        cutOff: outcomes.filter(({ outcome }) => outcome.status === 0),
      };
    };

    /** Resolves once the server's job runner has asked the model for a draft, holding that job's lease. */
    const draftRequested = async () => {
      for (let waited = 0; model.requests.length === 0; waited += 50) {
        if (waited > DRAFTS_TIMEOUT_MS) throw new Error('The job runner never asked the model for a draft.');
        await pause(50);
      }
    };

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-crash-'));
      model = await startInstantModel();
      database = await ownDatabase(dataDir);
      const handle = await database.open();
      try {
        await handle.migrate();
        cohort = await seedCohort(handle.db, STUDENTS, JWT_SECRET);
      } finally {
        await handle.close();
      }
    }, SET_UP_TIMEOUT_MS);

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      await model?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }, SET_UP_TIMEOUT_MS);

    it(
      'keeps each answered essay once, stores each retried one once, and finishes every feedback job, even the one it held',
      async () => {
        const essays: Essay[] = cohort.students.map((student) => ({
          student,
          html: essayHtml(student.username, 1),
          idempotencyKey: randomUUID(),
        }));
        const [early, ...crowd] = essays;
        model.answerWith({ body: modelDraft, delayMs: STALLED_DRAFT_MS });
        await startServer();
        const earlyAnswer = await send(early);
        expect(earlyAnswer).toMatchObject({ status: 201 });
        await server.explainFailure(draftRequested());

        const { answered, cutOff } = await sendAllAndKillMidway(crowd);
        model.answerWith({ body: modelDraft });
        expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
        expect(cutOff.length).toBeGreaterThan(0);
        expect(answered.map(({ outcome }) => outcome.status)).toEqual(answered.map(() => 201));

        const restarted = await startServer();
        // A retry the dead server had stored is answered from storage (200); one it never stored is new (201).
        const retries = await Promise.all(cutOff.map(send));
        expect(retries.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
        // An answered essay sent again with its key is the very row that was acknowledged.
        const repeats = await Promise.all(answered.map(send));
        expect(
          repeats.map((outcome) => (isSuccess(outcome) ? [outcome.status, idOf(outcome)] : outcome)),
        ).toEqual(answered.map(({ outcome }) => [200, idOf(outcome)]));
        await restarted.explainFailure(
          waitForAllDrafts(
            restarted.baseUrl,
            cohort.admin.token,
            cohort.assignmentId,
            STUDENTS,
            DRAFTS_TIMEOUT_MS,
          ),
        );
        // The embedded database belongs to one process at a time: stop the server before reading it.
        await restarted.stop();

        const handle = await database.open();
        const { stored, feedbackJobs, items } = await storedState(handle.db, cohort.assignmentId).finally(
          () => handle.close(),
        );
        const byKey = new Map(stored.map((row) => [row.idempotencyKey, row]));
        expect(stored).toHaveLength(STUDENTS);
        for (const essay of essays) {
          expect(byKey.get(essay.idempotencyKey)).toMatchObject({
            userId: essay.student.id,
            version: 1,
            contentHtml: essay.html,
          });
        }
        for (const { idempotencyKey, outcome } of [{ ...early, outcome: earlyAnswer }, ...answered]) {
          expect(byKey.get(idempotencyKey)?.id).toBe(idOf(outcome));
        }
        const storedIds = stored.map((row) => row.id).sort(byNumber);
        expect(feedbackJobs.map((job) => job.submissionId).sort(byNumber)).toEqual(storedIds);
        expect(feedbackJobs.filter((job) => job.status !== 'done')).toEqual([]);
        // The killed server held the early essay's job; it was taken again once its lease ran out.
        expect(feedbackJobs.find((job) => job.submissionId === idOf(earlyAnswer))?.attempts).toBe(2);
        // A job the killed server was running is run again; the draft it leaves replaces, never doubles.
        expect(stored.filter((row) => row.engine !== 'openai')).toEqual([]);
        expect(items.map((item) => item.submissionId).sort(byNumber)).toEqual(storedIds);
      },
      SCENARIO_TIMEOUT_MS,
    );
  },
);
