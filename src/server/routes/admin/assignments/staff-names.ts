import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { assignments } from '../../../db/schema';
import { anonymousLabels } from '../../../submissions/anonymity';

/** Names asked to be shown on an anonymously graded assignment: a record says who looked. */
export function logReveal(request: FastifyRequest, assignmentId: number) {
  request.log.warn({ userId: request.account?.id, assignmentId }, 'anonymous grading: names revealed');
}

/**
 * The anonymous labels the answer uses, or null when names are shown: the assignment is not graded
 * anonymously, or the site administrator asked to reveal them (`?reveal=true`), which is logged.
 */
export async function labelsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  assignment: typeof assignments.$inferSelect,
  reveal = false,
): Promise<Map<number, string> | null> {
  if (!assignment.anonymousGrading) return null;
  if (reveal) {
    logReveal(request, assignment.id);
    return null;
  }
  return anonymousLabels(app.db, assignment);
}
