import { db } from '../db';
import { apiError } from './respond';

/** As the server does: deleting what holds essays needs `?confirmed=true`, else 409 with the count. */
export function refuseUnconfirmedLoss(request: Request, kind: string, assignmentIds: number[]) {
  const essays = db.submissions.filter((row) => assignmentIds.includes(row.assignment_id)).length;
  if (essays === 0 || new URL(request.url).searchParams.get('confirmed') === 'true') return undefined;
  const sentence = `This ${kind} holds ${essays} student ${essays === 1 ? 'submission' : 'submissions'}. Deleting it deletes ${essays === 1 ? 'it' : 'them'} too; confirm to go ahead.`;
  return apiError(409, 'CONFLICT', sentence, { detail: sentence });
}
