import type { FastifyRequest } from 'fastify';
import { requireSiteAdmin } from '../../../auth/course-staff';
import type { AssignmentRow } from '../../../courses/assignment-store';

/**
 * Whether a staff answer about this assignment shows the names its anonymous grading hides: only when
 * asked (`?reveal=true`) by the site administrator, and a record then says who looked. Instructors and
 * assistants grade blind until the feedback is released.
 */
export function namesRevealed(
  request: FastifyRequest,
  assignment: Pick<AssignmentRow, 'id' | 'anonymousGrading'>,
  reveal: boolean | undefined,
): boolean {
  if (!reveal) return false;
  if (assignment.anonymousGrading) {
    requireSiteAdmin(request.account!);
    request.log.warn(
      { userId: request.account?.id, assignmentId: assignment.id },
      'anonymous grading: names revealed',
    );
  }
  return true;
}
