import { type APIRequestContext, expect } from '@playwright/test';

/** Signs in through the API and returns the bearer header, for set-up that is not what a test is about. */
export async function bearerFor(request: APIRequestContext, who: { identifier: string; password: string }) {
  const response = await request.post('/api/login', { data: who });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

interface SubmissionSummary {
  id: number;
  student_name: string;
  draft_status: 'queued' | 'running' | 'ready' | 'failed';
}

/**
 * The instructor's side of the loop, through the API: waits for the engine's draft of a student's
 * essay, accepts every comment and releases it with a grade.
 */
export async function releaseDraftedFeedback(
  request: APIRequestContext,
  admin: { authorization: string },
  assignmentId: number,
  studentName: string,
  grade: number,
) {
  const listUrl = `/api/admin/assignments/${assignmentId}/submissions`;
  let submission: SubmissionSummary | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get(listUrl, { headers: admin })).json()) as SubmissionSummary[];
        submission = rows.find((row) => row.student_name === studentName);
        return submission?.draft_status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe('ready');
  if (!submission) throw new Error(`no submission by ${studentName}`);
  const detailUrl = `${listUrl}/${submission.id}`;
  const detail = (await (await request.get(detailUrl, { headers: admin })).json()) as {
    feedback_items: Array<{ id: number }>;
  };
  for (const item of detail.feedback_items) {
    const accepted = await request.patch(`${detailUrl}/feedback-items/${item.id}`, {
      headers: admin,
      data: { decision: 'accepted' },
    });
    expect(accepted.status()).toBe(200);
  }
  const released = await request.put(`${detailUrl}/review`, {
    headers: admin,
    data: {
      grade,
      general_feedback: 'A clear proposal; see the comments in the essay.',
      overall_feedback: 'A clear proposal with a practical plan.',
      strengths: ['A concrete plan'],
      areas_for_improvement: ['Support the claims with evidence'],
      encouragement: 'Keep going.',
      release: true,
    },
  });
  expect(released.status()).toBe(200);
  return detail.feedback_items.length;
}
