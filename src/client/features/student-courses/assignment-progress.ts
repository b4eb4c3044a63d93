import type { StudentAssignmentSummary } from '../../../shared/contract';
import { type DerivedStatus, deriveSubmissionStatus } from '../../lib/release-rules';

/**
 * Section 4's status derivation for an assignment of a week: graded once a released grade is present,
 * else submitted once handed in, else a draft when this browser holds one (drafts never leave it).
 */
export function assignmentProgress(assignment: StudentAssignmentSummary, hasDraft: boolean): DerivedStatus {
  const handedIn = assignment.status !== 'not_started';
  return deriveSubmissionStatus(handedIn ? assignment : null, hasDraft);
}

export const PROGRESS_BADGES: Record<DerivedStatus, { label: string; palette: string }> = {
  not_started: { label: 'Not started', palette: 'gray' },
  draft: { label: 'Draft saved', palette: 'orange' },
  submitted: { label: 'Submitted', palette: 'blue' },
  graded: { label: 'Graded', palette: 'green' },
};
