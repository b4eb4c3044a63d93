import { callService, jsonOf, ServiceCallError } from './service-call';

/** Margin grades out of 100. */
export const SCORE_MAXIMUM = 100;

const LINE_ITEM = 'application/vnd.ims.lis.v2.lineitem+json';
const SCORE = 'application/vnd.ims.lis.v1.score+json';

/** A grade book column for an assignment (AGS 2.0 §3.2), made in the context's line items; its URL. */
export async function createLineItem(
  lineItemsUrl: string,
  accessToken: string,
  item: { label: string; resourceId: string; resourceLinkId: string },
  signal?: AbortSignal,
): Promise<string> {
  const answer = await callService(lineItemsUrl, {
    method: 'POST',
    headers: { 'content-type': LINE_ITEM, accept: LINE_ITEM, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ scoreMaximum: SCORE_MAXIMUM, ...item }),
    signal,
  });
  const made = jsonOf<{ id?: unknown }>(answer);
  if (typeof made.id !== 'string' || !URL.canParse(made.id))
    throw new ServiceCallError('the platform made a line item without an address', answer.status);
  return made.id;
}

/** The scores address of a line item (AGS 2.0 §3.4): `/scores` after its path, its query kept. */
export function scoresUrlOf(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

export interface Score {
  userId: string;
  scoreGiven: number;
  comment: string;
  timestamp: string;
}

/** Posts a learner's final score to a line item: the grading is complete and the grade final. */
export async function postScore(
  lineItemUrl: string,
  accessToken: string,
  score: Score,
  signal?: AbortSignal,
): Promise<void> {
  await callService(scoresUrlOf(lineItemUrl), {
    method: 'POST',
    headers: { 'content-type': SCORE, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      ...score,
      scoreMaximum: SCORE_MAXIMUM,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    }),
    signal,
  });
}
