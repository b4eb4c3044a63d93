import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FakeChatCompletions } from '../../../test/server/fake-chat-completions';
import {
  essayHtml,
  isSuccess,
  listCourses,
  listMyCourses,
  type Outcome,
  rejectUser,
  renameCourse,
  signIn,
  submitEssay,
} from '../../../test/server/reliability/api-client';
import {
  COHORT_PASSWORD,
  type Cohort,
  type Member,
  seedCohort,
} from '../../../test/server/reliability/cohort';
import { freshPostgresDatabase, type OwnedDatabase } from '../../../test/server/reliability/databases';
import {
  modelDraft,
  startInstantModel,
  waitForAllDrafts,
} from '../../../test/server/reliability/feedback-drafts';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
} from '../../../test/server/reliability/round-robin-proxy';
import { freePort, ServerProcess } from '../../../test/server/reliability/server-process';
import type { StudentSubmission } from '../../shared/contract/submissions';
import type { DatabaseHandle } from '../db/client';
import { feedbackItems, jobs, submissions } from '../db/schema';

const JWT_SECRET = 'reliability-test-secret-long-enough-for-hs256';
const LOGIN_LIMIT = 4;
// Students whose essays both servers draft side by side, and the crowd that submits during the kill.
const DRAFTED = 10;
const CROWD = 30;
// The kill comes once this many answers are back, so the rest are still on the wire or in the server.
const KILL_AFTER_ANSWERS = 8;
// Long enough that a server's runner is still drafting when the other's claims the next job.
const DRAFT_DELAY_MS = 300;
const SET_UP_TIMEOUT_MS = 90_000;
const SCENARIO_TIMEOUT_MS = 90_000;

interface Essay {
  student: Member;
  html: string;
  idempotencyKey: string;
}

const idOf = (outcome: Outcome<StudentSubmission>) => (outcome as { body: StudentSubmission }).body.id;
const byNumber = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);

