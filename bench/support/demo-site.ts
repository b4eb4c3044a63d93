import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { demoAccounts } from '../../src/server/db/demo-content';
import type {
  AdminSubmissionDetail,
  DueAssignment,
  ReviewUpdate,
  StudentSubmission,
} from '../../src/shared/contract';
import { callJson, type Session, signIn } from './api-client';
import { launchChromium } from './chromium';
import { essayHtml } from './essay';
import { scratchDir } from './paths';
import { startServer } from './server';

export interface DemoSite {
  baseUrl: string;
  student: Session;
  admin: Session;
  /** The demo course's essay assignment. */
  assignmentId: number;
  assertAlive(): void;
  stop(): Promise<void>;
}

const demoLogin = (username: string) => {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account "${username}"`);
  return account;
};

/** The real server with its demo data on a fresh embedded database, serving `spaDir`. */
export async function startDemoSite(spaDir: string): Promise<DemoSite> {
  const scratch = scratchDir('site');
  const server = await startServer({ dataDir: scratch.dir, spaDir, seedDemo: true });
  try {
    const student = await signIn(server.baseUrl, 'student', demoLogin('student').password);
    const admin = await signIn(server.baseUrl, 'admin', demoLogin('admin').password);
    const due = await callJson<DueAssignment[]>(server.baseUrl, 'GET', '/student/assignments', {
      token: student.token,
    });
    if (due.length === 0) throw new Error('the demo student has no assignment');
    return {
      baseUrl: server.baseUrl,
      student,
      admin,
      assignmentId: due[0].id,
      assertAlive: server.assertAlive,
      stop: async () => {
        await server.stop();
        scratch.remove();
      },
    };
  } catch (error) {
    await server.stop();
    scratch.remove();
    throw error;
  }
}

/**
 * Runs `work` against the demo site serving `spaDir` and a Chromium; both are stopped however it ends,
 * a browser that fails to launch included (the site would otherwise outlive the benchmark).
 */
export async function withSiteAndBrowser<T>(
  spaDir: string,
  work: (site: DemoSite, browser: Browser) => Promise<T>,
): Promise<T> {
  const site = await startDemoSite(spaDir);
  try {
    const browser = await launchChromium();
    try {
      return await work(site, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
}

/**
 * The feedback loop through the API: the demo student submits an essay, the engine drafts comments
 * (waited for up to `draftTimeoutMs`; released without them when it is zero), the instructor accepts
 * them all and releases a grade. Returns the number of comments the student will see.
 */
export async function releaseDemoEssay(site: DemoSite, draftTimeoutMs: number): Promise<number> {
  const { baseUrl, student, admin, assignmentId } = site;
  const submission = await callJson<StudentSubmission>(
    baseUrl,
    'POST',
    `/student/assignments/${assignmentId}/submissions`,
    { token: student.token, body: { content_html: essayHtml }, headers: { 'idempotency-key': randomUUID() } },
  );
  const detailPath = `/admin/assignments/${assignmentId}/submissions/${submission.id}`;
  const detail = () => callJson<AdminSubmissionDetail>(baseUrl, 'GET', detailPath, { token: admin.token });
  let current = await detail();
  const deadline = Date.now() + draftTimeoutMs;
  while (draftTimeoutMs > 0 && !['ready', 'failed'].includes(current.draft_status)) {
    if (Date.now() > deadline) throw new Error(`no feedback draft within ${draftTimeoutMs} ms`);
    await sleep(500);
    current = await detail();
  }
  for (const item of current.feedback_items) {
    await callJson(baseUrl, 'PATCH', `${detailPath}/feedback-items/${item.id}`, {
      token: admin.token,
      body: { decision: 'accepted' },
    });
  }
  const review: ReviewUpdate = {
    grade: 84,
    general_feedback:
      'A persuasive essay with a clear claim. Check the spelling of their/there and then/than.',
    overall_feedback: 'Your claim is clear and your evidence is specific.',
    strengths: ['A clear claim in the first sentence', 'Evidence from a survey'],
    areas_for_improvement: ['Explain how each example supports the claim'],
    encouragement: 'Keep going: this is a strong draft.',
    release: true,
  };
  await callJson(baseUrl, 'PUT', `${detailPath}/review`, { token: admin.token, body: review });
  return current.feedback_items.length;
}
