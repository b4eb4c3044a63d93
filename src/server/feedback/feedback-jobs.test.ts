import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { createWeekWithContent } from '../../../test/server/content-factories';
import { createCourseWithEnrollment, createUser, enrol, PASSWORD } from '../../../test/server/factories';
import {
  completionWith,
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../../../test/server/fake-chat-completions';
import { openTestDatabase } from '../../../test/server/test-database';
import { TEST_ENGINE_NICE, TEST_JWT_SECRET } from '../../../test/server/test-server';
import { pause, until } from '../../../test/server/waiting';
import { WORD_COUNT_MAX } from '../../shared/contract/limits';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { claimNextJob } from '../db/job-queue';
import { feedbackItems, jobs, submissions } from '../db/schema';

type App = Awaited<ReturnType<typeof buildApp>>;

// Each test starts servers and waits for the engine's worker threads to draft whole essays: beside the
// other suites on two busy cores that can pass the usual 30 s, which proves nothing about the jobs.
jest.setTimeout(90_000);

let handle: DatabaseHandle;
let dataDir: string;
let chat: FakeChatCompletions;
let studentName: string;
let classmateName: string;
let assignmentId: number;
let courseId: number;
const running: App[] = [];

async function start(runJobs: boolean, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JOB_POLL_MS: '50',
    // Long enough that a busy machine's late heartbeat never lets the runner's other slot take its own job.
    JOB_LEASE_SECONDS: '5',
    ESSAY_SUBMISSIONS_PER_10_MINUTES: '1000',
    FEEDBACK_ENGINE_NICE: TEST_ENGINE_NICE,
    ...env,
  });
  const app = await buildApp({ config, db: handle.db, jwtSecret: TEST_JWT_SECRET, logger: false, runJobs });
  await app.ready();
  running.push(app);
  return app;
}

async function submit(
  app: App,
  html: string,
  username = studentName,
  assignment = assignmentId,
): Promise<number> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { identifier: username, password: PASSWORD },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/student/assignments/${assignment}/submissions`,
    payload: { content_html: html },
    headers: { authorization: `Bearer ${login.json().access_token}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** The submission's feedback jobs, oldest first: a replaced text queues another on the same version. */
const jobsOf = (submissionId: number) =>
  handle.db.select().from(jobs).where(eq(jobs.submissionId, submissionId)).orderBy(jobs.id);
const jobOf = async (submissionId: number) => (await jobsOf(submissionId)).at(-1);

/** The model's draft requests that carried this text. */
const requestsFor = (text: string) =>
  chat.requests.filter((request) => JSON.stringify(request.body).includes(text));

/** Waits for the submission's feedback job to finish, as the review screen would by polling. */
async function draftedSubmission(submissionId: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const job = await jobOf(submissionId);
    if (job?.status === 'done' || job?.status === 'failed' || job?.status === 'skipped') {
      const [row] = await handle.db.select().from(submissions).where(eq(submissions.id, submissionId));
      return { job, submission: row };
    }
    await pause(100);
  }
  throw new Error('the feedback job did not finish');
}

beforeAll(async () => {
  handle = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'margin-jobs-'));
  chat = await startFakeChatCompletions();
  const student = await createUser(handle.db);
  studentName = student.username;
  const course = await createCourseWithEnrollment(handle.db, student.id);
  courseId = course.id;
  assignmentId = (await createWeekWithContent(handle.db, course.id)).assignment.id;
  const classmate = await createUser(handle.db);
  classmateName = classmate.username;
  await enrol(handle.db, course.id, classmate.id);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await chat.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A draft the fake model hands back, with no comments to place. */
const instantDraft = {
  items: [],
  overall_feedback: 'Clear.',
  detailed_analysis: [],
  strengths: [],
  areas_for_improvement: [],
  encouragement: 'Good.',
  general_feedback: 'Clear.',
  suggested_grade: 70,
};

const essay =
  '<p>Social media have changed how teenagers talk. Everyone knows that it is bad for them.</p>' +
  '<p>Many studys show that students sleeps less when they uses their phones at night.</p>';