describe('two servers on one PostgreSQL behind a round-robin load balancer', () => {
  let database: OwnedDatabase;
  let handle: DatabaseHandle;
  let cohort: Cohort;
  let models: FakeChatCompletions[] = [];
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  const dataDirs: string[] = [];

  /** Which server (0 or 1) took each of the last `count` requests through the balancer. */
  const lastUpstreams = (count: number) => proxy.routed.slice(-count).map((request) => request.upstream);
  /** The servers in turn, starting with `first`, as round-robin hands out `count` requests. */
  const alternating = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => (first + i) % 2);
  const explainFailure = async <T>(step: Promise<T>): Promise<T> =>
    servers.reduce((wrapped, server) => server.explainFailure(wrapped), step);

  const roles = () => {
    const [guessed, rejected, ...rest] = cohort.students;
    return { guessed, rejected, drafted: rest.slice(0, DRAFTED), crowd: rest.slice(DRAFTED) };
  };

  const send = (essay: Essay) =>
    submitEssay(proxy.baseUrl, {
      token: essay.student.token,
      assignmentId: cohort.assignmentId,
      html: essay.html,
      idempotencyKey: essay.idempotencyKey,
    });

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    // One model per server, so the requests each model saw tell which server ran which job.
    models = await Promise.all([startInstantModel(), startInstantModel()]);
    servers = await Promise.all(
      models.map(async (model) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-two-servers-'));
        dataDirs.push(dataDir);
        return new ServerProcess({
          port: await freePort(),
          dataDir,
          jwtSecret: JWT_SECRET,
          databaseUrl: database.serverUrl,
          extraEnv: {
            LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
            // One hop: the balancer below, which appends the client's address to X-Forwarded-For.
            TRUST_PROXY: '1',
            TRUST_PROXY_ADDRESSES: '127.0.0.1',
            // A short lease, so the jobs the killed server held are taken again within seconds.
            JOB_LEASE_SECONDS: '3',
            JOB_POLL_MS: '200',
            OPENAI_BASE_URL: model.baseUrl,
            FEEDBACK_MODEL: 'instant-test-model',
          },
        });
      }),
    );
    // Both start on the empty database at once, as a deployment starts them, and each migrates it.
    await Promise.all(servers.map((server) => server.start()));
    handle = await database.open();
    cohort = await seedCohort(handle.db, 2 + DRAFTED + CROWD, JWT_SECRET);
    proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
  }, SET_UP_TIMEOUT_MS);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(models.map((model) => model.close()));
    await handle?.close();
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, SET_UP_TIMEOUT_MS);

  it('counts sign-in guesses on both servers together, so the limit holds however they are spread', async () => {
    const { guessed } = roles();
    const outcomes: Outcome<unknown>[] = [];
    for (let guess = 0; guess < LOGIN_LIMIT + 2; guess += 1) {
      outcomes.push(await signIn(proxy.baseUrl, guessed.username, 'not the password'));
    }
    const upstreams = lastUpstreams(LOGIN_LIMIT + 2);

    expect(upstreams).toEqual(alternating(upstreams[0], LOGIN_LIMIT + 2));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
    expect(outcomes.at(-1)).toMatchObject({ body: { statusCode: 429, code: 'RATE_LIMITED' } });
  });

  it('accepts on one server the session that the other started', async () => {
    const signedIn = await signIn(proxy.baseUrl, cohort.admin.username, COHORT_PASSWORD);
    expect(signedIn).toMatchObject({ status: 200 });
    const { access_token } = (signedIn as { body: { access_token: string } }).body;

    expect(await listCourses(proxy.baseUrl, access_token)).toMatchObject({ status: 200 });
    const [signInServer, readServer] = lastUpstreams(2);
    expect(readServer).not.toBe(signInServer);
  });

  it('shows a course renamed through one server in both servers’ lists at once', async () => {
    const admin = cohort.admin.token;
    const student = roles().drafted[0].token;
    const titleIn = (outcome: Outcome<Array<{ id: number; title: string }>>) =>
      isSuccess(outcome) ? outcome.body.find((course) => course.id === cohort.courseId)?.title : outcome;
    // Instructor, student, student, instructor: round-robin gives each list to each server once.
    const titles = async () => [
      titleIn(await listCourses(proxy.baseUrl, admin)),
      titleIn(await listMyCourses(proxy.baseUrl, student)),
      titleIn(await listMyCourses(proxy.baseUrl, student)),
      titleIn(await listCourses(proxy.baseUrl, admin)),
    ];
    // Both servers now hold what the rename replaces.
    expect(await titles()).toEqual(Array(4).fill('Argument and Evidence'));

    expect(
      await renameCourse(proxy.baseUrl, admin, cohort.courseId, 'Claims and Counterclaims'),
    ).toMatchObject({ status: 200 });
    const renamedOn = lastUpstreams(1)[0];
    const after = await titles();

    // The server that did not rename answers first.
    expect(lastUpstreams(4)).toEqual(alternating(1 - renamedOn, 4));
    expect(after).toEqual(Array(4).fill('Claims and Counterclaims'));
  });

  it('refuses a rejected student on the other server from their very next request', async () => {
    const { rejected } = roles();
    const courses = () => listMyCourses(proxy.baseUrl, rejected.token);
    // Both servers have now seen the student as approved.
    expect([(await courses()).status, (await courses()).status]).toEqual([200, 200]);

    expect(await rejectUser(proxy.baseUrl, cohort.admin.token, rejected.id)).toMatchObject({
      status: 200,
      body: { status: 'rejected' },
    });
    const rejectedOn = lastUpstreams(1)[0];
    const next = [await courses(), await courses()];

    expect(lastUpstreams(2)).toEqual(alternating(1 - rejectedOn, 2));
    // Refused either way: a rejected account's sessions end (401), and its status forbids a student route (403).
    for (const outcome of next) {
      expect([401, 403]).toContain(outcome.status);
      expect(outcome).toMatchObject({ body: { statusCode: outcome.status } });
    }
  });

  it(
    'runs each feedback job exactly once, though both servers take jobs from the same queue',
    async () => {
      for (const model of models) model.answerWith({ body: modelDraft, delayMs: DRAFT_DELAY_MS });
      const draftsBefore = models.map((model) => model.requests.length);
      const essays: Essay[] = roles().drafted.map((student) => ({
        student,
        html: essayHtml(student.username, 1),
        idempotencyKey: randomUUID(),
      }));
      const answers = await Promise.all(essays.map(send));
      expect(answers.map((answer) => answer.status)).toEqual(essays.map(() => 201));
      await explainFailure(waitForAllDrafts(proxy.baseUrl, cohort.admin.token, cohort.assignmentId, DRAFTED));

      const ids = answers.map(idOf).sort(byNumber);
      const feedbackJobs = await handle.db.select().from(jobs).where(inArray(jobs.submissionId, ids));
      const items = await handle.db
        .select({ submissionId: feedbackItems.submissionId })
        .from(feedbackItems)
        .where(inArray(feedbackItems.submissionId, ids));
      // One job per essay, finished at its first attempt; modelDraft places exactly one comment.
      expect(feedbackJobs.map((job) => job.submissionId).sort(byNumber)).toEqual(ids);
      expect(feedbackJobs.filter((job) => job.status !== 'done' || job.attempts !== 1)).toEqual([]);
      expect(items.map((item) => item.submissionId).sort(byNumber)).toEqual(ids);
      // Both servers drafted, and no essay was drafted twice: each job asked a model once.
      const draftsPerServer = models.map((model, i) => model.requests.length - draftsBefore[i]);
      expect(draftsPerServer.every((drafts) => drafts > 0)).toBe(true);
      expect(draftsPerServer[0] + draftsPerServer[1]).toBe(DRAFTED);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'loses no acknowledged essay when one server is killed mid-submission, and stores each retry once',
    async () => {
      for (const model of models) model.answerWith({ body: modelDraft });
      const essays: Essay[] = roles().crowd.map((student) => ({
        student,
        html: essayHtml(student.username, 1),
        idempotencyKey: randomUUID(),
      }));
      const [doomed, survivor] = servers;
      let answers = 0;
      const first = await Promise.all(
        essays.map(async (essay) => {
          const outcome = await send(essay);
          if (++answers === KILL_AFTER_ANSWERS) void doomed.kill();
          return { ...essay, outcome };
        }),
      );
      await doomed.kill();
      const answered = first.filter(({ outcome }) => isSuccess(outcome));
      const failed = first.filter(({ outcome }) => !isSuccess(outcome));
      expect(answered.map(({ outcome }) => outcome.status)).toEqual(answered.map(() => 201));
      // What the client of a balancer sees of a dead server: 502, or a connection cut mid-answer.
      expect(failed.filter(({ outcome }) => outcome.status !== 502 && outcome.status !== 0)).toEqual([]);
      expect(failed.length).toBeGreaterThan(0);

      // One at a time, so each retry that meets the dead server is followed by one to the live one.
      const retried: Outcome<StudentSubmission>[] = [];
      for (const essay of failed) {
        let outcome = await send(essay);
        if (!isSuccess(outcome)) outcome = await send(essay);
        retried.push(outcome);
      }
      // The dead server may have stored an essay before its answer was lost: then it is answered (200).
      expect(retried.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
      const repeats: Outcome<StudentSubmission>[] = [];
      for (const essay of answered) {
        let outcome = await send(essay);
        if (!isSuccess(outcome)) outcome = await send(essay);
        repeats.push(outcome);
      }
      expect(repeats.map((outcome) => [outcome.status, isSuccess(outcome) && idOf(outcome)])).toEqual(
        answered.map(({ outcome }) => [200, idOf(outcome)]),
      );

      const stored = await handle.db
        .select()
        .from(submissions)
        .where(
          inArray(
            submissions.userId,
            essays.map((essay) => essay.student.id),
          ),
        );
      expect(stored).toHaveLength(CROWD);
      const byKey = new Map(stored.map((row) => [row.idempotencyKey, row]));
      for (const essay of essays) {
        expect(byKey.get(essay.idempotencyKey)).toMatchObject({
          userId: essay.student.id,
          contentHtml: essay.html,
        });
      }
      for (const { idempotencyKey, outcome } of answered) {
        expect(byKey.get(idempotencyKey)?.id).toBe(idOf(outcome));
      }
      // The survivor drafts every essay, including those whose jobs the dead server held.
      const submitters = await handle.db
        .selectDistinct({ userId: submissions.userId })
        .from(submissions)
        .where(eq(submissions.assignmentId, cohort.assignmentId));
      await survivor.explainFailure(
        waitForAllDrafts(proxy.baseUrl, cohort.admin.token, cohort.assignmentId, submitters.length),
      );
    },
    SCENARIO_TIMEOUT_MS,
  );
});
