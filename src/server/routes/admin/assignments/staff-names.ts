import type { FastifyRequest } from 'fastify';
import type { assignments } from '../../../db/schema';

/**
 * Whether a staff answer about this assignment shows the names its anonymous grading hides: only when
 * asked (`?reveal=true`), and a record then says who looked.
 */
export function namesRevealed(
  request: FastifyRequest,
  assignment: Pick<typeof assignments.$inferSelect, 'id' | 'anonymousGrading'>,
  reveal: boolean | undefined,
): boolean {
  if (!reveal) return false;
  if (assignment.anonymousGrading) {
    request.log.warn(
      { userId: request.account?.id, assignmentId: assignment.id },
      'anonymous grading: names revealed',
    );
  }
  return true;
}