describe('feedback jobs', () => {
  it('resume after the server that took them died mid-job', async () => {
    const first = await start(false);
    const submissionId = await submit(first, essay);
    // The first server takes the job and dies before finishing it: the job stays "running".
    expect(await claimNextJob(handle.db, 1)).toMatchObject({ submissionId, status: 'running' });
    await first.close();

    await start(true);
    const { job, submission } = await draftedSubmission(submissionId);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(submission).toMatchObject({ engine: 'rules' });
    expect(submission.feedbackGeneratedAt).toBeInstanceOf(Date);
    expect(submission.suggestedGrade).toEqual(expect.any(Number));
    // The assignment ("Argue a position.") asks for a claim, and the draft says whether the essay makes one.
    expect(JSON.parse(submission.structuredFeedbackJson!).detailed_analysis[0]).toMatch(
      /^Assignment: asks for a claim \((found|not found)\)\.$/,
    );
  });

  it('fall back to the offline rules when the remote model fails', async () => {
    chat.answerWith({ status: 500, body: { error: { message: 'overloaded' } } });
    await start(true, { OPENAI_BASE_URL: chat.baseUrl, FEEDBACK_MODEL: 'test-model' });
    const submissionId = await submit(running[0], essay);
    const { job, submission } = await draftedSubmission(submissionId);
    expect(chat.requests.length).toBeGreaterThan(0);
    expect(job.status).toBe('done');
    expect(submission.engine).toBe('rules');
  });

  it('use the remote model when it answers, dropping quotes it cannot place', async () => {
    chat.answerWith({
      body: completionWith({
        items: [
          {
            quote: 'Everyone knows that',
            category: 'argument',
            severity: 'high',
            comment: 'Who says so?',
            suggestion: 'Cite a study.',
          },
          {
            quote: 'not in the essay at all',
            category: 'style',
            severity: 'low',
            comment: 'x',
            suggestion: 'y',
          },
        ],
        overall_feedback: 'Clear topic.',
        detailed_analysis: ['Argument: one unsupported claim.'],
        strengths: ['Timely topic'],
        areas_for_improvement: ['Evidence'],
        encouragement: 'Good work.',
        general_feedback: 'Support your claims.',
        suggested_grade: 68,
      }),
    });
    await start(true, { OPENAI_BASE_URL: chat.baseUrl, FEEDBACK_MODEL: 'test-model' });
    const submissionId = await submit(running[0], essay);
    const { submission } = await draftedSubmission(submissionId);
    expect(submission).toMatchObject({ engine: 'openai', suggestedGrade: 68, droppedItems: 1 });
  });

  it('store every drafted item exactly on its quote, for essays of every shape', async () => {
    const essays = [
      '<h2>Why cities need trees</h2><p>Trees cools the streets.&nbsp;They also clean the air, which is obviously good.</p><ul><li>Shade for walkers</li><li>Homes for birds 🐦 and insects</li></ul>',
      '<p>Café owners say "the square is lovely" — but is it?<br>Prices has risen sharply since 2019 (see the report).</p>',
      `<p>${'This sentence is repeated to make one very long paragraph without any break. '.repeat(30)}</p>`,
      '<p>Short.</p>',
      '<blockquote><p>“Education is the most powerful weapon.”</p></blockquote><p>I beleive this quote is true because there is alot of evidence. It was decided by the committee that the rule would be changed.</p><p>In conclusion, learning matter.</p>',
    ];
    await start(true);
    const ids = [];
    // Each essay answers an assignment of its own: a second version of one essay would replace the first.
    for (const html of essays) {
      const { assignment } = await createWeekWithContent(handle.db, courseId);
      ids.push(await submit(running[0], html, studentName, assignment.id));
    }
    let [items, derivedLines] = [0, 0];
    for (const id of ids) {
      const { job, submission } = await draftedSubmission(id);
      expect(job.status).toBe('done');
      const stored = await handle.db.select().from(feedbackItems).where(eq(feedbackItems.submissionId, id));
      for (const item of stored) {
        expect(submission.contentText.slice(item.startIndex, item.endIndex)).toBe(item.quote);
        expect(item.prefix).toBe(
          submission.contentText.slice(Math.max(0, item.startIndex - 32), item.startIndex),
        );
        expect(item.suffix).toBe(submission.contentText.slice(item.endIndex, item.endIndex + 32));
      }
      items += stored.length;
      // A summary line drawn from comments names the stored comments it sums up.
      const structured = JSON.parse(submission.structuredFeedbackJson!);
      for (const line of structured.line_items ?? []) {
        expect(structured[line.list][line.position]).toBe(line.line);
        expect(stored.map((item) => item.id)).toEqual(expect.arrayContaining(line.items));
        derivedLines += 1;
      }
    }
    expect(items).toBeGreaterThan(5);
    expect(derivedLines).toBeGreaterThan(0);
    // Five essays, a very long one among them, through the engine's worker thread: about 10 s alone, three
    // times that on two cores that also run the other suites.
  }, 90_000);

  it('decline an essay longer than any assignment may ask for, once, with a sentence for the instructor', async () => {
    const app = await start(true);
    const submissionId = await submit(app, `<p>${'word '.repeat(WORD_COUNT_MAX + 1)}</p>`);
    const { job, submission } = await draftedSubmission(submissionId);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.lastError).toMatch(
      /^This essay has 20,001 words, more than the 20,000 the feedback engine reads/,
    );
    expect(submission.feedbackGeneratedAt).toBeNull();
  });

  it('fail an essay the engine runs out of time on at once, instead of trying it again', async () => {
    const app = await start(true, { FEEDBACK_ENGINE_TIMEOUT_MS: '100' });
    const submissionId = await submit(
      app,
      `<p>${'Trees cool the streets in summer, and they clean the air. '.repeat(1500)}</p>`,
    );
    const { job } = await draftedSubmission(submissionId);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.lastError).toMatch(/took longer than 0\.1 s on this essay/);
  });

  it('skip a text the student replaced before its draft began, without asking the engine', async () => {
    chat.answerWith({ body: completionWith(instantDraft) });
    const remote = { OPENAI_BASE_URL: chat.baseUrl, FEEDBACK_MODEL: 'test-model' };
    const queuing = await start(false, remote);
    const first = await submit(queuing, '<p>The first version, about bicycles in cities.</p>');
    const second = await submit(queuing, '<p>The second version, about trams in cities.</p>');
    await queuing.close();
    // The second text took the first one's place under review.
    expect(second).toBe(first);

    await start(true, remote);
    const latest = await draftedSubmission(second);
    const [replacedJob, latestJob] = (await jobsOf(second)).slice(-2);
    expect(replacedJob.status).toBe('skipped');
    expect(latestJob.id).toBe(latest.job.id);
    expect(latest.job.status).toBe('done');
    expect(latest.submission.engine).toBe('openai');
    expect(requestsFor('bicycles')).toEqual([]);
    expect(requestsFor('trams')).toHaveLength(1);
  });

  it('run two students’ drafts at once when FEEDBACK_CONCURRENCY allows it', async () => {
    chat.answerWith({ body: completionWith(instantDraft), delayMs: 60_000 });
    const app = await start(true, {
      OPENAI_BASE_URL: chat.baseUrl,
      FEEDBACK_MODEL: 'test-model',
      FEEDBACK_CONCURRENCY: '2',
    });
    const ids = [
      await submit(app, '<p>An essay on harbours, drafted alongside another.</p>'),
      await submit(app, '<p>An essay on lighthouses, drafted alongside another.</p>', classmateName),
    ];
    // The model holds each answer for a minute: one draft at a time never gets the second asked.
    await until(() => requestsFor('harbours').length === 1 && requestsFor('lighthouses').length === 1, 50);
    await app.close();
    await handle.db.delete(jobs).where(inArray(jobs.submissionId, ids));
  });

  it('hand a job back to the queue when the server stops mid-draft, without waiting for the draft', async () => {
    chat.answerWith({ body: completionWith(instantDraft), delayMs: 60_000 });
    const app = await start(true, { OPENAI_BASE_URL: chat.baseUrl, FEEDBACK_MODEL: 'test-model' });
    const submissionId = await submit(app, '<p>An essay on canals, still with the model at shutdown.</p>');
    await until(() => requestsFor('canals').length === 1, 50);
    // The model answers only in a minute, well past the test's own time limit.
    await app.close();
    expect(await jobOf(submissionId)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
    const [row] = await handle.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row.feedbackGeneratedAt).toBeNull();
    // Due again at once, for whichever server looks next.
    expect(await claimNextJob(handle.db, 1)).toMatchObject({ submissionId, status: 'running' });
    await handle.db.delete(jobs).where(eq(jobs.submissionId, submissionId));
  });
});
