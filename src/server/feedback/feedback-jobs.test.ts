import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { feedbackItems, jobs, submissions } from '../db/schema';
import { claimNextJob } from '../jobs/queue';
import { createWeekWithContent } from '../testing/content-factories';
import { createCourseWithEnrollment, createUser, PASSWORD } from '../testing/factories';
import {
  completionWith,
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../testing/fake-chat-completions';
import { openTestDatabase } from '../testing/test-database';
import { TEST_JWT_SECRET } from '../testing/test-server';

type App = Awaited<ReturnType<typeof buildApp>>;

let handle: DatabaseHandle;
let dataDir: string;
let chat: FakeChatCompletions;
let studentName: string;
let assignmentId: number;
const running: App[] = [];

async function start(runJobs: boolean, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({ DATA_DIR: dataDir, JOB_POLL_MS: '50', JOB_LEASE_SECONDS: '1', ...env });
  const app = await buildApp({ config, db: handle.db, jwtSecret: TEST_JWT_SECRET, logger: false, runJobs });
  await app.ready();
  running.push(app);
  return app;
}

async function submit(app: App, html: string): Promise<number> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { identifier: studentName, password: PASSWORD },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/student/assignments/${assignmentId}/submissions`,
    payload: { content_html: html },
    headers: { authorization: `Bearer ${login.json().access_token}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** Waits for the submission's feedback job to finish, as the review screen would by polling. */
async function draftedSubmission(submissionId: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.submissionId, submissionId));
    if (job?.status === 'done' || job?.status === 'failed') {
      const [row] = await handle.db.select().from(submissions).where(eq(submissions.id, submissionId));
      return { job, submission: row };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
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
  assignmentId = (await createWeekWithContent(handle.db, course.id)).assignment.id;
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await chat.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    for (const html of essays) ids.push(await submit(running[0], html));
    let items = 0;
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
    }
    expect(items).toBeGreaterThan(5);
  });
});
