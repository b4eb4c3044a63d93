import type { AdminSubmissionSummary } from '../../../src/shared/contract/feedback';
import { completionWith, type FakeChatCompletions, startFakeChatCompletions } from '../fake-chat-completions';
import { isSuccess, listSubmissions } from './api-client';

/** A draft from the remote model (OPENAI_BASE_URL) that places one comment on every essayHtml essay. */
export const modelDraft = completionWith({
  items: [
    {
      quote: 'Schools should start later',
      category: 'argument',
      severity: 'medium',
      comment: 'A clear claim.',
      suggestion: 'Name the evidence next.',
    },
  ],
  overall_feedback: 'A clear position.',
  detailed_analysis: ['Argument: one claim, one piece of evidence.'],
  strengths: ['Clear claim'],
  areas_for_improvement: ['More evidence'],
  encouragement: 'Keep going.',
  general_feedback: 'Support each claim.',
  suggested_grade: 74,
});

/**
 * A remote model that drafts at once: these tests are about requests and the job queue coming back,
 * and the local engine's warm-up alone takes many seconds on a busy machine.
 */
export async function startInstantModel(): Promise<FakeChatCompletions> {
  const model = await startFakeChatCompletions();
  model.answerWith({ body: modelDraft });
  return model;
}

/**
 * Waits until the instructor's list shows `expected` essays, every feedback draft ready. A draft that
 * failed for good ends the wait at once: it would never become ready.
 */
export async function waitForAllDrafts(
  baseUrl: string,
  adminToken: string,
  assignmentId: number,
  expected: number,
  timeoutMs = 60_000,
): Promise<AdminSubmissionSummary[]> {
  const deadline = Date.now() + timeoutMs;
  let latest: AdminSubmissionSummary[] = [];
  while (Date.now() < deadline) {
    const outcome = await listSubmissions(baseUrl, adminToken, assignmentId);
    if (isSuccess(outcome)) {
      latest = outcome.body;
      const failed = latest.filter((row) => row.draft_status === 'failed');
      if (failed.length > 0) throw new Error(`Feedback drafts failed: ${JSON.stringify(failed)}`);
      if (latest.length === expected && latest.every((row) => row.draft_status === 'ready')) return latest;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const states = latest.map((row) => row.draft_status).join(', ');
  throw new Error(`Not every feedback draft was ready after ${timeoutMs} ms: [${states}]`);
}
